import { queryClient } from '@/platform/queryClient';
import type { AccessAnswer } from './calls';

/** The platform's answers to access checks, per set of checks, for whoever is signed in now (access.ts asks). */
export const accessAnswers = new Map<string, Promise<AccessAnswer>>();

/**
 * Forgets every access answer, however it was asked (access.ts, RequireAccess's queries, react-admin's
 * canAccess): at sign-in, sign-out and a change of impersonation they were another person's. Apart from
 * access.ts so that the sign-in page, which only ever forgets, does not load the asking
 * (tests/unit/bundle-budget.test.ts).
 */
export function clearAccessCache() {
  accessAnswers.clear();
  queryClient.removeQueries({ queryKey: ['access'] });
  queryClient.removeQueries({ queryKey: ['auth', 'canAccess'] });
}
