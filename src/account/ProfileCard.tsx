import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import type { User } from '@contract/types';
import { userUpdateBody } from '@contract/schemas/users';
import { EmailField } from '@/forms/EmailField';
import { LabelledForm } from '@/forms/LabelledForm';
import { PasswordField } from '@/forms/PasswordField';
import { schemaErrors } from '@/forms/schemaErrors';
import { useFormField } from '@/forms/useFormField';
import { actedAs } from './ImpersonationNotice';
import { useRefusal } from '@/forms/refusals';
import { useSaveOwnUser } from './useSaveOwnUser';

type Profile = Pick<User, 'firstName' | 'lastName' | 'email'>;
type Values = Profile & { currentPassword: string };
const PROFILE = ['firstName', 'lastName', 'email'] as const;
const SOURCES = [...PROFILE, 'currentPassword'];

/** The update's body: the changed fields only, trimmed; a new address carries the current password. */
function bodyOf(values: Values, saved: Profile): Record<string, string> {
  const body: Record<string, string> = {};
  for (const key of PROFILE) if (values[key].trim() !== saved[key]) body[key] = values[key].trim();
  if (body.email !== undefined) body.currentPassword = values.currentPassword;
  return body;
}

/**
 * First Name, Last Name and Email (marked required), on react-admin's form; Save once the changes make a
 * body the API's schema accepts (contract/schemas/users.ts). Only the changed fields are sent: a new
 * e-mail address is mailed a link and stays pending until it is opened (the form shows the address in
 * force, and the pending one with a way to cancel it). A new address asks for the current password (issue
 * 33); while impersonating, the address is the person's own to change. A refusal shows on the field it
 * names; leaving the page with changes not saved asks first.
 */
export function ProfileForm({ user }: { user: User }) {
  const translate = useTranslate();
  const { save: saveUser, saving } = useSaveOwnUser(user.id);
  const refusal = useRefusal(SOURCES);
  const [saved, setSaved] = useState<Profile>({
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email ?? '',
  });
  // A new record after a save: react-admin's form starts again from it, with nothing unsaved.
  const record = useMemo(() => ({ ...saved, currentPassword: '' }), [saved]);

  const submit = async (values: Record<string, unknown>) => {
    const { firstName, lastName } = values as Values;
    const body = bodyOf(values as Values, saved);
    try {
      await saveUser(body);
    } catch (error) {
      return refusal(error);
    }
    // The address in force stays until the link mailed to the new one is opened.
    setSaved({ firstName: firstName.trim(), lastName: lastName.trim(), email: saved.email });
  };
  // Sending the address in force again withdraws the pending one.
  const cancelEmail = () => void saveUser({ email: user.email }).catch(() => undefined);

  return (
    <LabelledForm
      label={translate('app.account.profile.title')}
      record={record}
      validate={(values) => schemaErrors(userUpdateBody, bodyOf(values as Values, saved))}
      onSubmit={submit}
      warnWhenUnsavedChanges
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <NameInput name="firstName" label={translate('app.account.profile.firstName')} />
        <NameInput name="lastName" label={translate('app.account.profile.lastName')} />
      </Stack>
      <EmailInput user={user} />
      <CurrentPasswordInput saved={saved} />
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
      <SaveButton saved={saved} />
    </LabelledForm>
  );
}

function NameInput({ name, label }: { name: 'firstName' | 'lastName'; label: string }) {
  const input = useFormField(name);
  return (
    <TextField
      fullWidth
      margin="dense"
      required
      label={label}
      value={input.value}
      onChange={input.onChange}
      onBlur={input.onBlur}
      error={!!input.refused}
      helperText={input.refused}
    />
  );
}

function EmailInput({ user }: { user: User }) {
  const translate = useTranslate();
  const input = useFormField('email');
  return (
    <EmailField
      label={translate('app.account.profile.email')}
      value={input.value}
      disabled={user.impersonate}
      error={!!input.refused}
      helperText={
        input.refused ??
        (user.impersonate
          ? translate('app.account.profile.emailWhileImpersonating', { name: actedAs(user) })
          : undefined)
      }
      onChange={input.onChange}
      onBlur={input.onBlur}
    />
  );
}

/** The proof a new address needs; asked only while the address differs from the one in force. */
function CurrentPasswordInput({ saved }: { saved: Profile }) {
  const translate = useTranslate();
  const input = useFormField('currentPassword');
  const email = useWatch({ name: 'email' }) as string;
  if (email.trim() === saved.email) return null;
  return (
    <PasswordField
      label={translate('app.account.profile.currentPassword')}
      value={input.value}
      error={!!input.refused}
      helperText={input.refused ?? translate('app.account.profile.currentPasswordHint')}
      onChange={input.onChange}
      onBlur={input.onBlur}
    />
  );
}

/** Save: once a change makes a body the API accepts (and a new address has its proof), not while saving. */
function SaveButton({ saved }: { saved: Profile }) {
  const translate = useTranslate();
  const values = useWatch() as Values;
  const { isSubmitting } = useFormState();
  const body = bodyOf(values, saved);
  const canSave =
    Object.keys(schemaErrors(userUpdateBody, body)).length === 0 && body.currentPassword !== '' && !isSubmitting;
  return (
    <Button type="submit" variant="contained" disabled={!canSave} sx={{ mt: 1 }}>
      {translate('app.account.profile.save')}
    </Button>
  );
}
