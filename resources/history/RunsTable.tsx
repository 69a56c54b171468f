import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import '@/i18n/dates';
import { runHistoryPath } from './runLink';

/** What a rule's run shows in the table: when, its history's run, who ran it and what it did (worded by the page). */
export interface RunRow {
  id: number;
  runID: string;
  at: string;
}

/**
 * A rule's last runs, newest first (the dormancy rule's, a lifecycle rule's): when, by whom, what it did, and the
 * link to its history, where Revert run undoes it. `t` reads the page's texts: `runs` (the table's name),
 * `noRuns`, `historyOf` and `runColumns.{at, by, <countsKey>, history}`.
 */
export default function RunsTable<R extends RunRow>({
  runs,
  t,
  by,
  counts,
  countsKey,
}: {
  runs: R[];
  t: (key: string) => string;
  by: (run: R) => string;
  counts: (run: R) => string;
  countsKey: string;
}) {
  if (!runs.length) return <Typography color="textSecondary">{t('noRuns')}</Typography>;
  return (
    <Table size="small" aria-label={t('runs')}>
      <TableHead>
        <TableRow>
          {['at', 'by', countsKey, 'history'].map((column) => (
            <TableCell key={column}>{t(`runColumns.${column}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {runs.map((run) => (
          <TableRow key={run.id}>
            <TableCell>{dayjs(run.at).format('lll')}</TableCell>
            <TableCell>{by(run)}</TableCell>
            <TableCell>{counts(run)}</TableCell>
            <TableCell>
              <Link component={RouterLink} to={runHistoryPath(run.runID)}>
                {t('historyOf')}
              </Link>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
