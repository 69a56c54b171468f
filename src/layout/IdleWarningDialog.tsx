import { useState } from 'react';
import { useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTexts } from '@/i18n/useTexts';
import { idleWarningTexts } from './idleWarningTexts';

/**
 * Says a minute before an idle sign-out that it comes (IdleWarning.tsx). A dialog over the page: nothing
 * navigates and the form behind keeps what was typed. "Stay signed in" makes a call, which is activity.
 */
/** `seconds`: how long before the sign-out it shows (a minute, or less for a short idle lifetime). */
export function IdleWarningDialog({ onStay, seconds }: { onStay: () => Promise<unknown>; seconds: number }) {
  const translate = useTranslate();
  const ready = useTexts(idleWarningTexts);
  const [sending, setSending] = useState(false);
  const stay = () => {
    setSending(true);
    void onStay().finally(() => setSending(false));
  };
  if (!ready) return null;
  return (
    <Dialog open aria-labelledby="idle-warning-title" aria-describedby="idle-warning-text" fullWidth maxWidth="xs">
      <DialogTitle id="idle-warning-title">
        {seconds >= 60 ? translate('app.idleWarning.title') : translate('app.idleWarning.titleSeconds', { seconds })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-warning-text">{translate('app.idleWarning.explanation')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" autoFocus disabled={sending} onClick={stay}>
          {translate('app.idleWarning.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
