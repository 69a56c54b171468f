import { useState } from 'react';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import '@/i18n/dates';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import ConfirmDialog from '@/engine/dialogs/ConfirmDialog';
import type { ListSlotProps } from '@/engine/types';
import { useDeleteRecord } from '@/engine/useDeleteRecord';
import WaitProgress from '@/ui/WaitProgress';
import { lockoutsQuery } from './queries';
import { useTexts } from '@/i18n/useTexts';
import { lockoutsTexts } from './texts';

/** A lock in force (`GET /account/lockouts`, fixtures/server/README.md). */
interface Lock extends RaRecord {
  id: string;
  kind: 'password' | 'secondFactor' | 'code';
  subject: 'account' | 'client';
  /** The account's address, or the client: `ip:<address>`, `user:<id>`. */
  who: string;
  failures: number;
  limit: number;
  lockedUntil: string;
}

const COLUMNS = ['who', 'subject', 'kind', 'failures', 'lockedUntil'] as const;

/**
 * Every lock in force, the soonest to end first, each with Lift (after "Are you sure ?"; the platform
 * records it in the history). Read afresh each time the page shows: locks come and go with wrong tries.
 */
export default function LockoutsPage({ definition }: ListSlotProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.resources.lockouts.${key}`, options);
  // Start-up has fetched it (the definition's pageQueries).
  const { data: locks = [], isPending } = useGetList<Lock>(lockoutsQuery.resource, lockoutsQuery.params, {
    staleTime: 0,
  });
  const { remove, isPending: lifting } = useDeleteRecord(definition);
  const [asking, setAsking] = useState<Lock>();
  const ready = useTexts(lockoutsTexts);

  if (isPending || !ready) return <WaitProgress inline />;
  if (!locks.length) return <Typography color="textSecondary">{t('empty')}</Typography>;
  return (
    <>
      <Table size="small" aria-label={t('title')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{t(`columns.${column}`)}</TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {locks.map((lock) => (
            <TableRow key={lock.id}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{lock.who}</TableCell>
              <TableCell>{t(`subjects.${lock.subject}`)}</TableCell>
              <TableCell>{t(`kinds.${lock.kind}`)}</TableCell>
              <TableCell>{t('failuresOf', { failures: lock.failures, limit: lock.limit })}</TableCell>
              <TableCell>{dayjs(lock.lockedUntil).format('lll')}</TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  color="error"
                  disabled={lifting}
                  aria-label={t('liftNamed', { who: lock.who })}
                  onClick={() => setAsking(lock)}
                >
                  {t('lift')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={!!asking}
        loading={lifting}
        text={asking ? t('liftConfirm', { who: asking.who }) : ''}
        onCancel={() => setAsking(undefined)}
        onConfirm={() => asking && remove(asking, { onSettled: () => setAsking(undefined), onDeleted: () => {} })}
      />
    </>
  );
}
