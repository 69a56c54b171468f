import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useDataProvider, useTranslate, type Identifier } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { LabelledForm } from '@/forms/LabelledForm';
import { FormNewPassword } from '@/forms/FormNewPassword';
import { useRefusal } from '@/forms/refusals';
import { schemaErrors } from '@/forms/schemaErrors';
import { useGuardedClose } from '@/forms/unsavedChanges';
import { emptyNewPassword, isValidNewPassword } from '@/forms/validation';
import { passwordBody } from '@contract/schemas/users';
import type { UsersDataProvider } from './calls';

const SOURCES = ['password', 'passwordConfirmation'];
const validate = (values: Record<string, unknown>) => schemaErrors(passwordBody, values);

/**
 * Forces a new password on a user (PUT /users/{id}/password), on react-admin's form and the API's body
 * schema (contract/schemas/users.ts), a refusal shown on the field it names. Ends in the "Success ! /
 * The new password has been set." alert and clears the fields; closing with a password typed and not set
 * asks first.
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
  const refusal = useRefusal(SOURCES);
  const { close, unsaved } = useGuardedClose(onClose);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  // A new form (its key) on each opening and after each password set: the fields start empty.
  const [generation, setGeneration] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setGeneration((n) => n + 1);
      setDone(false);
    }
  }
  const empty = useMemo(() => ({ ...emptyNewPassword }), []);

  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    try {
      await dataProvider.setUserPassword(userID, passwordBody.parse(values));
    } catch (error) {
      // Notified by the adapter; the field it names shows why too.
      return refusal(error);
    } finally {
      setBusy(false);
    }
    setDone(true);
    setGeneration((n) => n + 1);
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : close}
      fullWidth
      maxWidth="xs"
      aria-labelledby="reset-password-title"
    >
      <DialogTitle id="reset-password-title">{translate('app.resources.users.password.title')}</DialogTitle>
      <LabelledForm key={generation} record={empty} validate={validate} onSubmit={submit} unsaved={unsaved}>
        <DialogContent>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
            {done && (
              <Alert severity="success">
                <AlertTitle>{translate('app.account.password.successTitle')}</AlertTitle>
                {translate('app.account.password.success')}
              </Alert>
            )}
            <PasswordInputs
              label={translate('app.resources.users.password.newPassword')}
              disabled={busy}
              onEdit={() => setDone(false)}
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {translate('app.resources.users.password.close')}
          </Button>
          <SubmitButton busy={busy} />
        </DialogActions>
      </LabelledForm>
    </Dialog>
  );
}

/** The new password's fields; typing again hides the last success. */
function PasswordInputs({ label, disabled, onEdit }: { label: string; disabled: boolean; onEdit: () => void }) {
  const { isDirty } = useFormState();
  useEffect(() => {
    if (isDirty) onEdit();
  }, [isDirty, onEdit]);
  return <FormNewPassword passwordLabel={label} disabled={disabled} />;
}

/** Save: once the password follows the rules and the API's schema; Loading while saving. */
function SubmitButton({ busy }: { busy: boolean }) {
  const translate = useTranslate();
  const values = useWatch() as Record<string, string>;
  const valid =
    Object.keys(validate(values)).length === 0 &&
    isValidNewPassword({ password: values.password ?? '', passwordConfirmation: values.passwordConfirmation ?? '' });
  return (
    <Button type="submit" variant="contained" disabled={!valid || busy}>
      {translate(busy ? 'app.admin.loading' : 'app.resources.users.password.submit')}
    </Button>
  );
}
