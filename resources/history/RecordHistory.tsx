import { useState } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useGetList, useTranslate, type Identifier } from 'react-admin';
import type { SlotProps } from '@/engine/types';
import WaitProgress from '@/ui/WaitProgress';
import EntryChanges from './EntryChanges';
import { HistoryPager } from './HistoryPager';
import { NEWEST_FIRST, type HistoryEntry } from './types';

const PER_PAGE = 10;

/**
 * A record's history (issue 24): every entry about it (its own changes and its links': a user's groups, a
 * group's roles), newest first, each field before and after, paged on the server. `resource` is the
 * platform's name of the record's kind (its collection, e.g. `apps`).
 */
export function RecordHistory({ resource, id }: { resource: string; id: Identifier }) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const {
    data = [],
    total = 0,
    isPending,
  } = useGetList<HistoryEntry>(
    'history',
    {
      pagination: { page: page + 1, perPage: PER_PAGE },
      sort: NEWEST_FIRST,
      filter: { filters: [{ name: 'about', comparison: 'eq', value: `${resource}:${id}` }] },
    },
    // Every write anywhere may add to it: read afresh whenever it shows.
    { staleTime: 0 },
  );
  if (!isPending && total === 0)
    return <Typography color="textSecondary">{translate('app.resources.history.empty')}</Typography>;
  return (
    <Box component="section" aria-label={translate('app.resources.history.entries')} aria-busy={isPending}>
      {isPending && <WaitProgress inline />}
      {data.map((entry, index) => (
        <Box key={entry.id}>
          {index > 0 && <Divider />}
          <EntryChanges entry={entry} />
        </Box>
      ))}
      {total > PER_PAGE && <HistoryPager total={total} page={page} perPage={PER_PAGE} onPage={setPage} />}
    </Box>
  );
}

/** The History tab of the generic detail: the record's history under its resource's platform name. */
export default function RecordHistoryTab({ definition, record }: SlotProps) {
  return <RecordHistory resource={definition.endpoint.path.replace(/^\//, '')} id={record.id} />;
}
