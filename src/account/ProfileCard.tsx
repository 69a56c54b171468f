import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { User } from '@/platform/types';
import { EmailField } from '@/forms/EmailField';
import { PasswordField } from '@/forms/PasswordField';
import { isValidEmail } from '@/forms/validation';
import { actedAs } from './ImpersonationNotice';
import { useSaveOwnUser } from './useSaveOwnUser';

type Profile = Pick<User, 'firstName' | 'lastName' | 'email'>;

/**
 * First Name, Last Name and Email (marked required); Save only after a change and with a valid e-mail. Only
 * the changed fields are sent: a new e-mail address is mailed a link and stays pending until it is opened
 * (the form shows the address in force, and the pending one with a way to cancel it). A new address asks for
 * the current password (issue 33); while impersonating, the address is the person's own to change.
 */
export function ProfileForm({ user }: { user: User }) {
  const translate = useTranslate();
  const { save: saveUser, saving } = useSaveOwnUser(user.id);
  const initial: Profile = { firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email ?? '' };
  const [values, setValues] = useState<Profile>(initial);
  const [saved, setSaved] = useState<Profile>(initial);
  const [currentPassword, setCurrentPassword] = useState('');
  const changed = (Object.keys(values) as (keyof Profile)[]).some((k) => values[k] !== saved[k]);
  const newAddress = values.email.trim() !== saved.email;
  const canSave = changed && isValidEmail(values.email) && (!newAddress || currentPassword !== '') && !saving;

  const save = async () => {
    const trimmed: Profile = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
    };
    const body: Record<string, string> = Object.fromEntries(
      (Object.keys(trimmed) as (keyof Profile)[]).filter((k) => trimmed[k] !== saved[k]).map((k) => [k, trimmed[k]]),
    );
    if (body.email !== undefined) body.currentPassword = currentPassword;
    if (!(await saveUser(body))) return;
    setCurrentPassword('');
    // The address in force stays until the link mailed to the new one is opened.
    const kept = { ...trimmed, email: saved.email };
    setSaved(kept);
    setValues(kept);
  };
  // Sending the address in force again withdraws the pending one.
  const cancelEmail = () => void saveUser({ email: user.email });

  return (
    <form
      aria-label={translate('app.account.profile.title')}
      onSubmit={(e) => {
        e.preventDefault();
        if (canSave) void save();
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <TextField
          fullWidth
          margin="dense"
          required
          label={translate('app.account.profile.firstName')}
          value={values.firstName}
          onChange={(e) => setValues({ ...values, firstName: e.target.value })}
        />
        <TextField
          fullWidth
          margin="dense"
          required
          label={translate('app.account.profile.lastName')}
          value={values.lastName}
          onChange={(e) => setValues({ ...values, lastName: e.target.value })}
        />
      </Stack>
      <EmailField
        label={translate('app.account.profile.email')}
        value={values.email}
        disabled={user.impersonate}
        helperText={
          user.impersonate
            ? translate('app.account.profile.emailWhileImpersonating', { name: actedAs(user) })
            : undefined
        }
        onChange={(email) => setValues({ ...values, email })}
      />
      {newAddress && (
        <PasswordField
          label={translate('app.account.profile.currentPassword')}
          helperText={translate('app.account.profile.currentPasswordHint')}
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
        />
      )}
      {user.pendingEmail && (
        <Alert
          severity="info"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" size="small" onClick={cancelEmail} disabled={saving}>
              {translate('app.account.profile.cancelEmail')}
            </Button>
          }
        >
          {translate('app.account.profile.emailPending', { current: user.email, email: user.pendingEmail })}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={!canSave} sx={{ mt: 1 }}>
        {translate('app.account.profile.save')}
      </Button>
    </form>
  );
}
