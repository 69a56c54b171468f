/**
 * (Apart from writeRoutes.ts, which the console starts with: only the history's page needs this.)
 *
 * The fields of a recorded change that link a record of another collection: the history names that record,
 * a revert checks it still exists, and the console labels the field by its kind (a membership's `groupID`: Group).
 */
export const HISTORY_LINKS = {
  userID: 'users',
  groupID: 'groups',
  roleID: 'roles',
  appID: 'apps',
  organizationID: 'organizations',
  serviceNameID: 'serviceNames',
} as const;
