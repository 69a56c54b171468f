import type { ListSlotProps } from '@/engine/types';
import { useFiltersParam } from '@/filters/useFiltersParam';
import { RangeExportButton } from '@/search/RangeExportButton';

/** The event log's Export (issue 40): a time range of the events, with the search bar's filters, streamed by the API. */
export default function EventsExport({ definition }: ListSlotProps) {
  const [filters] = useFiltersParam();
  return definition.rangeExport ? <RangeExportButton endpoint={definition.rangeExport} filters={filters} /> : null;
}
