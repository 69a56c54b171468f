import Papa from 'papaparse';
import { downloadCSV, type Exporter } from 'react-admin';

/**
 * CSV text that a spreadsheet cannot execute: cells starting with = + - @ tab or CR are prefixed with
 * a quote (papaparse's `escapeFormulae`), the protection the server applies to its own CSV export.
 */
export function toSafeCsv(rows: Record<string, unknown>[], columns?: string[]): string {
  const flat = rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([k, v]) => [k, v !== null && typeof v === 'object' ? JSON.stringify(v) : v]),
    ),
  );
  return Papa.unparse(flat, { escapeFormulae: true, columns, newline: '\r\n' });
}

/** react-admin exporter for lists whose server has no CSV endpoint. */
export const safeCsvExporter: Exporter = (records, _fetchRelated, _dataProvider, resource) => {
  downloadCSV(toSafeCsv(records as Record<string, unknown>[]), resource ?? 'export');
};
