import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useAuth } from '@/auth/authProvider';
import { useTexts } from '@/i18n/useTexts';
import { useConfig } from '@/config';
import { useNavigate, useSearchParams } from '@/navigation';
import BarePage from '@/ui/BarePage';
import { notMeTexts } from './notMeTexts';

type Step = 'ask' | 'sending' | 'done' | 'invalid';

/**
 * /notMe?token=… (issue 59): the link of a mail that told a person of a change to their account. It says what
 * locking the account down does and asks first (a mail scanner that opens links must not lock anyone out);
 * confirming sends the token, which is the only credential: the password may be the stolen thing. Public, so
 * the page is the same whoever opens it, and it names nobody.
 */
export default function NotMePage() {
  const auth = useAuth();
  const translate = useTranslate();
  const navigate = useNavigate();
  const { signinPath } = useConfig();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [step, setStep] = useState<Step>(token ? 'ask' : 'invalid');
  const ready = useTexts(notMeTexts);

  useEffect(() => {
    if (ready) document.title = translate('app.notMe.title');
  }, [ready, translate]);

  const lockDown = async () => {
    setStep('sending');
    try {
      const { reportNotMe } = await auth.notMe();
      await reportNotMe(token);
      setStep('done');
    } catch {
      setStep('invalid');
    }
  };

  if (!ready) return null;
  return (
    <BarePage>
      <Card sx={{ width: '100%', maxWidth: 520 }}>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            {translate('app.notMe.title')}
          </Typography>
          {step === 'done' && <Alert severity="success">{translate('app.notMe.done')}</Alert>}
          {step === 'invalid' && <Alert severity="error">{translate('app.notMe.invalid')}</Alert>}
          {(step === 'ask' || step === 'sending') && (
            <>
              <Typography gutterBottom>{translate('app.notMe.explain')}</Typography>
              <Typography>{translate('app.notMe.whatHappens')}</Typography>
            </>
          )}
        </CardContent>
        {(step === 'ask' || step === 'sending') && (
          <CardActions sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => navigate(signinPath)} disabled={step === 'sending'}>
              {translate('app.notMe.wasMe')}
            </Button>
            <Button variant="contained" color="error" onClick={() => void lockDown()} disabled={step === 'sending'}>
              {translate('app.notMe.confirm')}
            </Button>
          </CardActions>
        )}
      </Card>
    </BarePage>
  );
}
