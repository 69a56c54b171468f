import type { Identifier } from 'react-admin';
import type { PlatformDataProvider } from '@/platform/dataProvider';
import { platformRequest } from '@/platform/request';

/** A group-role link (spec 2, section 3): the role with its service's name and colour. */
export interface GroupRole {
  id: number;
  groupID: number;
  roleID: number;
  roleName: string;
  serviceName: string;
  serviceColor: string;
}

/** An app of a group: the application with the link's id. */
export interface GroupApp {
  groupAppID: number;
  id: number;
  name: string;
  icon?: string;
  color?: string;
}

/** An organization of a group: the organization with the link's id. */
export interface GroupOrganization {
  relationID: number;
  id: number;
  name: string;
}

/**
 * A group's roles, apps and organizations (spec 2, section 7): the groups' calls that are not plain
 * CRUD, as data-provider methods (the registry adds them, resources/index.ts).
 */
export const calls = {
  getGroupRoles: (groupID: Identifier) => platformRequest<GroupRole[]>('account', `/groups/${groupID}/roles`),

  addGroupRole: (groupID: Identifier, roleID: Identifier) =>
    platformRequest<GroupRole>('account', `/groups/${groupID}/roles`, { method: 'POST', body: { roleID } }),

  removeGroupRole: (groupRoleID: Identifier) =>
    platformRequest<void>('account', `/groupRoles/${groupRoleID}`, { method: 'DELETE' }),

  getGroupApps: (groupID: Identifier) => platformRequest<GroupApp[]>('account', `/groups/${groupID}/apps`),

  addGroupApp: (groupID: Identifier, appID: Identifier) =>
    platformRequest<void>('account', '/groupApps', { method: 'POST', body: { appID, groupID } }),

  removeGroupApp: (groupAppID: Identifier) =>
    platformRequest<void>('account', `/groupApps/${groupAppID}`, { method: 'DELETE' }),

  getGroupOrganizations: (groupID: Identifier) =>
    platformRequest<GroupOrganization[]>('account', `/groups/${groupID}/organizations`),

  addGroupOrganization: (groupID: Identifier, organizationID: Identifier) =>
    platformRequest<void>('account', '/organizationGroups', { method: 'POST', body: { organizationID, groupID } }),

  removeGroupOrganization: (relationID: Identifier) =>
    platformRequest<void>('account', `/organizationGroups/${relationID}`, { method: 'DELETE' }),
};

/** The data provider as the groups' panels use it. */
export type GroupsDataProvider = PlatformDataProvider & typeof calls;
