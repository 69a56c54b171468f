import { useState } from 'react';
import Button from '@mui/material/Button';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import { useTranslate, type Identifier } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '@/auth/authProvider';

/**
 * Act as this user: the session switches, the current user is refetched and the console goes to /;
 * stopping the impersonation comes back to this panel.
 */
export default function ImpersonateButton({ userID }: { userID: Identifier }) {
  const auth = useAuth();
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [busy, setBusy] = useState(false);
  const impersonate = async () => {
    setBusy(true);
    try {
      // Stopping comes back here, to this user's panel (issue 42).
      await auth.impersonate(userID, pathname + search);
      void navigate('/');
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
