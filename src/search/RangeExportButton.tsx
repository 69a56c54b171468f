import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { useAccess } from '@/auth/RequireAccess';
import { rangeExportTexts } from '@/i18n/parts';
import { useTexts } from '@/i18n/useTexts';
import type { Filter } from '@/filters/types';
import { instantOf, rangeExportUrl, type RangeExportEndpoint, type RangeExportFormat } from './rangeExport';

const FORMATS: RangeExportFormat[] = ['csv', 'jsonl'];

/**
 * "Export" of a list the server exports as a stream (issue 40: the event log, the history): a time range and a
 * format, then the browser downloads the file straight from the API (a link, so the rows never pass through the
 * page's memory). Shown only when the platform allows the export's call (the access check, as react-admin's
 * canAccess asks it): an auditor and the administrators see it, others not.
 */
export function RangeExportButton({ endpoint, filters }: { endpoint: RangeExportEndpoint; filters: Filter[] }) {
  const translate = useTranslate();
  const allowed = useAccess([{ method: 'GET', service: endpoint.service, path: endpoint.path }]);
  // Its texts load with it (a text part), not with the catalogue the console starts with.
  const ready = useTexts(rangeExportTexts);
  const [open, setOpen] = useState(false);
  const [range, setRange] = useState({ from: '', to: '', format: 'csv' as RangeExportFormat });
  if (!allowed || !ready) return null;
  const t = (key: string) => translate(`app.rangeExport.${key}`);
  const from = instantOf(range.from);
  const to = instantOf(range.to);
  const badRange = !!from && !!to && from > to;
  const set = (key: keyof typeof range) => (e: { target: { value: string } }) =>
    setRange((r) => ({ ...r, [key]: e.target.value }));

  return (
    <>
      <Button size="small" startIcon={<DownloadIcon />} onClick={() => setOpen(true)}>
        {t('button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="range-export-title">
        <DialogTitle id="range-export-title">{t('title')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important', minWidth: 320 }}>
          <TextField
            type="datetime-local"
            size="small"
            label={t('from')}
            value={range.from}
            onChange={set('from')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="datetime-local"
            size="small"
            label={t('to')}
            value={range.to}
            onChange={set('to')}
            error={badRange}
            helperText={badRange ? t('badRange') : undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField select size="small" label={t('format')} value={range.format} onChange={set('format')}>
            {FORMATS.map((format) => (
              <MenuItem key={format} value={format}>
                {t(format)}
              </MenuItem>
            ))}
          </TextField>
          {filters.length > 0 && <Typography variant="body2">{t('filtered')}</Typography>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('cancel')}</Button>
          <Button
            variant="contained"
            disabled={badRange}
            href={rangeExportUrl(endpoint, range, filters)}
            download
            onClick={() => setOpen(false)}
          >
            {t('download')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
