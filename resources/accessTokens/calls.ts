import type { PlatformDataProvider } from '@/platform/dataProvider';
import { platformRequest } from '@/platform/request';

/** The access tokens' call that is not plain CRUD, a data-provider method (resources/index.ts). */
export const calls = {
  /** Creates an access token for the signed-in user; the answer is the only time the token is shown. */
  createAccessToken: (name: string) =>
    platformRequest<{ token: string }>('account', '/users/current/accessTokens', { method: 'POST', body: { name } }),
};

/** The data provider as My Account's Access Tokens tab uses it. */
export type AccessTokensDataProvider = PlatformDataProvider & typeof calls;
