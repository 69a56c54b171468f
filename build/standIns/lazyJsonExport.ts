/**
 * jsonexport's call, loading jsonexport when it first runs: build/standIns.ts hands it to react-admin's
 * default exporter, which no console list uses (they export with src/search/CsvExportButton).
 */
type Callback = (error: Error | null, csv: string) => void;

export default function jsonExport(data: unknown, callback: Callback): void {
  import('jsonexport/dist/index.js')
    .then(({ default: convert }) => convert(data, callback))
    .catch((error: Error) => callback(error, ''));
}
