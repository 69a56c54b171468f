import type { Filter } from '@/filters/types';
import type { GroupsDataProvider } from '@resources/groups/calls';
import type { UsersDataProvider } from '@resources/users/calls';
import type { PolicySource } from './explain';
import { ALL_RECORDS } from '@/engine/useAll';

/**
 * Where the console's policy tester reads from: the calls it already makes (a user's groups, a
 * group's roles) and the roles and rules lists, asked afresh each time so the answer follows edits.
 */
export function policySource(dataProvider: UsersDataProvider & GroupsDataProvider): PolicySource {
  const all = async (resource: string, filters: Filter[], field: string) =>
    (
      await dataProvider.getList(resource, {
        pagination: { page: 1, perPage: ALL_RECORDS },
        sort: { field, order: 'ASC' },
        filter: { filters },
      })
    ).data;
  return {
    userGroups: (id) => dataProvider.getUserGroups(id),
    groupRoles: (id) => dataProvider.getGroupRoles(id),
    serviceRoles: async (id) =>
      (await all('roles', [{ name: 'serviceNameID', comparison: 'eq', value: id }], 'name')).map((r) => ({
        id: r.id,
        name: String(r.name),
      })),
    roleRules: async (id) =>
      (await all('rules', [{ name: 'roleID', comparison: 'eq', value: id }], 'id')).map((r) => ({
        id: Number(r.id),
        method: String(r.method),
        path: String(r.path),
      })),
  };
}
