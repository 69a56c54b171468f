import { formatNumber } from '@/i18n/format';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { BULK_DELETE_TYPED_OVER } from '@/constants';
import ConfirmDialog from '@/engine/dialogs/ConfirmDialog';
import TypedConfirmation from '@/engine/dialogs/TypedConfirmation';

/**
 * "Are you sure ?" for deleting the selected users, stating their number; over BULK_DELETE_TYPED_OVER
 * users, I am sure stays disabled until that number is typed.
 */
export default function DeleteUsersDialog({
  open,
  count,
  note,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  count: number;
  /** Who is left out of it, and why (the signed-in person's own account). */
  note?: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- each opening starts with the confirmation box empty
    if (open) setTyped('');
  }, [open]);
  const shown = formatNumber(count);
  const mustType = count > BULK_DELETE_TYPED_OVER;
  // "1,000" or "1000".
  const matches = typed.replace(/[\s,]/g, '') === String(count);
  return (
    <ConfirmDialog
      open={open}
      text={translate('app.resources.users.bulk.deleteConfirm', { count: shown, smart_count: count })}
      confirmDisabled={count === 0 || (mustType && !matches)}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {note && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {note}
        </Alert>
      )}
      {mustType && (
        <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <TypedConfirmation
            autoFocus
            prompt={translate('app.resources.users.bulk.typePrompt', { count: shown })}
            label={translate('app.resources.users.bulk.typeLabel')}
            value={typed}
            onChange={setTyped}
          />
        </Box>
      )}
    </ConfirmDialog>
  );
}
