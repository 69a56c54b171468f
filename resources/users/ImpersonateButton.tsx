import { useState } from 'react';
import Button from '@mui/material/Button';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import { useTranslate, type Identifier } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useAuth } from '@/auth/authProvider';

/**
 * Act as this user: the session switches and the console loads / afresh as them;
 * stopping the impersonation comes back to this panel.
 */
export default function ImpersonateButton({ userID }: { userID: Identifier }) {
  const auth = useAuth();
  const translate = useTranslate();
  const { pathname, search } = useLocation();
  const [busy, setBusy] = useState(false);
  const impersonate = async () => {
    setBusy(true);
    try {
      // Stopping comes back here, to this user's panel (issue 42).
      // The console loads / afresh as this user; the button stays busy until the page goes.
      await auth.impersonate(userID, pathname + search);
    } catch {
      // The adapter has shown the error.
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" size="small" startIcon={<SupervisorAccountIcon />} disabled={busy} onClick={impersonate}>
      {translate('app.resources.users.impersonate')}
    </Button>
  );
}
