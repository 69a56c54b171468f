import TextField from '@mui/material/TextField';
import { useFormState } from 'react-hook-form';
import { useFormField } from './useFormField';

/** A text field of the react-admin form around it, with the API's refusal naming it; disabled while sending. */
export function FormTextInput({
  name,
  label,
  autoComplete,
  required,
  autoFocus,
}: {
  name: string;
  label: string;
  autoComplete?: string;
  required?: boolean;
  autoFocus?: boolean;
}) {
  const input = useFormField(name);
  const { isSubmitting } = useFormState();
  return (
    <TextField
      fullWidth
      autoFocus={autoFocus}
      margin="dense"
      required={required}
      label={label}
      autoComplete={autoComplete}
      value={input.value}
      disabled={isSubmitting}
      error={!!input.refused}
      helperText={input.refused}
      onChange={input.onChange}
      onBlur={input.onBlur}
      inputRef={input.ref}
    />
  );
}
