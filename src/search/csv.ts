import { downloadCSV, type Exporter } from 'react-admin';
import { toSafeCsv } from '@contract/csv/safeCsv';

export { toSafeCsv };

/** react-admin exporter for lists whose server has no CSV endpoint. */
export const safeCsvExporter: Exporter = (records, _fetchRelated, _dataProvider, resource) => {
  downloadCSV(toSafeCsv(records as Record<string, unknown>[]), resource ?? 'export');
};
