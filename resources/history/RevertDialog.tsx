import Typography from '@mui/material/Typography';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import UndoIcon from '@mui/icons-material/Undo';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { useTexts } from '@/i18n/useTexts';
import { PasswordField } from '@/forms/PasswordField';
import { useFailureReason } from '@/forms/refusals';
import { isPlatformError } from '@/platform/errors';
import { fieldLabel, historyDate, valueText } from './historyText';
import { revertableFields, useCanRevert } from './revertAccess';
import { revertEntry, type RevertConflict } from './revertCalls';
import { revertTexts } from './revertTexts';
import type { HistoryEntry } from './types';

/**
 * Revert of one history entry (issue 39), loaded with its texts once a history shows (EntryChanges.tsx,
 * HistoryPage.tsx): shown only to whom the platform's rules allow the write it makes.
 * The dialog chooses the fields of an update (all at first), says what a creation's or a removal's revert
 * does, and confirms; the fields changed again since are left as they are and listed with their value now,
 * and "Overwrite" writes them back too.
 */
export default function RevertButton({ entry }: { entry: HistoryEntry }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const allowed = useCanRevert(entry);
  if (!useTexts(revertTexts)) return null;
  // Reverted already: said so, by whom and when, and not offered again (issue 64; the API refuses it too).
  const last = entry.revertedBy?.at(-1);
  if (last)
    return (
      <Typography variant="caption" color="textSecondary">
        {translate('app.resources.history.revert.revertedBy', {
          who: last.actorEmail || translate('app.resources.history.visitor'),
          date: historyDate(last.at),
        })}
      </Typography>
    );
  if (!allowed) return null;
  return (
    <>
      <Button size="small" startIcon={<UndoIcon />} onClick={() => setOpen(true)}>
        {translate('app.resources.history.revert.button')}
      </Button>
      {open && <RevertDialog entry={entry} onClose={() => setOpen(false)} />}
    </>
  );
}

/** "Revert of change #id" on an entry that reverts another (its `revertOf`). */
export function RevertOf({ id }: { id: number }) {
  const translate = useTranslate();
  if (!useTexts(revertTexts)) return null;
  return <> · {translate('app.resources.history.revert.of', { id })}</>;
}

export function RevertDialog({ entry, onClose }: { entry: HistoryEntry; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const t = (key: string, options?: object) => translate(`app.resources.history.revert.${key}`, options);
  const choices = revertableFields(entry);
  const [chosen, setChosen] = useState<string[]>(choices);
  const [overwrite, setOverwrite] = useState(false);
  const [conflicts, setConflicts] = useState<RevertConflict[]>([]);
  const [busy, setBusy] = useState(false);
  // A change of one's own credential (an address) reverts as its route makes it: with the current password.
  const [proof, setProof] = useState<{ asked: boolean; value: string; error?: string }>({ asked: false, value: '' });
  const reasonOf = useFailureReason();

  const confirm = async () => {
    setBusy(true);
    try {
      // Once conflicts are shown, a second revert is about them alone.
      const fields = entry.action !== 'update' ? undefined : conflicts.length ? conflicts.map((c) => c.field) : chosen;
      const answer = await revertEntry(entry.id, {
        ...(fields && { fields }),
        ...(overwrite && { overwrite }),
        ...(proof.value && { currentPassword: proof.value }),
      });
      refresh();
      if (answer.reverted.length) notify(t('done', { smart_count: answer.reverted.length }), { type: 'info' });
      // Overwritten, the fields changed since were written back too: nothing is left to show.
      if (answer.conflicts.length && !overwrite) setConflicts(answer.conflicts);
      else onClose();
    } catch (error) {
      // Notified by the adapter; a proof asked for is asked here, keeping what was chosen.
      if (isPlatformError(error) && /^(CURRENT_PASSWORD_REQUIRED|WRONG_CURRENT_PASSWORD)$/.test(error.errorCode))
        setProof({ asked: true, value: '', error: proof.asked ? reasonOf(error) : undefined });
    } finally {
      setBusy(false);
    }
  };

  const toggle = (field: string) =>
    setChosen((list) => (list.includes(field) ? list.filter((f) => f !== field) : [...list, field]));
  const nothingChosen =
    (conflicts.length > 0 ? !overwrite : entry.action === 'update' && !chosen.length) || (proof.asked && !proof.value);

  return (
    <Dialog open onClose={onClose} aria-labelledby={`revert-${entry.id}`} maxWidth="sm" fullWidth>
      <DialogTitle id={`revert-${entry.id}`}>{t('title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{t(`explain.${entry.action}`)}</DialogContentText>
        {entry.action === 'update' && !conflicts.length && (
          <FormGroup role="group" aria-label={t('fields')}>
            {choices.map((field) => {
              const change = entry.changes.find((c) => c.field === field)!;
              return (
                <FormControlLabel
                  key={field}
                  control={<Checkbox checked={chosen.includes(field)} onChange={() => toggle(field)} />}
                  label={`${fieldLabel(translate, entry.resource, field)}: ${valueText(change.after, translate)} → ${valueText(change.before, translate)}`}
                />
              );
            })}
          </FormGroup>
        )}
        {conflicts.length > 0 && (
          <Alert severity="warning" sx={{ my: 1 }}>
            {t('conflicts', { smart_count: conflicts.length })}
            <List dense aria-label={t('conflictList')}>
              {conflicts.map((c) => (
                <ListItem key={c.field} disableGutters>
                  <ListItemText
                    primary={fieldLabel(translate, entry.resource, c.field)}
                    secondary={t('conflict', {
                      current: valueText(c.current, translate),
                      after: valueText(c.after, translate),
                    })}
                  />
                </ListItem>
              ))}
            </List>
          </Alert>
        )}
        <FormControlLabel
          control={<Checkbox checked={overwrite} onChange={(e) => setOverwrite(e.target.checked)} />}
          label={t('overwrite')}
        />
        {proof.asked && (
          <>
            <Alert severity="info" sx={{ mt: 1 }}>
              {t('proof')}
            </Alert>
            <PasswordField
              label={t('currentPassword')}
              value={proof.value}
              error={!!proof.error}
              helperText={proof.error}
              autoFocus
              onChange={(e) => setProof({ asked: true, value: e.target.value })}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={busy || nothingChosen} onClick={() => void confirm()}>
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
