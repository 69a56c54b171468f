import type { Identifier } from 'react-admin';
import { platformRequest } from '@/platform/request';

/** A group's roles, apps and organizations (spec 2, section 7): the calls that are not plain CRUD. */

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

export const groupLinksKey = (groupID: Identifier, kind: 'roles' | 'apps' | 'organizations') =>
  ['groups', String(groupID), kind] as const;

export const fetchGroupRoles = (groupID: Identifier) =>
  platformRequest<GroupRole[]>('account', `/groups/${groupID}/roles`);

export const addGroupRole = (groupID: Identifier, roleID: Identifier) =>
  platformRequest<GroupRole>('account', `/groups/${groupID}/roles`, { method: 'POST', body: { roleID } });

export const removeGroupRole = (groupRoleID: Identifier) =>
  platformRequest<void>('account', `/groupRoles/${groupRoleID}`, { method: 'DELETE' });

export const fetchGroupApps = (groupID: Identifier) => platformRequest<GroupApp[]>('account', `/groups/${groupID}/apps`);

export const addGroupApp = (groupID: Identifier, appID: Identifier) =>
  platformRequest<void>('account', '/groupApps', { method: 'POST', body: { appID, groupID } });

export const removeGroupApp = (groupAppID: Identifier) =>
  platformRequest<void>('account', `/groupApps/${groupAppID}`, { method: 'DELETE' });

export const fetchGroupOrganizations = (groupID: Identifier) =>
  platformRequest<GroupOrganization[]>('account', `/groups/${groupID}/organizations`);

export const addGroupOrganization = (groupID: Identifier, organizationID: Identifier) =>
  platformRequest<void>('account', '/organizationGroups', { method: 'POST', body: { organizationID, groupID } });

export const removeGroupOrganization = (relationID: Identifier) =>
  platformRequest<void>('account', `/organizationGroups/${relationID}`, { method: 'DELETE' });
