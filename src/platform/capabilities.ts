/**
 * What the platform offers beyond the specification (issue 60; contract/capabilities.ts): asked once per
 * page load, `GET /account/capabilities`. A platform that does not have that route (any failure) offers
 * none, and the console shows the specification's screens only. Until the answer comes, nothing beyond
 * the specification shows, so an extra never flashes in and out.
 */
import { useQuery } from '@tanstack/react-query';
import type { CapabilitiesAnswer, Capability } from '@contract/capabilities';
import { platformRequest } from './httpClient';
import { callKey } from './queryKeys';
import { queryClient } from './queryClient';

export const CAPABILITIES_KEY = callKey('capabilities', 'get');

export async function fetchCapabilities(): Promise<ReadonlySet<Capability>> {
  try {
    const answer = await platformRequest<CapabilitiesAnswer>('account', '/capabilities', {
      noAuthRedirect: true,
      notify: false,
    });
    return new Set(Array.isArray(answer?.capabilities) ? answer.capabilities : []);
  } catch {
    return new Set();
  }
}

const CAPABILITIES_QUERY = { queryKey: CAPABILITIES_KEY, queryFn: fetchCapabilities, staleTime: Infinity } as const;

/**
 * Asks as the page starts (src/main.tsx), beside the app's code, so that the first render already knows
 * what to show: a menu entry or a sign-in button of a capability does not pop in after the page has drawn.
 */
export const prefetchCapabilities = () => queryClient.prefetchQuery(CAPABILITIES_QUERY);

const NONE: ReadonlySet<Capability> = new Set();

/**
 * Whether the platform offers a capability: `offers(undefined)` is true (the specification's part).
 * The answer is kept for the page's life (a platform's routes do not change under a running console).
 */
export function useCapabilities(): (capability: Capability | undefined) => boolean {
  const { data = NONE } = useQuery(CAPABILITIES_QUERY);
  return (capability) => !capability || data.has(capability);
}
