import { getConfig } from '@/config';
import type { Service } from '@contract/types';

/** `{apiPrefix}/{service}{path}` plus the query string. */
export function platformUrl(service: Service, path: string, query?: Record<string, string | undefined>): string {
  const url = `${getConfig().apiPrefix}/${service}${path.startsWith('/') ? path : `/${path}`}`;
  const params = new URLSearchParams();
  Object.entries(query ?? {}).forEach(([key, value]) => {
    if (value !== undefined) params.append(key, value);
  });
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}
