/**
 * The bulk actions of the Users page (issue 12): one call of spec 1 section 7 per user, since the
 * platform has no bulk call, made silently (the run lists the failures with their reasons).
 */
import type { BulkAction, BulkItem, BulkParams } from '@/bulk/types';
import { isPlatformError } from '@/platform/errors';
import type { RaRecord } from 'react-admin';
import { QUIET } from '@/platform/dataProvider';
import { runCall, runMeta } from '@/bulk/runHeader';
import type { UsersDataProvider } from '../calls';
import { fullNameOf } from '../initials';

/** The failure reason (a message key) when the signed-in person is among the users to deactivate or delete. */
export const NOT_YOURSELF = 'app.resources.users.bulk.notYourself';

/** The failure reason when a user is in the group already and the add gave days (a membership's text part). */
export const ALREADY_MEMBER = 'app.resources.users.membershipEndDialog.alreadyMember';

/** A selected user as a bulk item: who it is, for the result, and the e-mail Send PL Code needs. */
export function userItem(user: RaRecord): BulkItem {
  const email = String(user.email ?? '');
  return { id: String(user.id), label: `${fullNameOf(user)} (${email})`, data: { email } };
}

/** How a run over users is recorded: a unity event, created silently (the run's panel says when it could not). */
const auditOf =
  (dataProvider: UsersDataProvider) =>
  (what: (params: BulkParams) => string, method: BulkAction['audit']['method'], path: string): BulkAction['audit'] => ({
    what,
    noun: 'users',
    method,
    service: 'account',
    path,
    record: (event) => dataProvider.create('events', { data: event, meta: QUIET }),
  });

const setActive = (dataProvider: UsersDataProvider, active: boolean, me: () => string | undefined): BulkAction => ({
  id: active ? 'users.activate' : 'users.deactivate',
  title: active ? 'app.resources.users.bulk.run.activate' : 'app.resources.users.bulk.run.deactivate',
  act: async (item, _params, { runId }) => {
    // Deactivating oneself would end one's own access in the middle of the run.
    if (!active && item.id === me()) throw new Error(NOT_YOURSELF);
    return dataProvider.update('users', {
      id: item.id,
      data: { active },
      previousData: { id: item.id },
      meta: runMeta(runId),
    });
  },
  audit: auditOf(dataProvider)(() => (active ? 'Activate' : 'Deactivate'), 'PUT', '/users/{id}'),
});

/** The actions, given who is signed in (never deactivated nor deleted by their own bulk action). */
export function userBulkActions(dataProvider: UsersDataProvider, me: () => string | undefined) {
  const audit = auditOf(dataProvider);
  const activate = setActive(dataProvider, true, me);
  const deactivate = setActive(dataProvider, false, me);

  const addToGroup: BulkAction = {
    id: 'users.addToGroup',
    title: 'app.resources.users.bulk.run.addToGroup',
    // From `startsAt` and until `endsAt` when the dialog gave days (issue 62).
    act: async (item, { groupID, startsAt, endsAt }, { runId }) => {
      const dates = { startsAt: startsAt ? String(startsAt) : undefined, endsAt: endsAt ? String(endsAt) : undefined };
      try {
        await dataProvider.addUserToGroup(item.id, groupID, runCall(runId), dates);
      } catch (error) {
        if (!isPlatformError(error) || error.errorCode !== 'ALREADY_EXISTS') throw error;
        // Already a member, without days: the user is where the action wants them. With days, their membership
        // is left as it is, never shortened nor lengthened behind the administrator's back (an open-ended one
        // would end, a dated one move): the run lists them, so the administrator changes it on their Access tab.
        if (startsAt || endsAt) throw new Error(ALREADY_MEMBER, { cause: error });
      }
    },
    audit: audit(
      ({ groupName, startsAt, endsAt }) =>
        `Add to group ${groupName}${startsAt ? ` from ${startsAt}` : ''}${endsAt ? ` until ${endsAt}` : ''}`,
      'POST',
      '/users/{id}/groups',
    ),
  };

  const removeFromGroup: BulkAction = {
    id: 'users.removeFromGroup',
    title: 'app.resources.users.bulk.run.removeFromGroup',
    // The membership's id is in the user's groups: one GET, then the DELETE (none when not a member).
    act: async (item, { groupID }, { runId }) => {
      const call = runCall(runId);
      const membership = (await dataProvider.getUserGroups(item.id, call)).find(
        (g) => String(g.groupID) === String(groupID),
      );
      if (membership) await dataProvider.removeUserGroup(membership.id, call);
    },
    audit: audit(({ groupName }) => `Remove from group ${groupName}`, 'DELETE', '/userGroups/{id}'),
  };

  const plCode: BulkAction = {
    id: 'users.sendPLCode',
    title: 'app.resources.users.bulk.run.sendPLCode',
    act: (item, _params, { runId }) => dataProvider.sendPLCode(item.data?.email ?? '', runCall(runId)),
    audit: audit(() => 'Send PL Code', 'POST', '/users/requestPLCode'),
  };

  // The file is written from the selected records before the run; the run records the export (one
  // event, every user counted) and shows it done, like the other actions.
  const exportCsv: BulkAction = {
    id: 'users.exportCsv',
    title: 'app.resources.users.bulk.run.exportCsv',
    act: async () => undefined,
    audit: audit(() => 'Export in CSV', 'GET', '/users'),
  };

  const remove: BulkAction = {
    id: 'users.delete',
    title: 'app.resources.users.bulk.run.delete',
    act: async (item, _params, { runId }) => {
      if (item.id === me()) throw new Error(NOT_YOURSELF);
      return dataProvider.delete('users', { id: item.id, previousData: { id: item.id }, meta: runMeta(runId) });
    },
    audit: audit(() => 'Delete', 'DELETE', '/users/{id}'),
  };

  return { activate, deactivate, addToGroup, removeFromGroup, plCode, exportCsv, remove };
}

export type UserBulkActions = ReturnType<typeof userBulkActions>;

/**
 * The actions that can take someone's access away: the signed-in person's own account is left out of
 * them before they are confirmed (and so never reaches the run), and the confirmation says so. Being a
 * superadmin (the Users page's role) they are never the last one these leave.
 */
export const sparesSelf = (actions: UserBulkActions, action: BulkAction) =>
  action === actions.deactivate || action === actions.remove || action === actions.removeFromGroup;
