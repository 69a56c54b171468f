import type { Identifier } from 'react-admin';
import type { PlatformDataProvider } from '@/platform/dataProvider';
import { platformRequest } from '@/platform/request';

/** One check of a provider's Test (issue 65). */
export interface ProviderCheck {
  check:
    'discovery' | 'endpoints' | 'jwks' | 'algorithm' | 'secret' | 'metadata' | 'entityID' | 'ssoUrl' | 'certificate';
  ok: boolean;
  detail: string;
}

export interface ProviderTestResult {
  ok: boolean;
  checks: ProviderCheck[];
}

/** A person's account at a provider, linked to theirs (issue 65). */
export interface IdentityLink {
  id: number;
  userID: number;
  providerID: number;
  providerName: string;
  subject: string;
  email: string;
  createdAt: string;
  lastUsedAt: string;
}

/** The identity providers' calls that are not plain CRUD, data-provider methods (resources/index.ts). */
export const calls = {
  /** A person's linked providers: `current`, or another's for an administrator who outranks them. */
  getIdentityLinks: (userID: Identifier | 'current') =>
    platformRequest<IdentityLink[]>('account', `/users/${userID}/identityLinks`),
  /** The providers a person may link (those offered on the sign-in page). */
  getLinkableProviders: () => platformRequest<{ id: number; name: string }[]>('account', '/users/signin/providers'),
  /** Starts linking a provider with fresh proof: the provider's address to go to. */
  linkIdentityProvider: (providerID: number, proof: { currentPassword: string }) =>
    platformRequest<{ location: string }>('account', '/users/current/identityLinks', {
      method: 'POST',
      body: { providerID, ...proof },
    }),
  /** Unlinks one: the person's own with proof, or an administrator's for another. */
  unlinkIdentityProvider: (userID: Identifier | 'current', linkID: number, proof?: { currentPassword: string }) =>
    platformRequest<IdentityLink>('account', `/users/${userID}/identityLinks/${linkID}`, {
      method: 'DELETE',
      body: proof ?? {},
    }),
  /**
   * Reads the provider's discovery document and JWKS (OIDC) or its metadata (SAML) and says what works (the
   * record keeps what it found).
   */
  testIdentityProvider: (id: Identifier) =>
    platformRequest<ProviderTestResult>('account', `/identityProviders/${id}/test`, { method: 'POST' }),
};

/** The data provider as the providers' panel uses it. */
export type IdentityProvidersDataProvider = PlatformDataProvider & typeof calls;
