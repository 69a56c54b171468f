import type { AccessRequest } from '@contract/schemas/accessRequests';

type Translate = (key: string, options?: object) => string;

/**
 * A request as the lists show it (issue 62): what it asks for in `groupName` (a group, or "Organization X"); the
 * API answers a name blank once its requester, group, organization or approver has been deleted; the lists say "Deleted user #12" / "Deleted group #4" instead, decided here once
 * (the lists' queries select through it) so no line and no button's name is ever blank.
 */
export function named(t: Translate) {
  const user = (name: string, id: number) => name || t('deletedUser', { id });
  return (request: AccessRequest): AccessRequest => ({
    ...request,
    requesterName: user(request.requesterName, request.userID),
    // An organization's request (issue 62) shows its organization where a group's shows the group.
    groupName:
      request.kind === 'organization'
        ? request.organizationName
          ? t('organizationNamed', { name: request.organizationName })
          : t('deletedOrganization', { id: request.organizationID ?? 0 })
        : request.groupName || t('deletedGroup', { id: request.groupID }),
    decisions: request.decisions.map((d) => ({ ...d, name: user(d.name, d.userID) })),
  });
}

/** `named` over a list, for a query's `select`. */
export const namedAll = (t: Translate) => {
  const one = named(t);
  return (requests: AccessRequest[]) => requests.map(one);
};

/** How long a request asks for: a group's days; an organization's membership has no end. */
export const duration = (request: AccessRequest, t: Translate) =>
  request.kind === 'organization' ? t('noEnd') : t('forDays', { smart_count: request.days });
