import { platformRequest } from '@/platform/request';

/**
 * The sign-in page's calls about organizations' identity providers (issue 65): loaded on demand through the
 * auth provider's `identityProviders()`, with the page's provider part (the sign-in page's start-up JS has no
 * room for them). Silent: unanswered, the form stays as it is.
 */

/** An organization's identity provider the sign-in page offers (issue 65). */
export interface SigninProvider {
  id: number;
  name: string;
}

/** The identity providers marked "show on the sign-in page". */
export const fetchSigninProviders = () =>
  platformRequest<SigninProvider[]>('account', '/users/signin/providers', { noAuthRedirect: true, notify: false });

/**
 * The identity provider the people of an address's domain sign in with (issue 65), or null: the platform reads
 * the domain only. Silent: unanswered, the form stays as it is.
 */
export const lookUpDomain = (email: string) =>
  platformRequest<{ provider: SigninProvider | null }>('account', '/users/signin/domain', {
    method: 'POST',
    body: { email },
    noAuthRedirect: true,
    notify: false,
  }).then((answer) => answer.provider);
