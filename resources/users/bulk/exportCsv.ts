import { downloadCSV, type RaRecord } from 'react-admin';
import { toSafeCsv } from '@/search/csv';

/** The columns of the server's export (GET /account/users/csv), so both files read alike. */
export const USER_CSV_COLUMNS = [
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
];

/** Downloads the selected users as a formula-safe CSV (the list export's protection). */
export function exportUsersCsv(users: RaRecord[]) {
  downloadCSV(toSafeCsv(users, USER_CSV_COLUMNS), 'users-selection');
}
