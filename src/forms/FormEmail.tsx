import { useFormState } from 'react-hook-form';
import { EmailField } from './EmailField';
import { useFormField } from './useFormField';

/** EmailField as the `email` field of the react-admin form around it, with the API's refusal naming it. */
export function FormEmail({ autoFocus }: { autoFocus?: boolean }) {
  const { isSubmitting } = useFormState();
  const email = useFormField('email');
  return (
    <EmailField
      value={email.value}
      onChange={email.onChange}
      onBlur={email.onBlur}
      autoFocus={autoFocus}
      disabled={isSubmitting}
      error={!!email.refused}
      helperText={email.refused}
    />
  );
}
