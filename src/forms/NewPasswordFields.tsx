import { lazy, Suspense, useState } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import CheckIcon from '@mui/icons-material/Check';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import { useTranslate } from 'react-admin';
import { PasswordField } from './PasswordField';
import { PASSWORD_RULES, checkNewPassword, type NewPassword } from './validation';

// Loaded with the fields, not with the page (its engine only once a password is typed).
const StrengthMeter = lazy(() => import('./StrengthMeter'));

interface Props {
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  passwordLabel?: string;
  disabled?: boolean;
  /** Why the API refused a field, shown on it (a form on react-admin's: the API's refusal naming it). */
  errors?: Partial<Record<keyof NewPassword, string>>;
  /** The person's name and address, when known: the strength meter warns when the password holds them. */
  userInputs?: (string | undefined)[];
}

/**
 * New password and its confirmation, with one badge per rule of spec 1 section 5. Badges stay neutral
 * until a password field has been focused, then show success or warning. Under the new password, how
 * guessable it is and why (issue 59). Sign-up, reset, My Account's password form and the Users page (create,
 * reset) use it.
 */
export function NewPasswordFields({ value, onChange, passwordLabel, disabled, errors, userInputs }: Props) {
  const translate = useTranslate();
  const [focused, setFocused] = useState(false);
  const results = checkNewPassword(value);
  return (
    <>
      <PasswordField
        label={passwordLabel ?? translate('app.signin.password')}
        autoComplete="new-password"
        value={value.password}
        disabled={disabled}
        error={!!errors?.password}
        helperText={errors?.password}
        onFocus={() => setFocused(true)}
        onChange={(e) => onChange({ ...value, password: e.target.value })}
      />
      <Suspense fallback={null}>
        <StrengthMeter password={value.password} userInputs={userInputs} />
      </Suspense>
      <PasswordField
        label={translate('app.signin.passwordConfirmation')}
        autoComplete="new-password"
        value={value.passwordConfirmation}
        disabled={disabled}
        error={!!errors?.passwordConfirmation}
        helperText={errors?.passwordConfirmation}
        onFocus={() => setFocused(true)}
        onChange={(e) => onChange({ ...value, passwordConfirmation: e.target.value })}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }} aria-live="polite">
        {PASSWORD_RULES.map((rule) => {
          const color = !focused ? 'default' : results[rule] ? 'success' : 'warning';
          return (
            <Chip
              key={rule}
              size="small"
              variant={focused ? 'filled' : 'outlined'}
              color={color}
              icon={focused ? results[rule] ? <CheckIcon /> : <ErrorOutlinedIcon /> : undefined}
              label={translate(`app.signin.rules.${rule}`)}
            />
          );
        })}
      </Stack>
    </>
  );
}
