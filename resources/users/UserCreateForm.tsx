import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useCreate, useTranslate } from 'react-admin';
import FieldInput from '@/engine/fields/FieldInput';
import { emptyValueOf, fieldOf } from '@/engine/fields/lookup';
import type { ResourceDefinition } from '@/engine/types';
import { silent, useSuccessNotify } from '@/engine/useSuccessNotify';
import { NewPasswordFields } from '@/forms/NewPasswordFields';
import { emptyNewPassword, isValidEmail, isValidNewPassword, type NewPassword } from '@/forms/validation';

const TEXT_FIELDS = ['firstName', 'lastName', 'email'] as const;

/**
 * The create-user form (first name, last name, e-mail, password and its confirmation with the password
 * rules, default app). The engine's dialog around it resets it on each open.
 */
export default function UserCreateForm({ definition, onDone }: { definition: ResourceDefinition; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useSuccessNotify(definition);
  const appField = fieldOf(definition, 'defaultAppID');
  const [values, setValues] = useState<Record<string, unknown>>(() => ({
    firstName: '',
    lastName: '',
    email: '',
    defaultAppID: emptyValueOf(appField),
  }));
  const [password, setPassword] = useState<NewPassword>(emptyNewPassword);
  const [create, { isPending }] = useCreate();

  const valid =
    String(values.firstName).trim() !== '' &&
    String(values.lastName).trim() !== '' &&
    isValidEmail(String(values.email)) &&
    isValidNewPassword(password);

  const submit = () =>
    create(
      definition.name,
      { data: { ...values, ...password } },
      {
        onSuccess: (record) => {
          notify('created', record);
          onDone();
        },
        onError: silent,
      },
    );

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (valid && !isPending) submit();
      }}
    >
      <DialogContent>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          {TEXT_FIELDS.map((source) => (
            <FieldInput
              key={source}
              field={fieldOf(definition, source)}
              value={values[source]}
              disabled={isPending}
              onChange={(value) => setValues((v) => ({ ...v, [source]: value }))}
            />
          ))}
          <NewPasswordFields
            value={password}
            onChange={setPassword}
            passwordLabel={translate('app.resources.users.fields.password')}
            disabled={isPending}
          />
          <FieldInput
            field={appField}
            value={values.defaultAppID}
            disabled={isPending}
            onChange={(value) => setValues((v) => ({ ...v, defaultAppID: value }))}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone} disabled={isPending}>
          {translate('app.admin.close')}
        </Button>
        <Button type="submit" variant="contained" disabled={!valid || isPending}>
          {translate(isPending ? 'app.admin.loading' : 'app.admin.create.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
