import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, RaRecord } from 'react-admin';
import { parseFilters, serializeFilters } from '@/filters/codec';
import { pageRecords, sortRecords, type SortOrder } from './clientPaging';
import { platformFetch, platformRequest, type CallOptions, type PlatformResponse } from './httpClient';
import { platformUrl } from './platformUrl';
import type { ResourceEndpoint } from './types';

/** The react-admin data provider plus the spec's other calls (sub-resources, actions). */
export type PlatformDataProvider = DataProvider & { request: typeof platformRequest };

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
      { method: options.method, body: options.body ?? undefined, signal: options.signal },
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

/** The data provider of the console, over the resources' `endpoints` (resources/index.ts). */
export function createDataProvider(
  endpoints: Record<string, ResourceEndpoint>,
  callOptions: CallOptions = {},
): PlatformDataProvider {
  const base = simpleRestProvider(BASE, createHttpClient(endpoints, callOptions) as never);
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
