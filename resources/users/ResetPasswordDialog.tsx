import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useDataProvider, useTranslate, type Identifier } from 'react-admin';
import { NewPasswordFields } from '@/forms/NewPasswordFields';
import { emptyNewPassword, isValidNewPassword, type NewPassword } from '@/forms/validation';
import type { UsersDataProvider } from './calls';

/**
 * Forces a new password on a user (PUT /users/{id}/password). Ends in the "Success ! / The new password
 * has been set." alert and clears the fields.
 */
export default function ResetPasswordDialog({
  userID,
  open,
  onClose,
}: {
  userID: Identifier;
  open: boolean;
  onClose: () => void;
}) {
  const dataProvider = useDataProvider<UsersDataProvider>();
  const translate = useTranslate();
  const [value, setValue] = useState<NewPassword>(emptyNewPassword);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!open) return;
    setValue(emptyNewPassword);
    setDone(false);
  }, [open]);

  const valid = isValidNewPassword(value);
  const submit = async () => {
    setBusy(true);
    try {
      await dataProvider.setUserPassword(userID, value);
      setValue(emptyNewPassword);
      setDone(true);
    } catch {
      // The adapter has shown the error.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="reset-password-title"
    >
      <DialogTitle id="reset-password-title">{translate('app.resources.users.password.title')}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            if (valid && !busy) void submit();
          }}
        >
          {done && (
            <Alert severity="success">
              <AlertTitle>{translate('app.account.password.successTitle')}</AlertTitle>
              {translate('app.account.password.success')}
            </Alert>
          )}
          <NewPasswordFields
            value={value}
            onChange={(next) => {
              setValue(next);
              setDone(false);
            }}
            passwordLabel={translate('app.resources.users.password.newPassword')}
            disabled={busy}
          />
          <button type="submit" hidden />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('app.resources.users.password.close')}
        </Button>
        <Button variant="contained" disabled={!valid || busy} onClick={() => void submit()}>
          {translate(busy ? 'app.admin.loading' : 'app.resources.users.password.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
