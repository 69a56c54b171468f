import FileDownloadIcon from '@mui/icons-material/FileDownload';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import { isPlatformError } from '@/platform/errors';
import { callKey } from '@/platform/queryKeys';
import type { ImportResult, ServiceNamesDataProvider } from './calls';
import IconAction from '@/ui/IconAction';
import { downloadJson, exportFileName, readJsonFile } from './transfer';

/** A service name as these buttons need it. */
interface ServiceName {
  id: RaRecord['id'];
  name: string;
}

/** Export: downloads the service's roles and rules as `{name}_{YYYY-MM-DD HH:mm:ss}.json`. */
export function ExportButton({ serviceName, iconOnly }: { serviceName: ServiceName; iconOnly?: boolean }) {
  const dataProvider = useDataProvider<ServiceNamesDataProvider>();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      downloadJson(exportFileName(serviceName.name), await dataProvider.exportServiceName(serviceName.id));
    } catch {
      // the adapter has notified the error
    } finally {
      setBusy(false);
    }
  };
  const label = translate('app.opa.export');
  return iconOnly ? (
    <IconAction label={label} icon={<FileDownloadIcon fontSize="small" />} disabled={busy} onClick={run} />
  ) : (
    <Button variant="outlined" startIcon={<FileDownloadIcon />} disabled={busy} onClick={run}>
      {label}
    </Button>
  );
}

type Outcome = { ok: true; result: ImportResult } | { ok: false };

/**
 * Import: a JSON file of the export's form, added to the service (nothing twice). A file that is not
 * JSON, or a document the platform refuses, ends in the Error dialog; otherwise the Success dialog.
 */
export function ImportButton({ serviceName, iconOnly }: { serviceName: ServiceName; iconOnly?: boolean }) {
  const dataProvider = useDataProvider<ServiceNamesDataProvider>();
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  // The new roles and rules show in every list (queryClient.ts).
  const { mutateAsync: importInto } = useMutation({
    mutationKey: callKey('serviceNames', 'importServiceName'),
    mutationFn: (document: unknown) => dataProvider.importServiceName(serviceName.id, document),
    meta: { changes: ['roles', 'rules'] },
  });
  const [outcome, setOutcome] = useState<Outcome>();

  const importFile = async (file: File) => {
    const document = await readJsonFile(file);
    if (document === undefined) {
      setOutcome({ ok: false });
      return;
    }
    setBusy(true);
    try {
      setOutcome({ ok: true, result: await importInto(document) });
    } catch (error) {
      // A refused document; anything else has been notified by the adapter.
      if (isPlatformError(error) && error.status === 400) setOutcome({ ok: false });
    } finally {
      setBusy(false);
    }
  };

  const label = translate('app.opa.import');
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = ''; // the same file can be chosen again
          if (file) void importFile(file);
        }}
      />
      {iconOnly ? (
        <IconAction
          label={label}
          icon={<FileUploadIcon fontSize="small" />}
          disabled={busy}
          onClick={() => input.current?.click()}
        />
      ) : (
        <Button
          variant="outlined"
          startIcon={<FileUploadIcon />}
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          {label}
        </Button>
      )}
      <ImportOutcomeDialog outcome={outcome} onClose={() => setOutcome(undefined)} />
    </>
  );
}

/** The Error or Success dialog of an import (spec 2, section 8). */
function ImportOutcomeDialog({ outcome, onClose }: { outcome?: Outcome; onClose: () => void }) {
  const translate = useTranslate();
  const [shown, setShown] = useState<Outcome>();
  // Keep the last outcome on screen while the dialog closes.
  if (outcome && outcome !== shown) setShown(outcome);
  const key = shown?.ok ? 'app.opa.importSuccess' : 'app.opa.importError';
  return (
    <Dialog open={!!outcome} onClose={onClose} aria-labelledby="import-outcome-title">
      <DialogTitle id="import-outcome-title">{translate(`${key}.title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(`${key}.text`)}</DialogContentText>
        {shown?.ok && (
          <DialogContentText sx={{ mt: 1 }}>
            {translate('app.opa.importSuccess.added', {
              roles: shown.result.rolesAdded,
              rules: shown.result.rulesAdded,
            })}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('app.opa.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The service-name panel's Export and Import (a panel under the General tab of /serviceNames). */
export default function ServiceNameTransfer({ record }: { record: RaRecord }) {
  const serviceName = { id: record.id, name: String(record.name ?? '') };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <ExportButton serviceName={serviceName} />
      <ImportButton serviceName={serviceName} />
    </Box>
  );
}
