import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'react-admin';
import { RecoveryCodes } from '@/ui/RecoveryCodes';

/** The recovery codes, shown this once (with the first factor, or made anew), to copy or write down. */
export function RecoveryCodesDialog({ codes, onClose }: { codes: string[]; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="recovery-codes-title">
      <DialogTitle id="recovery-codes-title">{translate('app.recoveryCodes.title')}</DialogTitle>
      <DialogContent>
        <RecoveryCodes codes={codes} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.account.security.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
