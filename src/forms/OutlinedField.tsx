import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useThemeProps } from '@mui/material/styles';

export type OutlinedFieldProps = Omit<OutlinedInputProps, 'label' | 'value' | 'margin'> & {
  value: string;
  label?: ReactNode;
  helperText?: ReactNode;
  margin?: 'none' | 'dense' | 'normal';
};

/**
 * MUI's outlined TextField, put together from its parts (the same markup, label and helper text tied
 * to the input) without the select mode TextField always brings along (Select, Menu, Popover…): the
 * sign-in form is the first thing a visitor downloads, and every form field here is a plain input.
 */
export function OutlinedField(props: OutlinedFieldProps) {
  // The theme's TextField defaults (margin, size, full width) apply here as to every other field; the
  // variant is this component's own.
  const {
    label,
    helperText,
    margin,
    fullWidth,
    error,
    disabled,
    required,
    size,
    id: givenId,
    sx,
    className,
    variant: _variant,
    ...input
  }: OutlinedFieldProps & { variant?: unknown } = useThemeProps({ props, name: 'MuiTextField' });
  const generated = useId();
  const id = givenId ?? generated;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      className={['MuiTextField-root', className].filter(Boolean).join(' ')}
      variant="outlined"
      margin={margin}
      fullWidth={fullWidth}
      error={error}
      disabled={disabled}
      required={required}
      size={size}
      sx={sx}
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={`${id}-label`}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput id={id} label={label} aria-describedby={helperId} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
