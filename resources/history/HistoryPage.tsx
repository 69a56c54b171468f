import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Chip from '@mui/material/Chip';
import { useGetList, useTranslate } from 'react-admin';
import { useFiltersParam } from '@/filters/useFiltersParam';
import type { ListSlotProps } from '@/engine/types';
import { RangeExportButton } from '@/search/RangeExportButton';
import { EntryActor, EntryRecord } from './EntryChanges';
import EntrySummary from './EntrySummary';
import { HistoryPager } from './HistoryPager';
import { NO_QUERY, filtersOf, queryOf, type HistoryQuery } from './historyFilters';
import { historyDate } from './historyText';
import { NEWEST_FIRST, RECORDED, type HistoryEntry } from './types';

// Revert and Revert run (issue 39) load with their texts once the page shows, not with it: what the page
// loads at once is named in the start-up chunks' preload lists (tests/unit/bundle-budget.test.ts).
const RevertButton = lazy(() => import('./RevertDialog'));
const RunField = lazy(() => import('./RevertRun').then((m) => ({ default: m.RunField })));
const RevertRun = lazy(() => import('./RevertRun'));

const PER_PAGE = 25;

/**
 * The global history (/history, issue 24): every entry the caller may read, newest first, filtered by
 * who (part of an e-mail), the kind of record, a span of days and a bulk run (kept in the address's
 * `filters`), paged on the server, exported by the server over a time range (CSV or JSON Lines, the filters
 * applied: one Export, issue 64; the specification's "Export in CSV" is the Users page's). Each entry has
 * Revert, and a run's entries Revert run (issue 39: a bulk run of reverts, with its panel), for whom the
 * platform allows the write.
 */
export default function HistoryPage({ definition }: ListSlotProps) {
  const translate = useTranslate();
  const [filters, applyFilters] = useFiltersParam();
  const [draft, setDraft] = useState<HistoryQuery>(() => queryOf(filters));
  const [page, setPage] = useState(0);
  const {
    data = [],
    total = 0,
    isPending,
  } = useGetList<HistoryEntry>(
    definition.name,
    { pagination: { page: page + 1, perPage: PER_PAGE }, sort: NEWEST_FIRST, filter: { filters } },
    { staleTime: 0 },
  );
  const t = (key: string, options?: object) => translate(`app.resources.history.${key}`, options);
  const field = (key: keyof HistoryQuery) => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value })),
  });
  const apply = (next: HistoryQuery) => {
    setPage(0);
    applyFilters(filtersOf(next));
  };
  const showRun = (runID: string) => {
    const next = { ...draft, run: runID };
    setDraft(next);
    apply(next);
  };

  const runFilter = queryOf(filters).run;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box
        component="form"
        role="search"
        aria-label={t('title')}
        onSubmit={(e) => {
          e.preventDefault();
          apply(draft);
        }}
        sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <TextField size="small" label={t('filters.actor')} {...field('actor')} />
        <TextField select size="small" label={t('filters.resource')} sx={{ minWidth: 180 }} {...field('resource')}>
          <MenuItem value="">{t('filters.anyResource')}</MenuItem>
          {RECORDED.map((name) => (
            <MenuItem key={name} value={name}>
              {t(`kinds.${name}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="date"
          label={t('filters.from')}
          slotProps={{ inputLabel: { shrink: true } }}
          {...field('from')}
        />
        <TextField
          size="small"
          type="date"
          label={t('filters.to')}
          slotProps={{ inputLabel: { shrink: true } }}
          {...field('to')}
        />
        <Suspense fallback={null}>
          <RunField {...field('run')} />
        </Suspense>
        <Button type="submit" variant="contained" size="small">
          {t('filters.apply')}
        </Button>
        <Button
          size="small"
          onClick={() => {
            const none = NO_QUERY;
            setDraft(none);
            apply(none);
          }}
        >
          {t('filters.clear')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <RangeExportButton endpoint={{ service: 'account', path: '/history/export' }} filters={filters} />
      </Box>
      {runFilter && total > 0 && (
        <Suspense fallback={null}>
          <RevertRun runID={runFilter} total={total} newest={data[0]} />
        </Suspense>
      )}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('entries')} aria-busy={isPending}>
          <TableHead>
            <TableRow>
              {(['at', 'actorEmail', 'resource', 'action', 'summary'] as const).map((column) => (
                <TableCell key={column}>{t(`fields.${column}`)}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {!isPending && data.length === 0 && (
              <TableRow>
                <TableCell colSpan={6} align="center">
                  {t('empty')}
                </TableCell>
              </TableRow>
            )}
            {data.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{historyDate(entry.at)}</TableCell>
                <TableCell>
                  <EntryActor entry={entry} />
                  {entry.runID && (
                    <Chip
                      size="small"
                      variant="outlined"
                      sx={{ ml: 0.5 }}
                      label={t('run', { id: entry.runID })}
                      onClick={() => showRun(entry.runID)}
                    />
                  )}
                </TableCell>
                <TableCell>
                  <EntryRecord entry={entry} />
                </TableCell>
                <TableCell>{t(`actions.${entry.action}`)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <EntrySummary entry={entry} />
                </TableCell>
                <TableCell>
                  <Suspense fallback={null}>
                    <RevertButton entry={entry} />
                  </Suspense>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <HistoryPager total={total} page={page} perPage={PER_PAGE} onPage={setPage} />
    </Box>
  );
}
