import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'react-admin';
import { LabelledForm } from '@/forms/LabelledForm';
import { useGuardedClose } from '@/forms/unsavedChanges';
import { FormNewPassword } from '@/forms/FormNewPassword';
import { useRefusal } from '@/forms/refusals';
import { schemaErrors } from '@/forms/schemaErrors';
import { SubmitWhenValid } from '@/forms/SubmitWhenValid';
import { useAuth } from '@/auth/authProvider';
import { passwordPair } from '@contract/schemas/selfService';
import type { NewPassword } from '@/forms/validation';
import { selfService } from './selfServiceStore';

const EMPTY: NewPassword = { password: '', passwordConfirmation: '' };
const SOURCES = Object.keys(EMPTY);
const validate = (values: Record<string, unknown>) => schemaErrors(passwordPair, values);

/**
 * Shown whenever a reset token is present (a resetPassword link), on react-admin's form and the API's
 * schema of the body (a new password and its confirmation); a refusal naming a field shows on it. On
 * success the token is cleared and the confirmation takes its place.
 */
export function ResetPasswordDialog({ token }: { token: string }) {
  const auth = useAuth();
  const translate = useTranslate();
  const refusal = useRefusal(SOURCES);
  // Closing with a password typed asks first.
  const { close, unsaved } = useGuardedClose(() => selfService.setResetToken(null));

  const submit = async (values: Record<string, unknown>) => {
    try {
      await auth.resetPassword(token, values as unknown as NewPassword);
    } catch (error) {
      return refusal(error); // notified by the adapter too
    }
    selfService.setResetToken(null);
    selfService.open({ kind: 'resetDone' });
  };

  const title = translate('app.signin.reset.title');
  return (
    <Dialog open onClose={close} fullWidth maxWidth="xs" aria-labelledby="reset-title">
      <LabelledForm label={title} inDialog record={EMPTY} validate={validate} onSubmit={submit} unsaved={unsaved}>
        <DialogTitle id="reset-title">{title}</DialogTitle>
        <DialogContent>
          <FormNewPassword passwordLabel={translate('app.signin.reset.newPassword')} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('app.signin.cancel')}</Button>
          <SubmitWhenValid label={translate('app.signin.submit')} validate={validate} />
        </DialogActions>
      </LabelledForm>
    </Dialog>
  );
}

export function ResetDoneDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="reset-done-title">
      <DialogTitle id="reset-done-title">{translate('app.signin.reset.title')}</DialogTitle>
      <DialogContent>
        <Alert severity="success">{translate('app.signin.reset.done')}</Alert>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate('app.signin.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
