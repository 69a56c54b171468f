import { NewPasswordFields } from './NewPasswordFields';
import { useFormField } from './useFormField';

/**
 * The new password and its confirmation as two fields of the react-admin form around it (`password`,
 * `passwordConfirmation`), with the rules' badges and the API's refusal on each (the users' create and
 * reset-password forms).
 */
export function NewPasswordInputs({ passwordLabel, disabled }: { passwordLabel?: string; disabled?: boolean }) {
  const password = useFormField('password');
  const confirmation = useFormField('passwordConfirmation');
  const value = { password: password.value, passwordConfirmation: confirmation.value };
  return (
    <NewPasswordFields
      value={value}
      onChange={(next) => {
        if (next.password !== value.password) password.onChange(next.password);
        if (next.passwordConfirmation !== value.passwordConfirmation) confirmation.onChange(next.passwordConfirmation);
      }}
      passwordLabel={passwordLabel}
      disabled={disabled}
      errors={{ password: password.refused, passwordConfirmation: confirmation.refused }}
    />
  );
}
