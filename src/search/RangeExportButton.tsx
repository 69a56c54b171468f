import { Suspense, lazy, useState } from 'react';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { useAccess } from '@/auth/RequireAccess';
import type { Filter } from '@contract/filters';
import type { RangeExportEndpoint } from './rangeExport';

const RangeExportDialog = lazy(() => import('./RangeExportDialog'));

/**
 * "Export" of a list the server exports as a stream (issue 40: the event log, the history): opens the dialog of
 * a time range and a format (RangeExportDialog, loaded when first opened). Shown only when the platform allows
 * the export's call (the access check, as react-admin's canAccess asks it): the auditor and the administrators
 * see it, others not.
 */
export function RangeExportButton({ endpoint, filters }: { endpoint: RangeExportEndpoint; filters: Filter[] }) {
  const translate = useTranslate();
  const allowed = useAccess([{ method: 'GET', service: endpoint.service, path: endpoint.path }]);
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  return (
    <>
      <Button size="small" startIcon={<DownloadIcon />} onClick={() => setOpen(true)}>
        {translate('app.search.export')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <RangeExportDialog endpoint={endpoint} filters={filters} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
