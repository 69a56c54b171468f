import type { SigninProvider } from '@/auth/calls';
import { platformRequest } from '@/platform/request';

/**
 * The identity provider the people of an address's domain sign in with (issue 65), or null: the platform reads
 * the domain only. Silent: unanswered, the form stays as it is. Loaded with the page's
 * provider part (ProviderSignin.tsx), not with the form.
 */
export const lookUpDomain = (email: string) =>
  platformRequest<{ provider: SigninProvider | null }>('account', '/users/signin/domain', {
    method: 'POST',
    body: { email },
    noAuthRedirect: true,
    notify: false,
  }).then((answer) => answer.provider);
