import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { storePostLoginRedirect, type SigninPayload } from '@/auth';
import { useAuth } from '@/auth/authProvider';
import type { SecondFactorMethod } from '@/auth/calls';
import type { Enrolled } from '@/auth/secondFactorCalls';
import { FormTextInput } from '@/forms/FormTextInput';
import { LabelledForm } from '@/forms/LabelledForm';
import { useFailureReason, useRefusal } from '@/forms/refusals';
import { schemaErrors } from '@/forms/schemaErrors';
import { SubmitWhenValid } from '@/forms/SubmitWhenValid';
import { isPlatformError } from '@/platform/errors';
import { passkeyNameBody, recoveryCodeBody, totpConfirmBody } from '@contract/schemas/factors';
import { recoveryCodesTexts, secondFactorTexts } from '@/i18n/parts';
import { useTexts } from '@/i18n/useTexts';
import { qrCodeImage } from '@/ui/qrCode';
import { RecoveryCodes } from '@/ui/RecoveryCodes';
import { notifySigninError } from './notifySigninError';
import { selfService } from './selfServiceStore';
import { useCompleteSignin } from './useCompleteSignin';

interface Props {
  step: 'verify' | 'enrol';
  methods: SecondFactorMethod[];
  /** The post-login redirect read when the sign-in started: where the whole session goes, or put back. */
  stored: string | null;
}

const validateCode = (values: Record<string, unknown>) => schemaErrors(totpConfirmBody, values);
const validateRecoveryCode = (values: Record<string, unknown>) => schemaErrors(recoveryCodeBody, values);
const validateName = (values: Record<string, unknown>) => schemaErrors(passkeyNameBody, values);

/**
 * The second step of a sign-in (issue 38), after a right password or mailed code: the person gives one of
 * their factors (a passkey, a code of their app, a recovery code), or, when a group of theirs requires one
 * and they have none, adds one (a passkey or an authenticator app) and is shown their recovery codes once.
 * Then the sign-in goes on as before (Remember Me was the sign-in's; the stored redirect is kept). Cancel
 * ends the half-signed-in session.
 */
export default function SecondFactorDialog({ step, methods, stored }: Props) {
  const textsReady = useTexts(secondFactorTexts, recoveryCodesTexts);
  const auth = useAuth();
  const translate = useTranslate();
  const complete = useCompleteSignin();
  // Enrolment done: the recovery codes to show once, and the whole session's answer.
  const [enrolled, setEnrolled] = useState<{ codes: string[]; answer?: SigninPayload } | null>(null);

  const finish = async (answer: SigninPayload | undefined) => {
    await complete(answer, stored);
    selfService.close();
  };
  const cancel = () => {
    void auth.endSession();
    if (stored) storePostLoginRedirect(stored);
    selfService.close();
  };
  const onEnrolled = (result: Enrolled) => {
    if (result.recoveryCodes?.length) setEnrolled({ codes: result.recoveryCodes, answer: result.signedIn });
    else void finish(result.signedIn);
  };

  if (!textsReady) return null;
  const title = enrolled
    ? 'app.recoveryCodes.title'
    : step === 'enrol'
      ? 'app.signin.secondFactor.enrolTitle'
      : 'app.signin.secondFactor.title';
  return (
    <Dialog open fullWidth maxWidth="xs" aria-labelledby="second-factor-title" onClose={enrolled ? undefined : cancel}>
      <DialogTitle id="second-factor-title">{translate(title)}</DialogTitle>
      <DialogContent>
        {enrolled ? (
          <RecoveryCodes codes={enrolled.codes} />
        ) : step === 'verify' ? (
          <Verify methods={methods} onDone={(answer) => void finish(answer)} />
        ) : (
          <Enrol onDone={onEnrolled} />
        )}
      </DialogContent>
      <DialogActions>
        {enrolled ? (
          <Button variant="contained" onClick={() => void finish(enrolled.answer)}>
            {translate('app.signin.secondFactor.continue')}
          </Button>
        ) : (
          <Button onClick={cancel}>{translate('app.signin.cancel')}</Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/**
 * A passkey's button, its ceremony loaded on demand (@simplewebauthn/browser); the browser's own refusal (its
 * prompt closed) is told here, the API's by the adapter and the sign-in's notice.
 */
function PasskeyButton<T>({
  label,
  run,
  onDone,
  disabled,
}: {
  label: string;
  run: (passkeys: typeof import('./passkeys')) => Promise<T>;
  onDone: (result: T) => void;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const press = async () => {
    setBusy(true);
    try {
      onDone(await run(await import('./passkeys')));
    } catch (error) {
      if (isPlatformError(error)) notifySigninError(error);
      else notify('app.signin.passkeyNotUsed', { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="contained" fullWidth disabled={busy || disabled} onClick={() => void press()}>
      {translate(label)}
    </Button>
  );
}

/** The second step: the person's passkey, or a code of their app, or (on demand) a recovery code. */
function Verify({ methods, onDone }: { methods: SecondFactorMethod[]; onDone: (answer: SigninPayload) => void }) {
  const auth = useAuth();
  const translate = useTranslate();
  const hasApp = methods.includes('totp');
  const [recovery, setRecovery] = useState(!hasApp && !methods.includes('passkey'));

  const reasonOf = useFailureReason();
  /** A wrong factor is said on its field (issue 64), which keeps what was typed, selected for another try. */
  const submit = (name: 'code' | 'recoveryCode') => async (values: Record<string, unknown>) => {
    const value = String(values[name]);
    try {
      const calls = await auth.secondFactor();
      onDone(await calls.verifySecondFactor(name === 'code' ? { code: value } : { recoveryCode: value }));
    } catch (error) {
      return { [name]: reasonOf(error) };
    }
  };

  return (
    <Stack spacing={2}>
      <Typography>{translate('app.signin.secondFactor.verifyIntro')}</Typography>
      {methods.includes('passkey') && (
        <PasskeyButton
          label="app.signin.secondFactor.usePasskey"
          run={(passkeys) => passkeys.verifyWithPasskey(auth)}
          onDone={onDone}
        />
      )}
      {recovery ? (
        <CodeForm
          key="recoveryCode"
          name="recoveryCode"
          label={translate('app.signin.secondFactor.recoveryCode')}
          validate={validateRecoveryCode}
          onSubmit={submit('recoveryCode')}
        />
      ) : (
        hasApp && (
          <CodeForm
            key="code"
            name="code"
            label={translate('app.signin.secondFactor.appCode')}
            validate={validateCode}
            onSubmit={submit('code')}
          />
        )
      )}
      {methods.includes('recoveryCode') && (hasApp || !recovery) && (
        <Link component="button" type="button" variant="body2" onClick={() => setRecovery(!recovery)}>
          {translate(recovery ? 'app.signin.secondFactor.useApp' : 'app.signin.secondFactor.useRecoveryCode')}
        </Link>
      )}
    </Stack>
  );
}

/** One code to type (the app's, a recovery code), a react-admin form checked with the API's schema of its body. */
function CodeForm({
  name,
  label,
  validate,
  onSubmit,
}: {
  name: string;
  label: string;
  validate: (values: Record<string, unknown>) => Record<string, string>;
  onSubmit: (values: Record<string, unknown>) => Promise<unknown>;
}) {
  const translate = useTranslate();
  return (
    <LabelledForm label={label} record={{ [name]: '' }} validate={validate} onSubmit={onSubmit}>
      <FormTextInput name={name} label={label} autoComplete="one-time-code" autoFocus />
      <SelectAfterRefusal name={name} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <SubmitWhenValid label={translate('app.signin.secondFactor.verify')} validate={validate} />
      </Box>
    </LabelledForm>
  );
}

/**
 * A refused code keeps its place, selected once its submission is over: what is typed next replaces it, and
 * a code with one digit wrong can be mended (it was emptied, with the reason in a corner).
 */
function SelectAfterRefusal({ name }: { name: string }) {
  const { setFocus } = useFormContext();
  const { submitCount, isSubmitting, errors } = useFormState();
  const refused = !!errors[name];
  useEffect(() => {
    if (submitCount && !isSubmitting && refused) setFocus(name, { shouldSelect: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per refused submission, not when the form hands new functions
  }, [submitCount, isSubmitting, refused]);
  return null;
}

/** Enrolment: a passkey (named) or an authenticator app (QR code and key, confirmed by a first code). */
function Enrol({ onDone }: { onDone: (result: Enrolled) => void }) {
  const auth = useAuth();
  const translate = useTranslate();
  const [app, setApp] = useState<{ secret: string; qr: string } | null>(null);
  const [starting, setStarting] = useState(false);
  const refusal = useRefusal(['code']);

  const startApp = async () => {
    setStarting(true);
    try {
      const calls = await auth.secondFactor();
      // The QR code's library loads while the call runs.
      const started = calls.startAuthenticator();
      const [{ secret }, qr] = await Promise.all([started, qrCodeImage(started.then(({ uri }) => uri))]);
      setApp({ secret, qr });
    } catch {
      // the adapter told why
    } finally {
      setStarting(false);
    }
  };
  const confirm = async (values: Record<string, unknown>) => {
    try {
      const calls = await auth.secondFactor();
      onDone(await calls.confirmAuthenticator(String(values.code)));
    } catch (error) {
      return refusal(error); // notified by the adapter too
    }
  };

  return (
    <Stack spacing={2}>
      <Alert severity="info">{translate('app.signin.secondFactor.enrolIntro')}</Alert>
      <PasskeyForm onDone={onDone} disabled={starting} />
      <Divider />
      {app ? (
        <LabelledForm
          label={translate('app.signin.secondFactor.addApp')}
          record={{ code: '' }}
          validate={validateCode}
          onSubmit={confirm}
        >
          <Typography>{translate('app.signin.secondFactor.scan')}</Typography>
          <Box
            component="img"
            src={app.qr}
            alt={translate('app.signin.secondFactor.qrCode')}
            sx={{ display: 'block', mx: 'auto', my: 1 }}
          />
          <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all', my: 1 }} data-testid="authenticator-key">
            {app.secret}
          </Typography>
          <FormTextInput
            name="code"
            label={translate('app.signin.secondFactor.appCode')}
            autoComplete="one-time-code"
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
            <SubmitWhenValid label={translate('app.signin.secondFactor.confirm')} validate={validateCode} />
          </Box>
        </LabelledForm>
      ) : (
        <Button variant="outlined" fullWidth disabled={starting} onClick={() => void startApp()}>
          {translate('app.signin.secondFactor.addApp')}
        </Button>
      )}
    </Stack>
  );
}

/** A new passkey's name, then the browser's ceremony. */
function PasskeyForm({ onDone, disabled }: { onDone: (result: Enrolled) => void; disabled: boolean }) {
  const auth = useAuth();
  const translate = useTranslate();
  return (
    <LabelledForm
      label={translate('app.signin.secondFactor.addPasskey')}
      record={{ name: translate('app.signin.secondFactor.defaultPasskeyName') }}
      validate={validateName}
      // The button below runs the browser's ceremony; Enter in the name sends nothing.
      onSubmit={() => undefined}
    >
      <FormTextInput name="name" label={translate('app.signin.secondFactor.passkeyName')} />
      <NamedPasskeyButton onDone={onDone} disabled={disabled} auth={auth} />
    </LabelledForm>
  );
}

function NamedPasskeyButton({
  onDone,
  disabled,
  auth,
}: {
  onDone: (result: Enrolled) => void;
  disabled: boolean;
  auth: ReturnType<typeof useAuth>;
}) {
  const values = useWatch();
  const valid = Object.keys(validateName({ ...values })).length === 0;
  return (
    <Box sx={{ mt: 1 }}>
      <PasskeyButton
        label="app.signin.secondFactor.addPasskey"
        disabled={disabled || !valid}
        run={(passkeys) => passkeys.enrolPasskey(auth, String(values.name).trim())}
        onDone={onDone}
      />
    </Box>
  );
}
