import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useCreate, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { emptyValueOf, fieldOf } from '@/engine/fields/lookup';
import FormInput from '@/engine/forms/FormInput';
import type { CreateSlotProps } from '@/engine/types';
import { useSuccessNotify } from '@/engine/useSuccessNotify';
import { LabelledForm } from '@/forms/LabelledForm';
import { FormNewPassword } from '@/forms/FormNewPassword';
import { useRefusal } from '@/forms/refusals';
import { schemaErrors } from '@/forms/schemaErrors';
import { isValidNewPassword } from '@/forms/validation';
import { userCreateBody } from '@contract/schemas/users';

const TEXT_FIELDS = ['firstName', 'lastName', 'email'] as const;
const SOURCES = [...TEXT_FIELDS, 'password', 'passwordConfirmation', 'defaultAppID'];
const validate = (values: Record<string, unknown>) => schemaErrors(userCreateBody, values);

/**
 * The create-user form (first name, last name, e-mail, password and its confirmation with the password
 * rules, default app), on react-admin's form and the API's body schema (contract/schemas/users.ts):
 * Create once the body is one the API accepts; a refusal naming a field (a taken e-mail) shows on it.
 * The engine's dialog around it starts it afresh on each open, and asks before closing it with values typed.
 */
export default function UserCreateForm({ definition, onDone, onClose, unsaved }: CreateSlotProps) {
  const notify = useSuccessNotify(definition);
  const appField = fieldOf(definition, 'defaultAppID');
  const initial = useMemo(
    () => ({
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      passwordConfirmation: '',
      defaultAppID: emptyValueOf(appField),
    }),
    [appField],
  );
  const [create] = useCreate(undefined, undefined, { returnPromise: true });
  const refusal = useRefusal(SOURCES);

  const submit = async (values: Record<string, unknown>) => {
    try {
      notify('created', await create(definition.name, { data: userCreateBody.parse(values) }));
    } catch (error) {
      // Notified by the adapter; the field it names shows why too.
      return refusal(error);
    }
    onDone();
  };

  return (
    <LabelledForm record={initial} validate={validate} onSubmit={submit} unsaved={unsaved}>
      <Fields definition={definition} />
      <DialogActions>
        <CloseButton onClose={onClose} />
        <SubmitButton />
      </DialogActions>
    </LabelledForm>
  );
}

function Fields({ definition }: Pick<CreateSlotProps, 'definition'>) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <DialogContent>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        {TEXT_FIELDS.map((source) => (
          <FormInput key={source} field={fieldOf(definition, source)} disabled={isSubmitting} />
        ))}
        <FormNewPassword passwordLabel={translate('app.resources.users.fields.password')} disabled={isSubmitting} />
        <FormInput field={fieldOf(definition, 'defaultAppID')} disabled={isSubmitting} />
      </Box>
    </DialogContent>
  );
}

function CloseButton({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button onClick={onClose} disabled={isSubmitting}>
      {translate('app.admin.close')}
    </Button>
  );
}

/** Create: once the body is one the API's schema accepts (and the password follows the rules); Loading while creating. */
function SubmitButton() {
  const translate = useTranslate();
  const values = useWatch() as Record<string, unknown>;
  const { isSubmitting } = useFormState();
  const valid =
    Object.keys(validate(values)).length === 0 &&
    isValidNewPassword({
      password: String(values.password),
      passwordConfirmation: String(values.passwordConfirmation),
    });
  return (
    <Button type="submit" variant="contained" disabled={!valid || isSubmitting}>
      {translate(isSubmitting ? 'app.admin.loading' : 'app.admin.create.submit')}
    </Button>
  );
}
