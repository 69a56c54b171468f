import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { clearPostLoginRedirect, readPostLoginRedirect, storePostLoginRedirect } from '@/auth';
import { clearAccessCache } from '@/auth/accessCache';
import { FormEmail } from '@/forms/FormEmail';
import { LabelledForm } from '@/forms/LabelledForm';
import { useRefusal } from '@/forms/refusals';
import { schemaErrors } from '@/forms/schemaErrors';
import { SubmitWhenValid } from '@/forms/SubmitWhenValid';
import { useFormField } from '@/forms/useFormField';
import { isValidEmail } from '@/forms/validation';
import { useAuth } from '@/auth/authProvider';
import { useConfig } from '@/config';
import { codeBody, emailBody } from '@contract/schemas/selfService';
import { CodeInput } from './CodeInput';
import { notifySigninError } from './notifySigninError';
import { selfService } from './selfServiceStore';
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

/** What the code step sends: the code, and the address when it is one (a link may carry none). */
const codeOf = ({ code, email }: Record<string, unknown>) => ({
  code: String(code),
  email: isValidEmail(String(email)) ? String(email).trim() : undefined,
});
const validateEmail = (values: Record<string, unknown>) => schemaErrors(emailBody, values);
const validateCode = (values: Record<string, unknown>) => schemaErrors(codeBody, codeOf(values));

/**
 * Password-free sign-in (spec 1 section 2): the e-mail step sends a one-time code, the code step
 * takes six digits and signs in by itself as soon as the sixth one is there. Each step is a react-admin
 * form checked with the API's schema of its body (contract/schemas/selfService.ts).
 */
export function PasswordFreeOverlay({ open, start, onClose }: Props) {
  const [email, setEmail] = useState(start.email);
  // null: the e-mail step; else the code step, with the phone's last digits the API answered.
  const [sentTo, setSentTo] = useState<{ phone: string } | null>(start.code ? { phone: '' } : null);
  const [link, setLink] = useState(start.code);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="password-free-title">
      {sentTo ? (
        <CodeStep
          open={open}
          email={email}
          phone={sentTo.phone}
          initialCode={normalizeCode(link ?? '')}
          onBack={() => {
            setLink(undefined);
            setSentTo(null);
          }}
          onClose={onClose}
        />
      ) : (
        <EmailStep
          email={email}
          onSent={(address, phone) => {
            setEmail(address);
            setSentTo({ phone });
          }}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function Title() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <>
      <DialogTitle id="password-free-title">{translate('app.signin.passwordFree.title')}</DialogTitle>
      {isSubmitting && <LinearProgress />}
    </>
  );
}

/** The e-mail a code is sent to; the API answers alike whether or not it has an account. */
function EmailStep({
  email,
  onSent,
  onClose,
}: {
  email: string;
  onSent: (email: string, phone: string) => void;
  onClose: () => void;
}) {
  const auth = useAuth();
  const translate = useTranslate();
  const { features } = useConfig();
  const refusal = useRefusal(['email']);
  const send = async (values: Record<string, unknown>) => {
    const address = String(values.email);
    try {
      const answer = await auth.sendCode(address.trim());
      onSent(address, answer?.phone ?? '');
    } catch (error) {
      return refusal(error); // notified by the adapter too
    }
  };
  return (
    <LabelledForm
      label={translate('app.signin.passwordFree.title')}
      inDialog
      record={{ email }}
      validate={validateEmail}
      onSubmit={send}
    >
      <Title />
      <DialogContent>
        <FormEmail autoFocus />
        {/* The sign-in form hides its reset link when password-free sign-in is on (spec 1): offered here instead. */}
        {features.resetPassword && (
          <Link
            component="button"
            type="button"
            variant="body2"
            sx={{ display: 'block', mt: 1 }}
            onClick={() => {
              onClose();
              selfService.open({ kind: 'forgot' });
            }}
          >
            {translate('app.signin.forgotPassword')}
          </Link>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.signin.cancel')}</Button>
        <SubmitWhenValid label={translate('app.signin.send')} validate={validateEmail} />
      </DialogActions>
    </LabelledForm>
  );
}

function CodeStep({
  open,
  email,
  phone,
  initialCode,
  onBack,
  onClose,
}: {
  open: boolean;
  email: string;
  phone: string;
  initialCode: string;
  onBack: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  return (
    <LabelledForm
      label={translate('app.signin.passwordFree.title')}
      inDialog
      record={{ code: initialCode, email }}
      validate={validateCode}
    >
      <Title />
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{translate('app.signin.passwordFree.codeSent', { phone })}</Typography>
        <CodeBoxes open={open} />
        <Link component="button" type="button" variant="body2" sx={{ mt: 2 }} onClick={onBack}>
          {translate('app.signin.passwordFree.didntGetCode')}
        </Link>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.signin.cancel')}</Button>
      </DialogActions>
    </LabelledForm>
  );
}

/** The six boxes; a complete code signs in by itself, once per code; a wrong one empties them for another try. */
function CodeBoxes({ open }: { open: boolean }) {
  const auth = useAuth();
  const complete = useCompleteSignin();
  const { handleSubmit, setValue } = useFormContext();
  const { isSubmitting } = useFormState();
  const code = useFormField('code');
  const submitted = useRef<string | null>(null);

  const signIn = async (values: Record<string, unknown>) => {
    const body = codeOf(values);
    const stored = readPostLoginRedirect();
    clearPostLoginRedirect();
    try {
      await serverSessionCleared();
      const answer = await auth.signinWithCode(body.code, body.email);
      clearAccessCache();
      await complete(answer, stored);
    } catch (error) {
      notifySigninError(error); // back to idle with empty boxes for another try
      if (stored) storePostLoginRedirect(stored);
      setValue('code', '');
      submitted.current = null;
    }
  };

  useEffect(() => {
    if (!open || !isCompleteCode(code.value) || submitted.current === code.value) return;
    // After the effects of this render: the form's own (react-admin resets it to its record when it
    // mounts, which would cancel a submission under way, as with a code from a link).
    const timer = setTimeout(() => {
      submitted.current = code.value;
      void handleSubmit(signIn)();
    });
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- submits when opened or when the code changes, not with each new handler
  }, [open, code.value]);

  return <CodeInput value={code.value} onChange={code.onChange} disabled={isSubmitting} />;
}
