import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, RaRecord } from 'react-admin';
import { parseFilters, serializeFilters } from '@/filters/codec';
import { pageRecords, sortRecords, type SortOrder } from './clientPaging';
import { platformFetch, platformRequest, type CallOptions, type PlatformResponse } from './httpClient';
import { platformUrl } from './platformUrl';
import type { Method, ResourceEndpoint, Service } from './types';

/** ra-data-simple-rest builds URLs as `{apiUrl}/{resource}...`; this base marks them as ours. */
const BASE = '/@resource';

function parseJson<T>(text: string | null): T | undefined {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/**
 * The http client handed to ra-data-simple-rest: maps the resource to its service and path, sends the
 * list of react-admin's `filter.filters` as the platform's `filters` parameter (the console's lists
 * filter only in that form), keeps `sort` and `range`, and, when the server answers the whole list
 * without Content-Range, sorts and pages it here and writes the header. `callOptions` say how every
 * call treats the error catalogue (start-up's early calls neither redirect nor notify).
 */
export function createHttpClient(endpoints: Record<string, ResourceEndpoint>, callOptions: CallOptions = {}) {
  return async (url: string, options: RequestInit = {}): Promise<PlatformResponse> => {
    const parsed = new URL(url.slice(BASE.length), 'http://console.invalid');
    const [, resource, ...rest] = parsed.pathname.split('/');
    const endpoint = endpoints[resource];
    if (!endpoint) throw new Error(`No endpoint is defined for the resource "${resource}"`);

    const params = parsed.searchParams;
    const range = parseJson<[number, number]>(params.get('range'));
    const sort = parseJson<[string, SortOrder]>(params.get('sort'));
    const filter = parseJson<Record<string, unknown>>(params.get('filter')) ?? {};
    const unknownKeys = Object.keys(filter).filter((key) => key !== 'filters');
    if (unknownKeys.length) throw new Error(`Filter lists as { filters: [...] }, not by ${unknownKeys.join(', ')}`);
    const filters = parseFilters(filter.filters);
    const path = [endpoint.path, ...rest].join('/');
    const target = platformUrl(endpoint.service, path, {
      filters: serializeFilters(filters) ?? undefined,
      sort: params.get('sort') ?? undefined,
      range: params.get('range') ?? undefined,
    });

    // The Range header and the text/plain type ra-data-simple-rest adds are not part of the contract.
    const response = await platformFetch(
      target,
      { method: options.method, body: options.body ?? undefined, signal: options.signal, headers: callOptions.headers },
      callOptions,
    );

    if (range && Array.isArray(response.json) && !response.headers.has('Content-Range')) {
      const all = sortRecords(response.json, sort?.[0], sort?.[1]);
      const page = pageRecords(all, range);
      const headers = new Headers(response.headers);
      const last = page.length ? range[0] + page.length - 1 : range[0];
      headers.set('Content-Range', `${resource} ${range[0]}-${last}/${all.length}`);
      return { ...response, headers, json: page };
    }
    return response;
  };
}

/** Call options a data-provider call takes as `meta`: `QUIET` notifies nothing (a bulk run lists its failures). */
export const QUIET = { quiet: true } as const;

/** What a react-admin call's `meta` may say: notify nothing, and headers to send (a bulk run's). */
interface CallMeta {
  quiet?: boolean;
  headers?: Record<string, string>;
}

/**
 * The platform's calls that belong to no one resource: a file upload (an organization's logo, the Users
 * page's drop zone), a list's search fields, a list's action button (Test OPA).
 */
function platformCalls(callOptions: CallOptions) {
  return {
    /** Stores one file (POST /unity/uploads, multipart field `file`); its address. */
    upload: async (file: File): Promise<string> => {
      const body = new FormData();
      body.append('file', file, file.name);
      const { url } = await platformRequest<{ url: string }>('unity', '/uploads', { method: 'POST', body, ...callOptions });
      return url;
    },
    /** The searchable fields of a list (`GET …/searchMetadata`). */
    getSearchMetadata: <T>({ service, path }: { service: Service; path: string }) =>
      platformRequest<T>(service, path, callOptions),
    /** The call of a button above a list (Test OPA). */
    runAction: ({ service, method, path }: { service: Service; method: Method; path: string }) =>
      platformRequest<unknown>(service, path, { method, ...callOptions }),
  };
}

/** The console's data provider: react-admin's methods and the platform's other calls (`calls`, by resource). */
export type PlatformDataProvider = DataProvider & ReturnType<typeof platformCalls>;

/**
 * The data provider of the console, over the resources' `endpoints` (resources/index.ts): react-admin's
 * methods on ra-data-simple-rest, the calls of no one resource, and the resources' own `calls` (their
 * calls that are not CRUD, each resource's calls.ts), as react-admin's examples/crm adds its own.
 */
export function createDataProvider<Calls extends object = object>(
  endpoints: Record<string, ResourceEndpoint>,
  calls?: Calls,
  callOptions: CallOptions = {},
): PlatformDataProvider & Calls {
  const loud = simpleRestProvider(BASE, createHttpClient(endpoints, callOptions) as never);
  const quiet = simpleRestProvider(BASE, createHttpClient(endpoints, { ...callOptions, notify: false }) as never);
  const base = (params: { meta?: CallMeta } | undefined) => {
    const meta = params?.meta;
    if (!meta?.headers) return meta?.quiet ? quiet : loud;
    // Rare (a bulk run's calls): a client carrying the headers, for this call only.
    const options = { ...callOptions, ...(meta.quiet ? { notify: false } : {}), headers: meta.headers };
    return simpleRestProvider(BASE, createHttpClient(endpoints, options) as never);
  };
  const hasId = (value: unknown): value is RaRecord =>
    !!value && typeof value === 'object' && 'id' in value;

  return {
    getList: (resource, params) => base(params).getList(resource, params),
    getOne: (resource, params) => base(params).getOne(resource, params),
    getManyReference: (resource, params) => base(params).getManyReference(resource, params),
    create: (resource, params) => base(params).create(resource, params),
    updateMany: (resource, params) => base(params).updateMany(resource, params),
    deleteMany: (resource, params) => base(params).deleteMany(resource, params),
    // The platform has no "ids" filter: one GET per record.
    getMany: async (resource, params) => {
      const records = await Promise.all(
        params.ids.map((id) => base(params).getOne(resource, { id, signal: params.signal }).then((r) => r.data)),
      );
      return { data: records };
    },
    // The platform may answer an update or a delete without the record (204, or a partial payload).
    update: async (resource, params) => {
      const { data } = await base(params).update(resource, params);
      return {
        data: hasId(data) ? data : { ...params.previousData, ...params.data, id: params.id },
      } as never;
    },
    delete: async (resource, params) => {
      const { data } = await base(params).delete(resource, params);
      return { data: hasId(data) ? data : { ...params.previousData, id: params.id } } as never;
    },
    ...platformCalls(callOptions),
    ...(calls as Calls),
  };
}
