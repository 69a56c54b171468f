import { downloadCSV, type RaRecord } from 'react-admin';
import { USERS_CSV_COLUMNS } from '@contract/csv/columns';
import { toSafeCsv } from '@/search/csv';

/** Downloads the selected users as a formula-safe CSV (the list export's protection), in the server export's columns. */
export function exportUsersCsv(users: RaRecord[]) {
  downloadCSV(toSafeCsv(users, [...USERS_CSV_COLUMNS]), 'users-selection');
}
