import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { SUCCESS_HIDE_MS } from '@/constants';
import { LabelledForm } from '@/forms/LabelledForm';
import { FormNewPassword } from '@/forms/FormNewPassword';
import { PasswordField } from '@/forms/PasswordField';
import { schemaErrors } from '@/forms/schemaErrors';
import { SubmitWhenValid } from '@/forms/SubmitWhenValid';
import { useFormField } from '@/forms/useFormField';
import { useAuth } from '@/auth/authProvider';
import { passwordBody } from '@contract/schemas/users';
import type { User } from '@contract/types';
import { ImpersonationNotice } from './ImpersonationNotice';
import { useRefusal } from '@/forms/refusals';

interface Values {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
  keepAccessTokens: boolean;
}
const EMPTY: Values = { currentPassword: '', password: '', passwordConfirmation: '', keepAccessTokens: false };
const SOURCES = Object.keys(EMPTY);
/** The API's schema of the body; one's own new password also needs the current one (the gate's proof). */
const validate = (values: Record<string, unknown>) => ({
  ...schemaErrors(passwordBody, values),
  ...(values.currentPassword ? {} : { currentPassword: 'required' }),
});

/**
 * The signed-in user's new password, with their current one as proof (issue 33), on react-admin's form and
 * the API's schema of the body (contract/schemas/users.ts); their access tokens end with it unless they
 * keep them. Ends in Success ! and empty fields; a refusal shows on the field it names (a wrong current
 * password on Current Password); leaving the page with a password typed and not set asks first. While
 * impersonating, it says why the person acted as keeps their password to themself.
 */
export function ChangePasswordForm({ user }: { user: User }) {
  const auth = useAuth();
  const translate = useTranslate();
  const notify = useNotify();
  const refusal = useRefusal(SOURCES);
  const [done, setDone] = useState(false);
  const dismiss = useCallback(() => setDone(false), []);
  // A fresh form (fields and badges) after each success.
  const [round, setRound] = useState(0);

  const save = async (values: Record<string, unknown>) => {
    const { currentPassword, password, passwordConfirmation, keepAccessTokens } = values as unknown as Values;
    try {
      await auth.changePassword({ password, passwordConfirmation, currentPassword, keepAccessTokens });
    } catch (error) {
      return refusal(error);
    }
    setRound((r) => r + 1);
    setDone(true);
    notify('app.account.password.updated', { type: 'success', autoHideDuration: SUCCESS_HIDE_MS });
  };

  const title = (
    <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
      {translate('app.account.password.title')}
    </Typography>
  );
  if (user.impersonate) {
    return (
      <section aria-label={translate('app.account.password.title')}>
        {title}
        <ImpersonationNotice user={user} what="password" />
      </section>
    );
  }
  return (
    <LabelledForm
      key={round}
      label={translate('app.account.password.title')}
      record={EMPTY}
      validate={validate}
      onSubmit={save}
      warnWhenUnsavedChanges
    >
      {title}
      {done && (
        <Alert severity="success" onClose={() => setDone(false)} sx={{ my: 1 }}>
          <AlertTitle>{translate('app.account.password.successTitle')}</AlertTitle>
          {translate('app.account.password.success')}
        </Alert>
      )}
      <PasswordInputs onChange={dismiss} />
      <Box sx={{ mt: 2 }}>
        <SubmitWhenValid label={translate('app.account.password.submit')} validate={validate} />
      </Box>
    </LabelledForm>
  );
}

/**
 * Current Password, the new one with its confirmation and badges (the shared FormNewPassword), and whether
 * to keep the access tokens; typing anything dismisses the last Success !.
 */
function PasswordInputs({ onChange }: { onChange: () => void }) {
  const translate = useTranslate();
  const current = useFormField('currentPassword');
  const keep = useFormField<boolean>('keepAccessTokens');
  const { isSubmitting, isDirty } = useFormState();
  useEffect(() => {
    if (isDirty) onChange();
  }, [isDirty, onChange]);
  return (
    <>
      <PasswordField
        label={translate('app.account.password.currentPassword')}
        autoComplete="current-password"
        value={current.value}
        disabled={isSubmitting}
        error={!!current.refused}
        helperText={current.refused}
        onChange={(e) => current.onChange(e.target.value)}
      />
      <FormNewPassword passwordLabel={translate('app.account.password.newPassword')} />
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Checkbox checked={keep.value} disabled={isSubmitting} onChange={(e) => keep.onChange(e.target.checked)} />
        }
        label={translate('app.account.password.keepTokens')}
      />
      <FormHelperText sx={{ mt: 0 }}>{translate('app.account.password.keepTokensHint')}</FormHelperText>
    </>
  );
}
