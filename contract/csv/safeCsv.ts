import Papa from 'papaparse';
import { formulaSafe } from './formulaSafe';

/**
 * CSV text that a spreadsheet cannot execute: every text cell goes through `formulaSafe` (a formula at
 * the start of the cell or of any of its lines gets a leading quote). Free of react-admin, so the
 * development API writes its reports with this very rule (an access review's, issue 40).
 */
export function toSafeCsv(rows: Record<string, unknown>[], columns?: string[]): string {
  const flat = rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([k, v]) => {
        const text = v !== null && typeof v === 'object' ? JSON.stringify(v) : v;
        return [k, typeof text === 'string' ? formulaSafe(text) : text];
      }),
    ),
  );
  return Papa.unparse(flat, { columns, newline: '\r\n' });
}
