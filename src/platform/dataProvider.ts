import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, RaRecord } from 'react-admin';
import { getConfig } from '@/config';
import { FILTERS_PARAM } from '@/filters/codec';
import { resolveFilters } from '@/filters/relative';
import type { Filter } from '@contract/filters';
import { pageRecords, sortRecords, type SortOrder } from './clientPaging';
import { platformFetch, platformRequest, type CallOptions, type PlatformResponse } from './httpClient';
import type { Method, ResourceEndpoint, Service } from '@contract/types';

/**
 * The options of the react-admin call under way (`during`). ra-data-simple-rest hands its http client
 * a URL and fetch options, never the call's `meta`; each of its methods calls the client at once,
 * before any await, and the client reads them then.
 */
let callUnderWay: CallOptions = {};

function during<T>(options: CallOptions, call: () => T): T {
  const outer = callUnderWay;
  callUnderWay = options;
  try {
    return call();
  } finally {
    callUnderWay = outer;
  }
}

/** ra-data-simple-rest's list query parameter holding the filters; the platform's is `filters` (the same JSON). */
const SIMPLE_REST_FILTER = 'filter';

function jsonParam<T>(params: URLSearchParams, name: string): T | undefined {
  const text = params.get(name);
  return text ? (JSON.parse(text) as T) : undefined;
}

/**
 * ra-data-simple-rest's http client. Its URL is the platform's path (`/{service}{path}…`, the resource
 * being the endpoint): config.json's apiPrefix goes before it, and the list's filters, which
 * ra-data-simple-rest wrote once as JSON, go under the platform's name. The Range header and the
 * text/plain type ra-data-simple-rest adds are not part of the contract: only the call's own headers
 * (a bulk run's) go out. A list the platform answered whole (it may ignore `range`, without
 * Content-Range) is sorted and paged here, and the header written.
 */
async function httpClient(url: string, init: RequestInit = {}): Promise<PlatformResponse> {
  const options = callUnderWay;
  const [path, search = ''] = url.split('?');
  const params = new URLSearchParams(search);
  const filters = params.get(SIMPLE_REST_FILTER);
  params.delete(SIMPLE_REST_FILTER);
  if (filters !== null) params.set(FILTERS_PARAM, filters);
  const query = params.toString();
  const response = await platformFetch(
    `${getConfig().apiPrefix}${path}${query ? `?${query}` : ''}`,
    { method: init.method, body: init.body ?? undefined, signal: init.signal, headers: options.headers },
    options,
  );

  const range = jsonParam<[number, number]>(params, 'range');
  if (!range || !Array.isArray(response.json) || response.headers.has('Content-Range')) return response;
  const sort = jsonParam<[string, SortOrder]>(params, 'sort');
  const all = sortRecords(response.json, sort?.[0], sort?.[1]);
  const page = pageRecords(all, range);
  const headers = new Headers(response.headers);
  headers.set(
    'Content-Range',
    `items ${range[0]}-${page.length ? range[0] + page.length - 1 : range[0]}/${all.length}`,
  );
  return { ...response, headers, json: page };
}

/**
 * ra-data-simple-rest over the platform's root: the resource it is given is the endpoint's
 * `{service}{path}` without the leading slash, so the URL it builds is the platform's path (the http
 * client puts config.json's apiPrefix before it: the configuration arrives after this module runs).
 */
const rest = simpleRestProvider('', httpClient as never);

/**
 * The list's filters as the console writes them, `{ filters: [...] }` (src/engine/list/firstPage.ts),
 * the one form the platform takes (a relative date resolved to its day: filters/relative.ts); any other
 * form of react-admin filter is a programming error.
 */
function filtersOf(filter: Record<string, unknown> | undefined): Filter[] {
  const { filters = [], ...others } = filter ?? {};
  const unknownKeys = Object.keys(others);
  if (unknownKeys.length) throw new Error(`Filter lists as { filters: [...] }, not by ${unknownKeys.join(', ')}`);
  return resolveFilters(filters as Filter[]);
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
      const { url } = await platformRequest<{ url: string }>('unity', '/uploads', {
        method: 'POST',
        body,
        ...callOptions,
      });
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
 * `callOptions` say how every call treats the error catalogue (start-up's early calls neither redirect
 * nor notify); a call's `meta` may add to them (`QUIET`, a bulk run's headers).
 */
export function createDataProvider<Calls extends object = object>(
  endpoints: Record<string, ResourceEndpoint>,
  calls?: Calls,
  callOptions: CallOptions = {},
): PlatformDataProvider & Calls {
  /** The resource as ra-data-simple-rest is given it: its endpoint's `{service}{path}`, e.g. `account/apps`. */
  const pathOf = (resource: string) => {
    const endpoint = endpoints[resource];
    if (!endpoint) throw new Error(`No endpoint is defined for the resource "${resource}"`);
    return `${endpoint.service}${endpoint.path}`;
  };
  /** Runs a call of ra-data-simple-rest with the options its `meta` adds. */
  const call = <T>(meta: CallMeta | undefined, run: () => Promise<T>): Promise<T> => {
    const options = {
      ...callOptions,
      ...(meta?.quiet ? { notify: false } : {}),
      ...(meta?.headers ? { headers: meta.headers } : {}),
    };
    try {
      return during(options, run);
    } catch (error) {
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- passes on what the call threw, as it threw it
      return Promise.reject(error);
    }
  };
  const hasId = (value: unknown): value is RaRecord => !!value && typeof value === 'object' && 'id' in value;

  return {
    // The filters go to ra-data-simple-rest as they are, which writes them once (none: no parameter).
    getList: (resource, params) =>
      call(params.meta, () => {
        const filters = filtersOf(params.filter);
        return rest.getList(pathOf(resource), { ...params, filter: filters.length ? filters : undefined });
      }),
    getOne: (resource, params) => call(params.meta, () => rest.getOne(pathOf(resource), params)),
    // The platform filters a list by a field with an `eq` filter.
    getManyReference: (resource, params) =>
      call(params.meta, () => {
        const filters = [
          ...filtersOf(params.filter),
          { name: params.target, comparison: 'eq', value: params.id } as Filter,
        ];
        return rest.getList(pathOf(resource), { ...params, filter: filters });
      }),
    create: (resource, params) => call(params.meta, () => rest.create(pathOf(resource), params)),
    updateMany: (resource, params) => call(params.meta, () => rest.updateMany(pathOf(resource), params)),
    deleteMany: (resource, params) => call(params.meta, () => rest.deleteMany(pathOf(resource), params)),
    // The platform has no "ids" filter: one GET per record.
    getMany: async (resource, params) => {
      const records = await Promise.all(
        params.ids.map((id) =>
          call(params.meta, () => rest.getOne(pathOf(resource), { id, signal: params.signal })).then((r) => r.data),
        ),
      );
      return { data: records };
    },
    // The platform may answer an update or a delete without the record (204, or a partial payload).
    update: async (resource, params) => {
      const { data } = await call(params.meta, () => rest.update(pathOf(resource), params));
      return {
        data: hasId(data) ? data : { ...params.previousData, ...params.data, id: params.id },
      };
    },
    delete: async (resource, params) => {
      const { data } = await call(params.meta, () => rest.delete(pathOf(resource), params));
      return { data: hasId(data) ? data : { ...params.previousData, id: params.id } } as never;
    },
    ...platformCalls(callOptions),
    ...(calls as Calls),
  };
}
