import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { Filter } from '@contract/filters';
import { rangeExportTexts } from './rangeExportTexts';
import { useTexts } from '@/i18n/useTexts';
import { instantOf, rangeExportUrl, type RangeExportEndpoint, type RangeExportFormat } from './rangeExport';

const FORMATS: RangeExportFormat[] = ['csv', 'jsonl'];

/**
 * The Export's dialog (issue 40): a time range and a format, then the browser downloads the file straight from
 * the API (a link, so the rows never pass through the page's memory). Loaded, with its texts, when first opened.
 */
export default function RangeExportDialog({
  endpoint,
  filters,
  onClose,
}: {
  endpoint: RangeExportEndpoint;
  filters: Filter[];
  onClose: () => void;
}) {
  const translate = useTranslate();
  const ready = useTexts(rangeExportTexts);
  const [range, setRange] = useState({ from: '', to: '', format: 'csv' as RangeExportFormat });
  if (!ready) return null;
  const t = (key: string) => translate(`app.rangeExport.${key}`);
  const from = instantOf(range.from);
  const to = instantOf(range.to);
  const badRange = !!from && !!to && from > to;
  const set = (key: keyof typeof range) => (e: { target: { value: string } }) =>
    setRange((r) => ({ ...r, [key]: e.target.value }));

  return (
    <Dialog open onClose={onClose} aria-labelledby="range-export-title">
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
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          variant="contained"
          disabled={badRange}
          href={rangeExportUrl(endpoint, range, filters)}
          download
          onClick={onClose}
        >
          {t('download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
