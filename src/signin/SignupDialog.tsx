import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useNavigate } from '@/navigation';
import { useTranslate } from 'react-admin';
import { useConfig } from '@/config';
import { EmailField } from '@/forms/EmailField';
import { NewPasswordFields } from '@/forms/NewPasswordFields';
import { emptyNewPassword, isValidEmail, isValidNewPassword } from '@/forms/validation';
import { useAuth } from '@/auth/authProvider';
import { selfService } from './selfServiceStore';
import { signupPayload } from './signupPayload';

interface Props {
  onClose: () => void;
  inviteToken?: string;
  email?: string;
  /** An organization's join token, from a sign-up link. */
  organizationToken?: string;
}

type Outcome = { active: boolean; email: string } | null;

/**
 * Account creation (spec 1 sections 2 and 4). Opened from the sign-in page, a signup link (with an
 * organization's token when copied from the organization), an inviteToken link or the join-organization
 * page (then with the invite token and e-mail).
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
  const [email, setEmail] = useState(initialEmail);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState(emptyNewPassword);
  const [organizationToken, setOrganizationToken] = useState(initialOrganizationToken);
  const [referralCode, setReferralCode] = useState('');
  const [loading, setLoading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const valid =
    isValidEmail(email) && firstName.trim() !== '' && lastName.trim() !== '' && isValidNewPassword(password);

  const submit = async () => {
    setLoading(true);
    try {
      const payload = signupPayload({
        email,
        firstName,
        lastName,
        ...password,
        inviteToken,
        organizationToken: features.signupWithOrganizationToken ? organizationToken : undefined,
        referralCode: features.referralCode ? referralCode : undefined,
      });
      const created = await auth.signup(payload);
      setOutcome({ active: !!created?.active, email: payload.email });
      // The sign-in page receives the e-mail, ready for the first sign-in (the dialog stays open).
      selfService.prefill({ email: payload.email });
      navigate(`${signinPath}?email=${encodeURIComponent(payload.email)}`);
    } catch {
      // notified by the adapter
    } finally {
      setLoading(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="signup-title">
      <DialogTitle id="signup-title">{translate('app.signin.signup.title')}</DialogTitle>
      <DialogContent>
        {outcome ? (
          outcome.active ? (
            <Alert severity="success">
              <AlertTitle>{translate('app.signin.signup.allSet')}</AlertTitle>
              {translate('app.signin.signup.canSignIn')}
            </Alert>
          ) : (
            <Alert severity="info">{translate('app.signin.signup.confirmEmail', { email: outcome.email })}</Alert>
          )
        ) : (
          <form
            id="signup-form"
            onSubmit={(e) => {
              e.preventDefault();
              if (valid) void submit();
            }}
          >
            <EmailField value={email} onChange={setEmail} autoFocus={!initialEmail} disabled={loading} />
            <TextField
              fullWidth
              margin="dense"
              required
              label={translate('app.signin.firstName')}
              autoComplete="given-name"
              value={firstName}
              disabled={loading}
              onChange={(e) => setFirstName(e.target.value)}
            />
            <TextField
              fullWidth
              margin="dense"
              required
              label={translate('app.signin.lastName')}
              autoComplete="family-name"
              value={lastName}
              disabled={loading}
              onChange={(e) => setLastName(e.target.value)}
            />
            <NewPasswordFields value={password} onChange={setPassword} disabled={loading} />
            {features.signupWithOrganizationToken && !inviteToken && (
              <TextField
                fullWidth
                margin="dense"
                label={translate('app.signin.signup.organizationToken')}
                value={organizationToken}
                disabled={loading}
                onChange={(e) => setOrganizationToken(e.target.value)}
              />
            )}
            {features.referralCode && (
              <TextField
                fullWidth
                margin="dense"
                label={translate('app.signin.signup.referralCode')}
                value={referralCode}
                disabled={loading}
                onChange={(e) => setReferralCode(e.target.value)}
              />
            )}
          </form>
        )}
      </DialogContent>
      <DialogActions>
        {outcome ? (
          <Button variant="contained" onClick={onClose}>
            {translate('app.signin.activate.signIn')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>{translate('app.signin.cancel')}</Button>
            <Button type="submit" form="signup-form" variant="contained" disabled={loading || !valid}>
              {translate('app.signin.submit')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
