import type { PlatformDataProvider } from '@/platform/dataProvider';
import { platformList, platformRequest } from '@/platform/request';
import type {
  AccessRequest,
  Decision,
  RequestableGroup,
  RequestableOrganization,
} from '@contract/schemas/accessRequests';

/** What the request form sends: a group for some days, or an organization to join. */
export type AccessRequestInput =
  | { kind?: 'group'; groupID: number; reason: string; days: number }
  | { kind: 'organization'; organizationID: number; reason: string };

const all = { range: [0, 199] as [number, number] };

/**
 * Access requests' calls (issue 62, fixtures/server/README.md "Access requests"), as data-provider methods (the
 * registry adds them, resources/index.ts).
 */
export const calls = {
  /** The caller's own requests, newest first. */
  getMyAccessRequests: () => platformList<AccessRequest>('account', '/accessRequests', all).then((page) => page.data),

  /** The pending requests the caller may decide, with the requester's groups and what the group gives. */
  getAccessRequestsToDecide: () =>
    platformList<AccessRequest>('account', '/accessRequests/toDecide', all).then((page) => page.data),

  /** The groups the caller may ask for. */
  getRequestableGroups: () =>
    platformList<RequestableGroup>('account', '/accessRequests/groups', all).then((page) => page.data),

  /** The organizations the caller may ask to join. */
  getRequestableOrganizations: () =>
    platformList<RequestableOrganization>('account', '/accessRequests/organizations', all).then((page) => page.data),

  requestAccess: (body: AccessRequestInput) =>
    platformRequest<AccessRequest>('account', '/accessRequests', { method: 'POST', body }),

  cancelAccessRequest: (id: number) =>
    platformRequest<AccessRequest>('account', `/accessRequests/${id}/cancel`, { method: 'POST' }),

  decideAccessRequests: (requestIDs: number[], decision: Decision, comment: string) =>
    platformRequest<{ decided: number }>('account', '/accessRequests/decisions', {
      method: 'POST',
      body: { requestIDs, decision, comment },
    }),
};

/** The data provider as the access requests' page and card use it. */
export type AccessRequestsDataProvider = PlatformDataProvider & typeof calls;
