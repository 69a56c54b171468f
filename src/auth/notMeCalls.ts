import { platformRequest } from '@/platform/request';

/**
 * Locks the account down by the token of a mail's "This was not me" link (issue 59); no sign-in, no password.
 * Loaded on demand through the auth provider's `notMe()`, with the page alone (the sign-in page's start-up JS
 * has no room for it). The page says itself when the link no
 * longer holds, so the adapter notifies nothing.
 */
export const reportNotMe = (token: string) =>
  platformRequest<void>('account', '/users/notMe', {
    method: 'POST',
    body: { token },
    noAuthRedirect: true,
    notify: false,
  });
