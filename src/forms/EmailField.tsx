import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { OutlinedField, type OutlinedFieldProps } from './OutlinedField';
import { isValidEmail } from './validation';

type Props = Omit<OutlinedFieldProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * An e-mail input whose error shows only once the person has left it (spec 1 section 5): sign-in's
 * dialogs and My Account's profile use it. It is always a required field; `error` marks it wrong too (the
 * API's refusal of it, which `helperText` says).
 */
export function EmailField({ value, onChange, onBlur, ...props }: Props) {
  const translate = useTranslate();
  const [touched, setTouched] = useState(false);
  const showError = touched && value !== '' && !isValidEmail(value);
  return (
    <OutlinedField
      fullWidth
      margin="dense"
      type="email"
      autoComplete="email"
      // Every form that asks for an e-mail needs it: marked as required (issue 42).
      required
      label={translate('app.signin.email')}
      {...props}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={(e) => {
        setTouched(true);
        onBlur?.(e);
      }}
      error={showError || props.error}
      helperText={showError ? translate('app.signin.invalidEmail') : props.helperText}
    />
  );
}
