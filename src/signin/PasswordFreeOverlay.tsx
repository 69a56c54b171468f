import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { clearPostLoginRedirect, readPostLoginRedirect, storePostLoginRedirect } from '@/auth';
import { clearAccessCache } from '@/auth/access';
import { EmailField } from '@/forms/EmailField';
import { isValidEmail } from '@/forms/validation';
import { useAuth } from '@/auth/authProvider';
import { CodeInput } from './CodeInput';
import { notifySigninError } from './notifySigninError';
import { serverSessionCleared } from './sessionReset';
import { useCompleteSignin } from './useCompleteSignin';
import { isCompleteCode, normalizeCode } from './validation';

export interface PasswordFreeStart {
  email: string;
  /** A code from a link: the overlay opens on the code step and submits a complete one at once. */
  code?: string;
}

interface Props {
  open: boolean;
  start: PasswordFreeStart;
  onClose: () => void;
}

type Step = 'email' | 'code';

/**
 * Password-free sign-in (spec 1 section 2): the e-mail step sends a one-time code, the code step
 * takes six digits and signs in by itself as soon as the sixth one is there.
 */
export function PasswordFreeOverlay({ open, start, onClose }: Props) {
  const auth = useAuth();
  const translate = useTranslate();
  const complete = useCompleteSignin();
  const [step, setStep] = useState<Step>(start.code ? 'code' : 'email');
  const [email, setEmail] = useState(start.email);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState(normalizeCode(start.code ?? ''));
  const [loading, setLoading] = useState(false);
  const submitted = useRef<string | null>(null);

  const requestCode = async () => {
    setLoading(true);
    try {
      const answer = await auth.sendCode(email.trim());
      setPhone(answer?.phone ?? '');
      setCode('');
      submitted.current = null;
      setStep('code');
    } catch {
      // notified by the adapter
    } finally {
      setLoading(false);
    }
  };

  const signIn = async (value: string) => {
    setLoading(true);
    const stored = readPostLoginRedirect();
    clearPostLoginRedirect();
    try {
      await serverSessionCleared();
      const answer = await auth.signinWithCode(value, isValidEmail(email) ? email.trim() : undefined);
      clearAccessCache();
      await complete(answer, stored);
    } catch (error) {
      notifySigninError(error); // back to idle with empty boxes for another try
      if (stored) storePostLoginRedirect(stored);
      setCode('');
      submitted.current = null;
      setLoading(false);
    }
  };

  // A six-character code submits by itself, once per code.
  useEffect(() => {
    if (open && step === 'code' && isCompleteCode(code) && submitted.current !== code) {
      submitted.current = code;
      void signIn(code);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, step, code]);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="password-free-title">
      <DialogTitle id="password-free-title">{translate('app.signin.passwordFree.title')}</DialogTitle>
      {loading && <LinearProgress />}
      <DialogContent>
        {step === 'email' ? (
          <form
            id="password-free-form"
            onSubmit={(e) => {
              e.preventDefault();
              if (isValidEmail(email)) void requestCode();
            }}
          >
            <EmailField value={email} onChange={setEmail} autoFocus disabled={loading} />
          </form>
        ) : (
          <>
            <Typography sx={{ mb: 2 }}>{translate('app.signin.passwordFree.codeSent', { phone })}</Typography>
            <CodeInput value={code} onChange={setCode} disabled={loading} />
            <Link
              component="button"
              type="button"
              variant="body2"
              sx={{ mt: 2 }}
              onClick={() => {
                setStep('email');
                setCode('');
              }}
            >
              {translate('app.signin.passwordFree.didntGetCode')}
            </Link>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.signin.cancel')}</Button>
        {step === 'email' && (
          <Button
            type="submit"
            form="password-free-form"
            variant="contained"
            disabled={loading || !isValidEmail(email)}
          >
            {translate('app.signin.send')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
