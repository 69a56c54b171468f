import UploadIcon from '@mui/icons-material/Upload';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PlatformDataProvider } from '@/platform/dataProvider';

/** Uploads an image to /unity/uploads and hands back its address (an organization's logo). */
export default function UploadButton({
  disabled,
  onUploaded,
}: {
  disabled?: boolean;
  onUploaded: (url: string) => void;
}) {
  const dataProvider = useDataProvider<PlatformDataProvider>();
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const label = translate('app.admin.upload');
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          setBusy(true);
          try {
            onUploaded(await dataProvider.upload(file));
          } catch {
            // The adapter has shown the error.
          } finally {
            setBusy(false);
          }
        }}
      />
      <Tooltip title={label}>
        <span>
          <IconButton aria-label={label} disabled={disabled || busy} onClick={() => input.current?.click()}>
            {busy ? <CircularProgress size={20} /> : <UploadIcon />}
          </IconButton>
        </span>
      </Tooltip>
    </>
  );
}
