import { useContext } from 'react';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { ExportButton, ListContext, useTranslate, type Exporter } from 'react-admin';
import { serializeFilters } from '@/filters/codec';
import { resolveFilters } from '@/filters/relative';
import type { Filter } from '@contract/filters';
import { platformUrl } from '@/platform/platformUrl';
import type { SearchDefinition } from '@contract/types';

/** The formula-safe exporter (csv.ts, with papaparse), loaded on the first export. */
const exportCsv: Exporter = (...args) => import('./csv').then(({ safeCsvExporter }) => safeCsvExporter(...args));

/**
 * Export in CSV: the server's export of the applied filters, downloaded in place (the server makes it
 * formula-safe); lists without a server export get react-admin's exporter with a formula-safe CSV.
 */
export default function CsvExportButton({ search, filters }: { search: SearchDefinition; filters: Filter[] }) {
  const translate = useTranslate();
  const list = useContext(ListContext);
  const label = translate('app.search.exportCsv');

  if (search.csv) {
    const { service, path } = search.csv;
    // Downloaded in place through a link of the console's own origin (the server names the file): a new
    // tab only flashed blank before the download (issue 42).
    const open = () => {
      const link = document.createElement('a');
      link.href = platformUrl(service, path, { filters: serializeFilters(resolveFilters(filters)) ?? undefined });
      link.download = '';
      link.click();
    };
    return (
      <Button size="small" startIcon={<DownloadIcon />} onClick={open}>
        {label}
      </Button>
    );
  }
  if (!list) return null;
  return <ExportButton label={label} exporter={exportCsv} />;
}
