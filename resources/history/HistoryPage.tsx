import { useEffect, useMemo, useRef, useState } from 'react';
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
import DownloadIcon from '@mui/icons-material/Download';
import UndoIcon from '@mui/icons-material/Undo';
import { Confirm, downloadCSV, useDataProvider, useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useCurrentUser } from '@/auth/useCurrentUser';
import BulkRunPanel from '@/bulk/BulkRunPanel';
import { bulkRuns } from '@/bulk/runs';
import { useBulkRun } from '@/bulk/useBulkRun';
import { formatNumber } from '@/i18n/format';
import { useTexts } from '@/i18n/useTexts';
import WaitProgress from '@/ui/WaitProgress';
import { useFiltersParam } from '@/filters/useFiltersParam';
import type { ListSlotProps } from '@/engine/types';
import { toSafeCsv } from '@/search/csv';
import { EntryActor, EntryRecord } from './EntryChanges';
import { HistoryPager } from './HistoryPager';
import { NO_QUERY, filtersOf, queryOf, type HistoryQuery } from './historyFilters';
import { historyDate } from './historyText';
import RevertButton from './RevertDialog';
import { useCanRevert } from './revertAccess';
import { revertRunAction, runItems } from './revertRun';
import { revertTexts } from './revertTexts';
import { HISTORY_CSV_COLUMNS, NEWEST_FIRST, RECORDED, type HistoryEntry } from './types';

const PER_PAGE = 25;
/** The export holds at most this many entries, the newest (one call). */
const EXPORT_LIMIT = 10_000;

/**
 * The global history (/history, issue 24): every entry the caller may read, newest first, filtered by
 * who (part of an e-mail), the kind of record, a span of days and a bulk run (kept in the address's
 * `filters`), paged on the server, exported as a formula-safe CSV of the filtered entries. Each entry has
 * Revert, and a run's entries Revert run (issue 39: a bulk run of reverts, with its panel), for whom the
 * platform allows the write.
 */
export default function HistoryPage({ definition }: ListSlotProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const [filters, applyFilters] = useFiltersParam();
  const [draft, setDraft] = useState<HistoryQuery>(() => queryOf(filters));
  const [page, setPage] = useState(0);
  const [exporting, setExporting] = useState(false);
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

  // Revert run (issue 39): the run of this tab's bulk runs, recovered after a reload like the Users page's.
  const { user } = useCurrentUser();
  const email = user?.email;
  const refresh = useRefresh();
  const run = useBulkRun();
  const runFilter = queryOf(filters).run;
  const kindOf = (resource: string) => t(`kinds.${resource}`, { _: resource });
  const revertRun = useMemo(
    () =>
      revertRunAction(dataProvider, (fields) =>
        translate('app.resources.history.revert.changedSince', { fields: fields.join(', ') }),
      ),
    [dataProvider, translate],
  );
  useEffect(() => {
    if (email) bulkRuns.recover([revertRun], email);
  }, [revertRun, email]);
  const passes = useRef(run?.passesEnded);
  useEffect(() => {
    if (!run || run.running || passes.current === run.passesEnded) return;
    passes.current = run.passesEnded;
    refresh();
  }, [run, refresh]);
  const canRevertRun = useCanRevert(runFilter && total > 0 ? data[0] : undefined);
  const [confirmingRun, setConfirmingRun] = useState(false);
  const startRevertRun = async () => {
    setConfirmingRun(false);
    try {
      const items = await runItems(dataProvider, runFilter, kindOf);
      if (items.length)
        await bulkRuns.start({ action: revertRun, params: { runID: runFilter }, items, actor: email ?? '' });
    } catch {
      // notified by the adapter
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { data: entries, total: all = 0 } = await dataProvider.getList<HistoryEntry>(definition.name, {
        pagination: { page: 1, perPage: EXPORT_LIMIT },
        sort: NEWEST_FIRST,
        filter: { filters },
      });
      downloadCSV(toSafeCsv(entries, HISTORY_CSV_COLUMNS), 'history');
      if (all > entries.length) notify(t('exportLimit', { count: EXPORT_LIMIT }), { type: 'info' });
    } catch {
      // notified by the adapter
    } finally {
      setExporting(false);
    }
  };

  // Revert's texts (issue 39) load with the page.
  if (!useTexts(revertTexts)) return <WaitProgress inline />;
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
        <TextField size="small" label={t('filters.run')} {...field('run')} />
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
        {canRevertRun && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<UndoIcon />}
            disabled={!!run?.running}
            onClick={() => setConfirmingRun(true)}
          >
            {t('revert.runButton')}
          </Button>
        )}
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          disabled={exporting || total === 0}
          onClick={() => void exportCsv()}
        >
          {translate('app.search.exportCsv')}
        </Button>
      </Box>
      {run?.action.id === revertRun.id && <BulkRunPanel view={run} />}
      <Confirm
        isOpen={confirmingRun}
        title={t('revert.runTitle', { runID: runFilter })}
        content={t('revert.runConfirm', { runID: runFilter, count: formatNumber(total) })}
        confirm={t('revert.runButton')}
        onConfirm={() => void startRevertRun()}
        onClose={() => setConfirmingRun(false)}
      />
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
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.summary}</TableCell>
                <TableCell>
                  <RevertButton entry={entry} />
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
