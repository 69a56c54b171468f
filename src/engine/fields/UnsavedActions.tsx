import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslate } from 'react-admin';

/** A value the API refused to save, and why (already translated). */
export interface Unsaved {
  value: unknown;
  reason: string;
}

/** The text a field whose save failed shows in its error state. */
export function useUnsavedText() {
  const translate = useTranslate();
  return (unsaved?: Unsaved) => unsaved && translate('app.admin.unsaved.text', { reason: unsaved.reason });
}

/** Under a field whose save the API refused: Retry (sends it again) and Undo (back to the saved value). */
export default function UnsavedActions({
  busy,
  onRetry,
  onUndo,
}: {
  busy: boolean;
  onRetry: () => void;
  onUndo: () => void;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button size="small" variant="outlined" disabled={busy} onClick={onRetry}>
        {translate('app.admin.unsaved.retry')}
      </Button>
      <Button size="small" disabled={busy} onClick={onUndo}>
        {translate('app.admin.unsaved.undo')}
      </Button>
    </Box>
  );
}

/** Under a field that saved alone on leaving it (issue 64): a small "Saved", so the person knows it did. */
export function SavedHint() {
  const translate = useTranslate();
  return (
    <Typography
      variant="caption"
      color="textSecondary"
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: -0.5 }}
    >
      <CheckIcon fontSize="inherit" color="success" aria-hidden />
      {translate('app.admin.unsaved.saved')}
    </Typography>
  );
}
