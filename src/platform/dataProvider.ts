import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, RaRecord } from 'react-admin';
import { pageRecords, sortRecords, type SortOrder } from './clientPaging';
import { toFilterList } from './filters';
import { platformFetch, platformRequest, platformUrl, type PlatformResponse } from './httpClient';
import type { ResourceEndpoint } from './types';

/** The react-admin data provider plus the spec's other calls (sub-resources, actions). */
export type PlatformDataProvider = DataProvider & { request: typeof platformRequest };

/** The endpoints, or a loader for them (so the resource definitions stay out of the shell's code). */
export type EndpointSource =
  | Record<string, ResourceEndpoint>
  | (() => Promise<Record<string, ResourceEndpoint>>);

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
 * The http client handed to ra-data-simple-rest: maps the resource to its service and path, turns
 * react-admin's `filter` into the `filters` list, keeps `sort` and `range`, and, when the server
 * answers the whole list without Content-Range, sorts and pages it here and writes the header.
 */
export function createHttpClient(source: EndpointSource) {
  let loaded: Promise<Record<string, ResourceEndpoint>> | undefined;
  const endpoints = () => (loaded ??= Promise.resolve(typeof source === 'function' ? source() : source));
  return async (url: string, options: RequestInit = {}): Promise<PlatformResponse> => {
    const parsed = new URL(url.slice(BASE.length), 'http://console.invalid');
    const [, resource, ...rest] = parsed.pathname.split('/');
    const endpoint = (await endpoints())[resource];
    if (!endpoint) throw new Error(`No endpoint is defined for the resource "${resource}"`);

    const params = parsed.searchParams;
    const range = parseJson<[number, number]>(params.get('range'));
    const sort = parseJson<[string, SortOrder]>(params.get('sort'));
    const filters = toFilterList(parseJson<Record<string, unknown>>(params.get('filter')), endpoint);
    const path = [endpoint.path, ...rest].join('/');
    const target = platformUrl(endpoint.service, path, {
      filters: filters.length ? JSON.stringify(filters) : undefined,
      sort: params.get('sort') ?? undefined,
      range: params.get('range') ?? undefined,
    });

    // The Range header and the text/plain type ra-data-simple-rest adds are not part of the contract.
    const response = await platformFetch(target, {
      method: options.method,
      body: options.body ?? undefined,
      signal: options.signal,
    });

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

/**
 * The data provider of the console, over `endpoints` (resources/index.ts), given as they are or as
 * a loader called on the first call.
 */
export function createDataProvider(endpoints: EndpointSource): PlatformDataProvider {
  const base = simpleRestProvider(BASE, createHttpClient(endpoints) as never);
  const hasId = (value: unknown): value is RaRecord =>
    !!value && typeof value === 'object' && 'id' in value;

  return {
    ...base,
    // The platform has no "ids" filter: one GET per record.
    getMany: async (resource, params) => {
      const records = await Promise.all(
        params.ids.map((id) => base.getOne(resource, { id, signal: params.signal }).then((r) => r.data)),
      );
      return { data: records };
    },
    // The platform may answer an update or a delete without the record (204, or a partial payload).
    update: async (resource, params) => {
      const { data } = await base.update(resource, params);
      return {
        data: hasId(data) ? data : { ...params.previousData, ...params.data, id: params.id },
      } as never;
    },
    delete: async (resource, params) => {
      const { data } = await base.delete(resource, params);
      return { data: hasId(data) ? data : { ...params.previousData, id: params.id } } as never;
    },
    request: platformRequest,
  };
}
