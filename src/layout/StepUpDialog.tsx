import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useAuth } from '@/auth/authProvider';
import { OutlinedField } from '@/forms/OutlinedField';
import { PasswordField } from '@/forms/PasswordField';
import { useFailureReason } from '@/forms/refusals';
import { useTexts } from '@/i18n/useTexts';
import { stepUpTexts } from './stepUpTexts';

/**
 * Asks for the password (or a code of the authenticator app) before a dangerous call, steps the session up,
 * and lets the refused call go again (StepUpHost.tsx). A wrong answer is said here, and nothing of
 * the page behind is touched: the form or selection the person was in waits for this dialog.
 */
/** `onAnswer(true)` once the session is stepped up, `onAnswer(false)` when the person cancels. */
export function StepUpDialog({ onAnswer }: { onAnswer: (confirmed: boolean) => void }) {
  const translate = useTranslate();
  const auth = useAuth();
  const reasonOf = useFailureReason();
  const [byCode, setByCode] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const ready = useTexts(stepUpTexts);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value || sending) return;
    setSending(true);
    setError(undefined);
    try {
      const { stepUp } = await auth.stepUp();
      await stepUp(byCode ? { code: value.trim() } : { password: value });
      onAnswer(true);
    } catch (failure) {
      setError(reasonOf(failure));
      setSending(false);
    }
  };
  const switchKind = () => {
    setByCode((code) => !code);
    setValue('');
    setError(undefined);
  };
  const label = translate(byCode ? 'app.stepUp.code' : 'app.stepUp.password');
  const fieldProps = {
    id: 'step-up-secret',
    label,
    value,
    autoFocus: true,
    error: !!error,
    helperText: error,
    onChange: (event: { target: { value: string } }) => setValue(event.target.value),
  };

  if (!ready) return null;
  return (
    <Dialog open onClose={() => onAnswer(false)} aria-labelledby="step-up-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="step-up-title">{translate('app.stepUp.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('app.stepUp.explanation')}</DialogContentText>
          {byCode ? (
            <OutlinedField
              {...fieldProps}
              fullWidth
              margin="dense"
              required
              autoComplete="one-time-code"
              inputProps={{ inputMode: 'numeric' }}
            />
          ) : (
            <PasswordField {...fieldProps} />
          )}
          <Button size="small" onClick={switchKind} sx={{ mt: 1 }}>
            {translate(byCode ? 'app.stepUp.usePassword' : 'app.stepUp.useCode')}
          </Button>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onAnswer(false)}>{translate('app.stepUp.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!value || sending}>
            {translate('app.stepUp.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
