import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'react-admin';

interface Props {
  onSignIn: () => void;
  onCreateAccount: () => void;
  onClose: () => void;
}

/** An inviteToken link opened by a visitor: sign in and accept, or create an account. */
export function InviteDialog({ onSignIn, onCreateAccount, onClose }: Props) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="invite-title">
      <DialogTitle id="invite-title">{translate('app.signin.invite.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.signin.invite.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onSignIn}>{translate('app.signin.invite.signIn')}</Button>
        <Button variant="contained" onClick={onCreateAccount}>
          {translate('app.signin.invite.createAccount')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
