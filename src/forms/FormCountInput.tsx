import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { useController, useFormState, useWatch } from 'react-hook-form';

/** A form's check: each field's message key, by field name, for the values as they stand. */
export type FormErrors = (values: Record<string, unknown>) => Record<string, string | undefined>;

/**
 * A whole number of the react-admin form around it (days, hours, minutes): the form's own check once the
 * field is changed, or the API's refusal naming it, under it; disabled while sending.
 */
export function FormCountInput({ name, label, errors }: { name: string; label: string; errors: FormErrors }) {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name });
  const values = useWatch();
  const { isSubmitting } = useFormState();
  const refused = fieldState.error?.type === 'server' ? fieldState.error.message : undefined;
  const wrong = fieldState.isDirty || fieldState.isTouched ? errors(values)[name] : undefined;
  const error = refused ?? (wrong && translate(wrong));
  return (
    <TextField
      margin="dense"
      label={label}
      value={field.value ?? ''}
      disabled={isSubmitting}
      error={!!error}
      helperText={error || ' '}
      onChange={field.onChange}
      onBlur={field.onBlur}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
