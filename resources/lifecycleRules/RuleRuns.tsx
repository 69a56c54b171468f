import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import '@/i18n/dates';
import { useDataProvider, useTranslate } from 'react-admin';
import type { SlotProps } from '@/engine/types';
import { runHistoryPath } from '@resources/history/runLink';
import { useTexts } from '@/i18n/useTexts';
import { callKey } from '@/platform/queryKeys';
import WaitProgress from '@/ui/WaitProgress';
import type { LifecycleDataProvider } from './calls';
import { lifecycleTexts } from './texts';

/** A rule's runs, newest first: when, by whom (a person, a change, the schedule), what they did, their history. */
export default function RuleRuns({ record }: SlotProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.resources.lifecycleRules.${key}`, options);
  const ready = useTexts(lifecycleTexts);
  const dataProvider = useDataProvider<LifecycleDataProvider>();
  const id = Number(record.id);
  const runs = useQuery({
    queryKey: callKey('lifecycleRules', 'getLifecycleRuns', id),
    queryFn: () => dataProvider.getLifecycleRuns(id),
    staleTime: 0,
  });
  if (!ready || runs.isPending) return <WaitProgress inline />;
  if (!runs.data?.length) return <Typography color="textSecondary">{t('noRuns')}</Typography>;
  return (
    <Table size="small" aria-label={t('runs')}>
      <TableHead>
        <TableRow>
          {(['at', 'by', 'counts', 'history'] as const).map((column) => (
            <TableCell key={column}>{t(`runColumns.${column}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {runs.data.map((run) => (
          <TableRow key={run.id}>
            <TableCell>{dayjs(run.at).format('lll')}</TableCell>
            <TableCell>{run.by === 'moment' || run.by === 'schedule' ? t(`by.${run.by}`) : run.by}</TableCell>
            <TableCell>{`${run.done} / ${run.refused} / ${run.cancelled}`}</TableCell>
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
