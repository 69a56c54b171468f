import { useFormState, useWatch } from 'react-hook-form';
import { NewPasswordFields } from './NewPasswordFields';
import { useFormField } from './useFormField';

/**
 * NewPasswordFields as the `password` and `passwordConfirmation` fields of the react-admin form around
 * it, each with the API's refusal naming it (the sign-up and reset dialogs, the users' create and
 * reset-password forms); disabled while the form is sent, or when told.
 */
export function FormNewPassword({ passwordLabel, disabled }: { passwordLabel?: string; disabled?: boolean }) {
  const { isSubmitting } = useFormState();
  const password = useFormField('password');
  const confirmation = useFormField('passwordConfirmation');
  // The sign-up's and the users' create form hold the person's name and address: the meter warns about them.
  const userInputs = useWatch({ name: ['firstName', 'lastName', 'email'] }) as (string | undefined)[];
  return (
    <NewPasswordFields
      value={{ password: password.value, passwordConfirmation: confirmation.value }}
      onChange={(next) => {
        if (next.password !== password.value) password.onChange(next.password);
        if (next.passwordConfirmation !== confirmation.value) confirmation.onChange(next.passwordConfirmation);
      }}
      errors={{ password: password.refused, passwordConfirmation: confirmation.refused }}
      disabled={disabled || isSubmitting}
      passwordLabel={passwordLabel}
      userInputs={userInputs}
    />
  );
}
