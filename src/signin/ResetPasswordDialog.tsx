import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'react-admin';
import { NewPasswordFields } from '@/forms/NewPasswordFields';
import { emptyNewPassword, isValidNewPassword } from '@/forms/validation';
import { useAuth } from '@/auth/authProvider';
import { selfService } from './selfServiceStore';

/**
 * Shown whenever a reset token is present (a resetPassword link). On success the token is cleared
 * and the confirmation takes its place.
 */
export function ResetPasswordDialog({ token }: { token: string }) {
  const auth = useAuth();
  const translate = useTranslate();
  const [value, setValue] = useState(emptyNewPassword);
  const [loading, setLoading] = useState(false);
  const valid = isValidNewPassword(value);

  const submit = async () => {
    setLoading(true);
    try {
      await auth.resetPassword(token, value);
      selfService.setResetToken(null);
      selfService.open({ kind: 'resetDone' });
    } catch {
      setLoading(false); // notified by the adapter
    }
  };

  return (
    <Dialog open onClose={() => selfService.setResetToken(null)} fullWidth maxWidth="xs" aria-labelledby="reset-title">
      <DialogTitle id="reset-title">{translate('app.signin.reset.title')}</DialogTitle>
      <DialogContent>
        <form
          id="reset-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (valid) void submit();
          }}
        >
          <NewPasswordFields
            value={value}
            onChange={setValue}
            disabled={loading}
            passwordLabel={translate('app.signin.reset.newPassword')}
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => selfService.setResetToken(null)}>{translate('app.signin.cancel')}</Button>
        <Button type="submit" form="reset-form" variant="contained" disabled={loading || !valid}>
          {translate('app.signin.submit')}
        </Button>
      </DialogActions>
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
