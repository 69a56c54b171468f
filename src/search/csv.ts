import Papa from 'papaparse';
import { downloadCSV, type Exporter } from 'react-admin';
import { formulaSafe } from './formulaSafe';

/**
 * CSV text that a spreadsheet cannot execute: every text cell goes through `formulaSafe` (a formula at
 * the start of the cell or of any of its lines gets a leading quote), as the server's own CSV export.
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

/** react-admin exporter for lists whose server has no CSV endpoint. */
export const safeCsvExporter: Exporter = (records, _fetchRelated, _dataProvider, resource) => {
  downloadCSV(toSafeCsv(records as Record<string, unknown>[]), resource ?? 'export');
};
