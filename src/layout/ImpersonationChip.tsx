import Chip from '@mui/material/Chip';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import { useTranslate } from 'react-admin';
import { fullName } from '@/auth/authProvider';
import { useAuth } from '@/auth/authProvider';
import type { User } from '@contract/types';

/** While impersonating: a red chip with the user's name; clicking it stops (and reloads). */
export function ImpersonationChip({ user }: { user: User }) {
  const auth = useAuth();
  const translate = useTranslate();
  if (!user.impersonate) return null;
  const stop = () => void auth.stopImpersonating().catch(() => undefined);
  return (
    <Chip
      color="error"
      icon={<SupervisorAccountIcon />}
      label={translate('app.shell.impersonation.impersonating', { name: fullName(user) })}
      onClick={stop}
      onDelete={stop}
      title={translate('app.shell.impersonation.stop')}
      sx={{ mx: 1, maxWidth: 280 }}
    />
  );
}
