import type { Filter } from '@contract/filters';
import { serializeFilters } from '@/filters/codec';
import { resolveFilters } from '@/filters/relative';
import { platformUrl } from '@/platform/platformUrl';
import type { Service } from '@contract/types';

export type RangeExportFormat = 'csv' | 'jsonl';

/** A list's streaming export on the server (issue 40): `GET {path}` with a time range, a format and the list's filters. */
export interface RangeExportEndpoint {
  service: Service;
  path: string;
}

/** A `datetime-local` value (the browser's time, no zone) as the instant it names, or undefined when empty. */
export function instantOf(local: string): string | undefined {
  if (!local) return undefined;
  const time = new Date(local).getTime();
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** The address that downloads the export: `from` and `to` as instants, the list's filters as the list sends them. */
export function rangeExportUrl(
  endpoint: RangeExportEndpoint,
  range: { from: string; to: string; format: RangeExportFormat },
  filters: Filter[],
): string {
  return platformUrl(endpoint.service, endpoint.path, {
    from: instantOf(range.from),
    to: instantOf(range.to),
    format: range.format,
    // Relative dates (`now-90d`) become days, as the list's own calls send them.
    filters: serializeFilters(resolveFilters(filters)) ?? undefined,
  });
}
