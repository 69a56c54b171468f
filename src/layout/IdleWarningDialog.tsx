import { useState } from 'react';
import { useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { CURRENT_USER_KEY, fetchCurrentUser, refreshCurrentUser } from '@/auth/useCurrentUser';
import { getConfig } from '@/config';
import { queryClient } from '@/platform/queryClient';
import type { User } from '@contract/types';
import { useTexts } from '@/i18n/useTexts';
import { idleWarningTexts } from './idleWarningTexts';

/**
 * Is the person signed in (a call, which is activity)? Yes: the console reads them again only if someone else
 * signed in meanwhile. No: the cached user stays, so nothing sends the page to the sign-in page and the form
 * behind keeps what was typed.
 */
async function stillSignedIn(): Promise<boolean> {
  const user = await fetchCurrentUser();
  if (!user) return false;
  const before = queryClient.getQueryData<User | null>(CURRENT_USER_KEY);
  if (before?.uuid === user.uuid && !!before.impersonate === !!user.impersonate)
    queryClient.setQueryData(CURRENT_USER_KEY, user);
  else await refreshCurrentUser();
  return true;
}

/**
 * Says before an idle sign-out that it comes (IdleWarning.tsx). A dialog over the page: nothing navigates and
 * the form behind keeps what was typed. "Stay signed in" makes a call, which is activity. When the session has
 * ended already, it says so: signing in again happens in a new tab, so this page and its form stay, and Continue
 * goes on; it is held open meanwhile (`hold`, IdleWarning.tsx's). `lead`: how long before the sign-out it shows
 * (ms: a minute, or less for a short idle lifetime).
 */
export function IdleWarningDialog({ lead, hold }: { lead: number; hold: (on: boolean) => void }) {
  const seconds = Math.round(lead / 1000);
  const translate = useTranslate();
  const ready = useTexts(idleWarningTexts);
  const [sending, setSending] = useState(false);
  const [ended, setEnded] = useState(false);
  const stay = async () => {
    hold(true);
    setSending(true);
    const back = await stillSignedIn().catch(() => false);
    setSending(false);
    if (back) hold(false);
    else setEnded(true);
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
        <Button variant="contained" autoFocus disabled={sending} onClick={() => void stay()}>
          {translate(ended ? 'app.idleWarning.continue' : 'app.idleWarning.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
