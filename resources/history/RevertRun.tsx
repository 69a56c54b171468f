import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import UndoIcon from '@mui/icons-material/Undo';
import { Confirm, useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { useCurrentUser } from '@/auth/useCurrentUser';
import BulkRunPanel from '@/bulk/BulkRunPanel';
import { bulkRuns } from '@/bulk/runs';
import { useBulkRun } from '@/bulk/useBulkRun';
import { formatNumber } from '@/i18n/format';
import { useTexts } from '@/i18n/useTexts';
import { useCanRevert } from './revertAccess';
import { revertRunAction, runItems } from './revertRun';
import { revertTexts } from './revertTexts';
import type { HistoryEntry } from './types';
import NoIcon from '@/ui/NoIcon';

/** The History page's filter by bulk run (its id), labelled once Revert's texts are there. */
export function RunField(props: { value: string; onChange: (e: { target: { value: string } }) => void }) {
  const translate = useTranslate();
  if (!useTexts(revertTexts)) return null;
  return <TextField size="small" label={translate('app.resources.history.filters.run')} {...props} />;
}

/**
 * Revert run (issue 39) on the History page filtered by a run: for whom the platform allows the write of its
 * newest entry, a confirmation, then a bulk run of reverts (revertRun.ts) with the panel of every bulk run
 * (progress, cancel, the failures and why, retry), brought back after a reload like the Users page's.
 */
export default function RevertRun({ runID, total, newest }: { runID: string; total: number; newest?: HistoryEntry }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.resources.history.revert.${key}`, options);
  const dataProvider = useDataProvider();
  const { user } = useCurrentUser();
  const email = user?.email;
  const refresh = useRefresh();
  const run = useBulkRun();
  const textsReady = useTexts(revertTexts);
  const kindOf = (resource: string) => translate(`app.resources.history.kinds.${resource}`, { _: resource });
  const action = useMemo(
    () =>
      revertRunAction(dataProvider, (fields) =>
        translate('app.resources.history.revert.changedSince', { fields: fields.join(', ') }),
      ),
    [dataProvider, translate],
  );
  useEffect(() => {
    if (email) bulkRuns.recover([action], email);
  }, [action, email]);
  // After each pass the list shows the reverts.
  const passes = useRef(run?.passesEnded);
  useEffect(() => {
    if (!run || run.running || passes.current === run.passesEnded) return;
    passes.current = run.passesEnded;
    refresh();
  }, [run, refresh]);
  const allowed = useCanRevert(newest);
  const [confirming, setConfirming] = useState(false);
  if (!textsReady) return null;

  const start = async () => {
    setConfirming(false);
    try {
      const items = await runItems(dataProvider, runID, kindOf);
      if (items.length) await bulkRuns.start({ action, params: { runID }, items, actor: email ?? '' });
    } catch {
      // notified by the adapter
    }
  };
  return (
    <Box>
      {allowed && (
        <Button
          size="small"
          variant="outlined"
          startIcon={<UndoIcon />}
          disabled={!!run?.running}
          onClick={() => setConfirming(true)}
        >
          {t('runButton')}
        </Button>
      )}
      {run?.action.id === action.id && <BulkRunPanel view={run} />}
      <Confirm
        CancelIcon={NoIcon}
        isOpen={confirming}
        title={t('runTitle', { runID })}
        content={t('runConfirm', { runID, count: formatNumber(total) })}
        confirm={t('runButton')}
        onConfirm={() => void start()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
