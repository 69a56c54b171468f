/**
 * The columns of every CSV the platform and the console write of one kind of record, in order: one list per
 * kind, so the server's export and the console's export of a selection read alike (they had drifted apart,
 * the users' to 13 columns against 11).
 */

/** `GET /account/users/csv` and the users' selection export. */
export const USERS_CSV_COLUMNS = [
  'id',
  'uuid',
  'firstName',
  'lastName',
  'email',
  'phone',
  'active',
  'organizationName',
  'defaultAppID',
  'createdAt',
  'updatedAt',
  'lastSigninAt',
  'lastActiveAt',
] as const;

/** `GET /account/history/export?format=csv` and the History page's export: `about` as one cell, the changes as their summary. */
export const HISTORY_CSV_COLUMNS = [
  'id',
  'at',
  'actorID',
  'actorEmail',
  'asUserID',
  'asUserEmail',
  'viaToken',
  'service',
  'method',
  'path',
  'runID',
  'resource',
  'recordID',
  'action',
  'about',
  'summary',
] as const;
