import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import type { User } from '@contract/types';

/**
 * Why a credential of the person acted as cannot be managed here (issue 33: the platform refuses it to an
 * impersonating session): their password, access tokens, sessions or second factors are theirs alone.
 */
export function ImpersonationNotice({
  user,
  what,
}: {
  user: User;
  what: 'password' | 'tokens' | 'sessions' | 'factors';
}) {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ my: 1 }}>
      {translate(`app.account.impersonating.${what}`, { name: actedAs(user) })}
    </Alert>
  );
}

/** The name a notice gives the person acted as. */
export const actedAs = (user: User) => `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email;
