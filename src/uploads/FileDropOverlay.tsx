import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PlatformDataProvider } from '@/platform/dataProvider';
import { useLatest } from '@/hooks/useLatest';

/** Uploads files one after the other; the addresses of those that were stored. */
async function uploadAll(dataProvider: PlatformDataProvider, files: File[]): Promise<string[]> {
  const urls: string[] = [];
  for (const file of files) {
    try {
      urls.push(await dataProvider.upload(file));
    } catch {
      // Already notified by the adapter; the other files still go.
    }
  }
  return urls;
}

const carriesFiles = (event: DragEvent) =>
  !!event.dataTransfer && Array.from(event.dataTransfer.types).includes('Files');

/**
 * While files are dragged over the page: a full-page overlay "Drop files to upload them instantly.";
 * dropping them shows "Uploading file(s)..." and posts each to /unity/uploads. Mounted on the Users
 * page; it also fits wherever a file becomes a URL (organization logos, app icons) through `onUploaded`.
 */
export default function FileDropOverlay({ onUploaded }: { onUploaded?: (urls: string[]) => void }) {
  const dataProvider = useDataProvider<PlatformDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const [dragging, setDragging] = useState(false);
  // dragenter/dragleave fire for every child crossed: count them to know when the page is left.
  const depth = useRef(0);
  const uploaded = useLatest(onUploaded);

  useEffect(() => {
    const enter = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      depth.current += 1;
      setDragging(true);
    };
    const over = (e: DragEvent) => {
      if (carriesFiles(e)) e.preventDefault(); // allows the drop
    };
    const leave = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
    };
    const drop = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      depth.current = 0;
      setDragging(false);
      const files = Array.from(e.dataTransfer?.files ?? []);
      if (!files.length) return;
      notify('app.admin.uploads.uploading', { type: 'info' });
      void uploadAll(dataProvider, files).then((urls) => {
        if (urls.length) uploaded.current?.(urls);
      });
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragover', over);
    window.addEventListener('dragleave', leave);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragover', over);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('drop', drop);
    };
  }, [dataProvider, notify, uploaded]);

  if (!dragging) return null;
  return (
    <Box
      role="status"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        bgcolor: 'rgba(25, 118, 210, 0.85)',
        color: 'common.white',
        border: '4px dashed',
        borderColor: 'common.white',
        pointerEvents: 'none',
      }}
    >
      <CloudUploadIcon sx={{ fontSize: 72 }} />
      <Typography variant="h5">{translate('app.admin.uploads.drop')}</Typography>
    </Box>
  );
}
