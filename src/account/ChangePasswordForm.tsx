import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import { SUCCESS_HIDE_MS } from '@/constants';
import { NewPasswordFields } from '@/forms/NewPasswordFields';
import { PasswordField } from '@/forms/PasswordField';
import { emptyNewPassword, isValidNewPassword } from '@/forms/validation';
import { useAuth } from '@/auth/authProvider';
import type { User } from '@/platform/types';
import { ImpersonationNotice } from './ImpersonationNotice';

/**
 * The signed-in user's new password, with their current one as proof (issue 33); their access tokens end
 * with it unless they keep them. Ends in Success ! and empty fields. While impersonating, it says why the
 * person acted as keeps their password to themself.
 */
export function ChangePasswordForm({ user }: { user: User }) {
  const auth = useAuth();
  const translate = useTranslate();
  const notify = useNotify();
  const [current, setCurrent] = useState('');
  const [value, setValue] = useState(emptyNewPassword);
  const [keepTokens, setKeepTokens] = useState(false);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  // A fresh set of fields (and badges) after each success.
  const [round, setRound] = useState(0);
  const valid = isValidNewPassword(value) && current !== '';

  const save = async () => {
    setSaving(true);
    try {
      await auth.changePassword({ ...value, currentPassword: current, keepAccessTokens: keepTokens });
      setValue(emptyNewPassword);
      setCurrent('');
      setKeepTokens(false);
      setRound((r) => r + 1);
      setDone(true);
      notify('app.account.password.updated', { type: 'success', autoHideDuration: SUCCESS_HIDE_MS });
    } catch {
      // notified by the adapter
    } finally {
      setSaving(false);
    }
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
    <form
      aria-label={translate('app.account.password.title')}
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) void save();
      }}
    >
      {title}
      {done && (
        <Alert severity="success" onClose={() => setDone(false)} sx={{ my: 1 }}>
          <AlertTitle>{translate('app.account.password.successTitle')}</AlertTitle>
          {translate('app.account.password.success')}
        </Alert>
      )}
      <PasswordField
        label={translate('app.account.password.currentPassword')}
        autoComplete="current-password"
        value={current}
        disabled={saving}
        onChange={(e) => {
          setDone(false);
          setCurrent(e.target.value);
        }}
      />
      <NewPasswordFields
        key={round}
        value={value}
        onChange={(next) => {
          setDone(false);
          setValue(next);
        }}
        disabled={saving}
        passwordLabel={translate('app.account.password.newPassword')}
      />
      <FormControlLabel
        sx={{ mt: 1 }}
        control={<Checkbox checked={keepTokens} disabled={saving} onChange={(e) => setKeepTokens(e.target.checked)} />}
        label={translate('app.account.password.keepTokens')}
      />
      <FormHelperText sx={{ mt: 0 }}>{translate('app.account.password.keepTokensHint')}</FormHelperText>
      <Button type="submit" variant="contained" disabled={saving || !valid} sx={{ mt: 2 }}>
        {translate('app.account.password.submit')}
      </Button>
    </form>
  );
}
