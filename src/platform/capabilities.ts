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

const NONE: ReadonlySet<Capability> = new Set();

/**
 * Whether the platform offers a capability: `offers(undefined)` is true (the specification's part).
 * The answer is kept for the page's life (a platform's routes do not change under a running console).
 */
export function useCapabilities(): (capability: Capability | undefined) => boolean {
  const { data = NONE } = useQuery({ queryKey: CAPABILITIES_KEY, queryFn: fetchCapabilities, staleTime: Infinity });
  return (capability) => !capability || data.has(capability);
}
