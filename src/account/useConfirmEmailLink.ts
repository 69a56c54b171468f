import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '@/auth';
import { SUCCESS_HIDE_MS } from '@/constants';
import { useUpdateParams } from '@/navigation/useUpdateParams';

/**
 * The link mailed to a new e-mail address opens /my-account?confirmEmail=TOKEN: the address becomes the
 * account's, the person is told, and the token leaves the address bar (a reload must not send it again).
 */
export function useConfirmEmailLink(): void {
  const auth = useAuth();
  const notify = useNotify();
  const [params] = useSearchParams();
  const update = useUpdateParams();
  const token = params.get('confirmEmail');
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    update((params) => params.delete('confirmEmail'), { replace: true });
    auth.confirmEmail(token).then(
      (user) => {
        notify('app.account.profile.emailConfirmed', {
          type: 'success',
          autoHideDuration: SUCCESS_HIDE_MS,
          messageArgs: { email: user.email },
        });
      },
      () => undefined, // the adapter notified the refusal (an old or used link)
    );
  }, [token, auth, notify, update]);
}
