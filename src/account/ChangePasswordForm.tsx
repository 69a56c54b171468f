import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import { SUCCESS_HIDE_MS } from '@/constants';
import { NewPasswordFields } from '@/forms/NewPasswordFields';
import { emptyNewPassword, isValidNewPassword } from '@/forms/validation';
import { useAuth } from '@/auth/authProvider';

/** The signed-in user's new password; ends in Success ! and empty fields. */
export function ChangePasswordForm() {
  const auth = useAuth();
  const translate = useTranslate();
  const notify = useNotify();
  const [value, setValue] = useState(emptyNewPassword);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  // A fresh set of fields (and badges) after each success.
  const [round, setRound] = useState(0);
  const valid = isValidNewPassword(value);

  const save = async () => {
    setSaving(true);
    try {
      await auth.changePassword(value);
      setValue(emptyNewPassword);
      setRound((r) => r + 1);
      setDone(true);
      notify('app.account.password.updated', { type: 'success', autoHideDuration: SUCCESS_HIDE_MS });
    } catch {
      // notified by the adapter
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      aria-label={translate('app.account.password.title')}
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) void save();
      }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
        {translate('app.account.password.title')}
      </Typography>
      {done && (
        <Alert severity="success" onClose={() => setDone(false)} sx={{ my: 1 }}>
          <AlertTitle>{translate('app.account.password.successTitle')}</AlertTitle>
          {translate('app.account.password.success')}
        </Alert>
      )}
      <NewPasswordFields
        key={round}
        value={value}
        onChange={(next) => {
          setDone(false);
          setValue(next);
        }}
        disabled={saving}
        passwordLabel={translate('app.account.password.newPassword')}
      />
      <Button type="submit" variant="contained" disabled={saving || !valid} sx={{ mt: 2 }}>
        {translate('app.account.password.submit')}
      </Button>
    </form>
  );
}
