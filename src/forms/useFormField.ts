import { useController } from 'react-hook-form';

/**
 * A field of the react-admin form around it (react-hook-form underneath): its value, handlers and element
 * (so that the form can focus it), and
 * why the API refused it when a save named it (until it changes). The forms show their own texts for
 * the rules they check before sending (badges, Wrong phone format…), so only the API's refusal shows here.
 */
export function useFormField<T = string>(name: string) {
  const { field, fieldState } = useController({ name });
  const refused = fieldState.error?.type === 'server' ? fieldState.error.message : undefined;
  return { value: field.value as T, onChange: field.onChange, onBlur: field.onBlur, ref: field.ref, refused };
}
