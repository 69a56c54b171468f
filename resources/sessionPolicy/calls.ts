import type { PlatformDataProvider } from '@/platform/dataProvider';
import { platformRequest } from '@/platform/request';
import type { SessionLimits, SessionPolicy } from '@contract/sessionPolicy';

/** The session policy's calls, data-provider methods (resources/index.ts). */
export const calls = {
  getSessionPolicy: () => platformRequest<SessionPolicy>('account', '/sessionPolicy'),
  /** Needs a step-up: the http client asks for it and sends the call again (src/layout/StepUpHost.tsx). */
  saveSessionPolicy: (changes: Partial<SessionLimits> | Pick<SessionPolicy, 'stepUpActions'>) =>
    platformRequest<SessionPolicy>('account', '/sessionPolicy', { method: 'PUT', body: changes }),
};

/** The data provider as the session policy's page uses it. */
export type SessionPolicyDataProvider = PlatformDataProvider & typeof calls;
