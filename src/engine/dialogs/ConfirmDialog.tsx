import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** The "Are you sure ?" dialog every deletion goes through (Cancel / I am sure). */
export default function ConfirmDialog({
  open,
  text,
  loading,
  confirmDisabled,
  children,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  /** The text under the title, already translated. */
  text: string;
  loading?: boolean;
  /** I am sure stays disabled (until a typed confirmation matches). */
  confirmDisabled?: boolean;
  /** Under the text: a typed confirmation. */
  children?: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={loading ? undefined : onCancel} aria-labelledby="confirm-dialog-title">
      <DialogTitle id="confirm-dialog-title">{translate('app.admin.confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={loading}>
          {translate('app.admin.confirm.cancel')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={loading || confirmDisabled}>
          {loading ? translate('app.admin.loading') : translate('app.admin.confirm.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
