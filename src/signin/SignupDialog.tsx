import { FormTextInput } from '@/forms/FormTextInput';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useNavigate } from '@/navigation';
import { useTranslate } from 'react-admin';
import { useConfig } from '@/config';
import { FormEmail } from '@/forms/FormEmail';
import { LabelledForm } from '@/forms/LabelledForm';
import { useGuardedClose } from '@/forms/unsavedChanges';
import { FormNewPassword } from '@/forms/FormNewPassword';
import { useRefusal } from '@/forms/refusals';
import { schemaErrors } from '@/forms/schemaErrors';
import { SubmitWhenValid } from '@/forms/SubmitWhenValid';
import { useAuth } from '@/auth/authProvider';
import { signupBody } from '@contract/schemas/selfService';
import { selfService } from './selfServiceStore';
import { signupPayload, type SignupForm } from './signupPayload';

interface Props {
  onClose: () => void;
  inviteToken?: string;
  email?: string;
  /** An organization's join token, from a sign-up link. */
  organizationToken?: string;
}

type Outcome = { active: boolean; email: string } | null;

type Values = Required<Omit<SignupForm, 'inviteToken'>>;

/**
 * Account creation (spec 1 sections 2 and 4), on react-admin's form and the API's schema of the body
 * (contract/schemas/selfService.ts); a refusal naming a field shows on it (a taken e-mail on Email).
 * Opened from the sign-in page, a signup link (with an organization's token when copied from the
 * organization), an inviteToken link or the join-organization page (then with the invite token and e-mail).
 */
export function SignupDialog({
  onClose,
  inviteToken,
  email: initialEmail = '',
  organizationToken: initialOrganizationToken = '',
}: Props) {
  const auth = useAuth();
  const translate = useTranslate();
  const navigate = useNavigate();
  const { features, signinPath } = useConfig();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { close, unsaved } = useGuardedClose(onClose);
  const withOrganizationToken = features.signupWithOrganizationToken && !inviteToken;
  const shown = [
    'email',
    'firstName',
    'lastName',
    'password',
    'passwordConfirmation',
    ...(withOrganizationToken ? ['organizationToken'] : []),
    ...(features.referralCode ? ['referralCode'] : []),
  ];
  const refusal = useRefusal(shown);
  const record: Values = {
    email: initialEmail,
    firstName: '',
    lastName: '',
    password: '',
    passwordConfirmation: '',
    organizationToken: initialOrganizationToken,
    referralCode: '',
  };

  /** The body this form sends: only the fields the flags show (spec 1 section 4's rules). */
  const payloadOf = (values: Record<string, unknown>) => {
    const form = values as Values;
    return signupPayload({
      ...form,
      inviteToken,
      organizationToken: features.signupWithOrganizationToken ? form.organizationToken : undefined,
      referralCode: features.referralCode ? form.referralCode : undefined,
    });
  };
  const validate = (values: Record<string, unknown>) => schemaErrors(signupBody, payloadOf(values));

  const submit = async (values: Record<string, unknown>) => {
    const payload = payloadOf(values);
    try {
      const created = await auth.signup(payload);
      setOutcome({ active: !!created?.active, email: payload.email });
    } catch (error) {
      return refusal(error); // notified by the adapter too
    }
    // The sign-in page receives the e-mail, ready for the first sign-in (the dialog stays open).
    selfService.prefill({ email: payload.email });
    navigate(`${signinPath}?email=${encodeURIComponent(payload.email)}`);
  };

  const title = translate('app.signin.signup.title');
  return (
    <Dialog open onClose={outcome ? onClose : close} fullWidth maxWidth="xs" aria-labelledby="signup-title">
      {outcome ? (
        <>
          <DialogTitle id="signup-title">{title}</DialogTitle>
          <DialogContent>
            {outcome.active ? (
              <Alert severity="success">
                <AlertTitle>{translate('app.signin.signup.allSet')}</AlertTitle>
                {translate('app.signin.signup.canSignIn')}
              </Alert>
            ) : (
              <Alert severity="info">{translate('app.signin.signup.confirmEmail', { email: outcome.email })}</Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose}>
              {translate('app.signin.activate.signIn')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <LabelledForm label={title} inDialog record={record} validate={validate} onSubmit={submit} unsaved={unsaved}>
          <DialogTitle id="signup-title">{title}</DialogTitle>
          <DialogContent>
            <SignupInputs
              autoFocus={!initialEmail}
              withOrganizationToken={withOrganizationToken}
              withReferralCode={features.referralCode}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('app.signin.cancel')}</Button>
            <SubmitWhenValid label={translate('app.signin.submit')} validate={validate} />
          </DialogActions>
        </LabelledForm>
      )}
    </Dialog>
  );
}

/** The fields the flags show, each with the API's refusal naming it. */
function SignupInputs({
  autoFocus,
  withOrganizationToken,
  withReferralCode,
}: {
  autoFocus: boolean;
  withOrganizationToken: boolean;
  withReferralCode: boolean;
}) {
  const translate = useTranslate();
  return (
    <>
      <FormEmail autoFocus={autoFocus} />
      <FormTextInput name="firstName" label={translate('app.signin.firstName')} autoComplete="given-name" required />
      <FormTextInput name="lastName" label={translate('app.signin.lastName')} autoComplete="family-name" required />
      <FormNewPassword />
      {withOrganizationToken && (
        <FormTextInput name="organizationToken" label={translate('app.signin.signup.organizationToken')} />
      )}
      {withReferralCode && <FormTextInput name="referralCode" label={translate('app.signin.signup.referralCode')} />}
    </>
  );
}
