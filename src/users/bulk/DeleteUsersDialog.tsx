import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { BULK_DELETE_TYPED_OVER } from '@/constants';
import ConfirmDialog from '@/engine/dialogs/ConfirmDialog';

/**
 * "Are you sure ?" for deleting the selected users, stating their number; over BULK_DELETE_TYPED_OVER
 * users, I am sure stays disabled until that number is typed.
 */
export default function DeleteUsersDialog({
  open,
  count,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  count: number;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  useEffect(() => {
    if (open) setTyped('');
  }, [open]);
  const shown = count.toLocaleString('en-US');
  const mustType = count > BULK_DELETE_TYPED_OVER;
  // "1,000" or "1000".
  const matches = typed.replace(/[\s,]/g, '') === String(count);
  return (
    <ConfirmDialog
      open={open}
      text={translate('app.users.bulk.deleteConfirm', { count: shown, smart_count: count })}
      confirmDisabled={mustType && !matches}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {mustType && (
        <>
          <Typography variant="body2" sx={{ mt: 2, mb: 1 }}>
            {translate('app.users.bulk.typePrompt', { count: shown })}
          </Typography>
          <TextField
            size="small"
            fullWidth
            autoFocus
            label={translate('app.users.bulk.typeLabel')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
          />
        </>
      )}
    </ConfirmDialog>
  );
}
