import type { ListSlotProps } from '@/engine/types';
import { useFiltersParam } from '@/filters/useFiltersParam';
import { RangeExportButton } from '@/search/RangeExportButton';

const ENDPOINT = { service: 'unity', path: '/events/export' } as const;

/** The event log's Export (issue 40): a time range of the events, with the search bar's filters, streamed by the API. */
export default function EventsExport(_props: ListSlotProps) {
  const [filters] = useFiltersParam();
  return <RangeExportButton endpoint={ENDPOINT} filters={filters} />;
}
