import { getConfig } from '@/config';
import type { ResourceEndpoint, Service } from './types';

/** `{apiPrefix}/{service}{path}` plus the query string. */
export function platformUrl(
  service: Service,
  path: string,
  query?: Record<string, string | undefined>,
): string {
  const url = `${getConfig().apiPrefix}/${service}${path.startsWith('/') ? path : `/${path}`}`;
  const params = new URLSearchParams();
  Object.entries(query ?? {}).forEach(([key, value]) => {
    if (value !== undefined) params.append(key, value);
  });
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

/**
 * The platform's call for the first page of a list (api-contract: filters as JSON, `sort` as
 * [field, order], `range` as [first, last]): the URL the data provider sends for react-admin's getList
 * (src/platform/dataProvider.ts), which the first paint starts before the app has loaded.
 */
export function firstPageUrl(
  endpoint: ResourceEndpoint,
  { sort, filters, perPage }: { sort: { field: string; order: string }; filters?: string; perPage: number },
): string {
  return platformUrl(endpoint.service, endpoint.path, {
    filters,
    sort: JSON.stringify([sort.field, sort.order]),
    range: JSON.stringify([0, perPage - 1]),
  });
}
