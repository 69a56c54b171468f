import type { Identifier } from 'react-admin';
import type { PlatformDataProvider } from '@/platform/dataProvider';
import { platformRequest } from '@/platform/request';

/** One check of a provider's Test (issue 65). */
export interface ProviderCheck {
  check: 'discovery' | 'endpoints' | 'jwks' | 'algorithm' | 'secret';
  ok: boolean;
  detail: string;
}

export interface ProviderTestResult {
  ok: boolean;
  checks: ProviderCheck[];
}

/** The identity providers' call that is not plain CRUD, a data-provider method (resources/index.ts). */
export const calls = {
  /** Reads the provider's discovery document and JWKS and says what works (the record keeps what it found). */
  testIdentityProvider: (id: Identifier) =>
    platformRequest<ProviderTestResult>('account', `/identityProviders/${id}/test`, { method: 'POST' }),
};

/** The data provider as the providers' panel uses it. */
export type IdentityProvidersDataProvider = PlatformDataProvider & typeof calls;
