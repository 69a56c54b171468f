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
import { FormEmail } from '@/forms/FormEmail';
import { LabelledForm } from '@/forms/LabelledForm';
import { useRefusal } from '@/forms/refusals';
import { schemaErrors } from '@/forms/schemaErrors';
import { SubmitWhenValid } from '@/forms/SubmitWhenValid';
import { emailBody } from '@contract/schemas/selfService';

interface Props {
  open: boolean;
  onClose: () => void;
  initialEmail?: string;
}

const SOURCES = ['email'];
const validate = (values: Record<string, unknown>) => schemaErrors(emailBody, values);

/**
 * Asks for an e-mail and sends the reset link (only shown when the reset flag is on), on react-admin's form
 * and the API's schema of the body. The API answers alike whether or not the address has an account.
 */
export function ForgotPasswordDialog({ open, onClose, initialEmail = '' }: Props) {
  const auth = useAuth();
  const translate = useTranslate();
  const refusal = useRefusal(SOURCES);
  const [sent, setSent] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    try {
      await auth.requestPasswordReset(String(values.email).trim());
    } catch (error) {
      return refusal(error); // notified by the adapter too
    }
    setSent(true);
  };

  const title = translate('app.signin.forgot.title');
  const close = <Button onClick={onClose}>{translate('app.signin.close')}</Button>;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="forgot-title">
      {sent ? (
        <>
          <DialogTitle id="forgot-title">{title}</DialogTitle>
          <DialogContent>
            <Alert severity="success">
              <AlertTitle>{translate('app.signin.forgot.checkMail')}</AlertTitle>
              {translate('app.signin.forgot.resetLinkSent')}
            </Alert>
          </DialogContent>
          <DialogActions>{close}</DialogActions>
        </>
      ) : (
        <LabelledForm label={title} inDialog record={{ email: initialEmail }} validate={validate} onSubmit={submit}>
          <DialogTitle id="forgot-title">{title}</DialogTitle>
          <DialogContent>
            <FormEmail autoFocus />
          </DialogContent>
          <DialogActions>
            {close}
            <SubmitWhenValid label={translate('app.signin.submit')} validate={validate} />
          </DialogActions>
        </LabelledForm>
      )}
    </Dialog>
  );
}
