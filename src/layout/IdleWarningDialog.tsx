import { useState } from 'react';
import { useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { getConfig } from '@/config';
import { useTexts } from '@/i18n/useTexts';
import { idleWarningTexts } from './idleWarningTexts';

/**
 * Says before an idle sign-out that it comes (IdleWarning.tsx). A dialog over the page: nothing navigates and
 * the form behind keeps what was typed. "Stay signed in" makes a call, which is activity. `ended`: the session
 * ended already; signing in again happens in a new tab, so this page and its form stay, and Continue goes on.
 * `seconds`: how long before the sign-out it shows (a minute, or less for a short idle lifetime).
 */
export function IdleWarningDialog({
  onStay,
  ended,
  seconds,
}: {
  onStay: () => Promise<unknown>;
  ended: boolean;
  seconds: number;
}) {
  const translate = useTranslate();
  const ready = useTexts(idleWarningTexts);
  const [sending, setSending] = useState(false);
  const stay = () => {
    setSending(true);
    void onStay().finally(() => setSending(false));
  };
  if (!ready) return null;
  const title = ended
    ? translate('app.idleWarning.ended')
    : seconds >= 60
      ? translate('app.idleWarning.title')
      : translate('app.idleWarning.titleSeconds', { seconds });
  return (
    <Dialog open aria-labelledby="idle-warning-title" aria-describedby="idle-warning-text" fullWidth maxWidth="xs">
      <DialogTitle id="idle-warning-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-warning-text">
          {translate(ended ? 'app.idleWarning.endedExplanation' : 'app.idleWarning.explanation')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {ended && (
          <Button href={getConfig().signinPath} target="_blank" rel="noopener">
            {translate('app.idleWarning.signInAgain')}
          </Button>
        )}
        <Button variant="contained" autoFocus disabled={sending} onClick={stay}>
          {translate(ended ? 'app.idleWarning.continue' : 'app.idleWarning.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
