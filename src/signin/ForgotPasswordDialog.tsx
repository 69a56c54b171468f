import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'react-admin';
import { useAuth } from '@/auth/authProvider';
import { EmailField } from '@/forms/EmailField';
import { isValidEmail } from '@/forms/validation';

interface Props {
  open: boolean;
  onClose: () => void;
  initialEmail?: string;
}

/** Asks for an e-mail and sends the reset link (only shown when the reset flag is on). */
export function ForgotPasswordDialog({ open, onClose, initialEmail = '' }: Props) {
  const auth = useAuth();
  const translate = useTranslate();
  const [email, setEmail] = useState(initialEmail);
  const [loading, setLoading] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async () => {
    setLoading(true);
    try {
      await auth.requestPasswordReset(email.trim());
      setSent(true);
    } catch {
      // notified by the adapter
    } finally {
      setLoading(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="forgot-title">
      <DialogTitle id="forgot-title">{translate('app.signin.forgot.title')}</DialogTitle>
      <DialogContent>
        {sent ? (
          <Alert severity="success">
            <AlertTitle>{translate('app.signin.forgot.checkMail')}</AlertTitle>
            {translate('app.signin.forgot.resetLinkSent')}
          </Alert>
        ) : (
          <form
            id="forgot-form"
            onSubmit={(e) => {
              e.preventDefault();
              if (isValidEmail(email)) void submit();
            }}
          >
            <EmailField value={email} onChange={setEmail} autoFocus disabled={loading} />
          </form>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.signin.close')}</Button>
        {!sent && (
          <Button type="submit" form="forgot-form" variant="contained" disabled={loading || !isValidEmail(email)}>
            {translate('app.signin.submit')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
