import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { User } from '@/platform/types';
import { EmailField } from '@/forms/EmailField';
import { isValidEmail } from '@/forms/validation';
import { useSaveOwnUser } from './useSaveOwnUser';

type Profile = Pick<User, 'firstName' | 'lastName' | 'email'>;

/** First Name, Last Name and Email (marked required); Save only after a change and with a valid e-mail. */
export function ProfileForm({ user }: { user: User }) {
  const translate = useTranslate();
  const { save: saveUser, saving } = useSaveOwnUser(user.id);
  const initial: Profile = { firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email ?? '' };
  const [values, setValues] = useState<Profile>(initial);
  const [saved, setSaved] = useState<Profile>(initial);
  const changed = (Object.keys(values) as (keyof Profile)[]).some((k) => values[k] !== saved[k]);
  const canSave = changed && isValidEmail(values.email) && !saving;

  const save = async () => {
    const body = { firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim() };
    if (await saveUser(body)) setSaved(values);
  };

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
        required
        label={translate('app.account.profile.email')}
        value={values.email}
        onChange={(email) => setValues({ ...values, email })}
      />
      <Button type="submit" variant="contained" disabled={!canSave} sx={{ mt: 1 }}>
        {translate('app.account.profile.save')}
      </Button>
    </form>
  );
}
