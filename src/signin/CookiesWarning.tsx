import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { selfService } from './selfServiceStore';

/** The warning of CookiesNotice: signing in cannot work without cookies; Learn more opens the help. */
export default function CookiesWarning() {
  const translate = useTranslate();
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => selfService.open({ kind: 'cookies' })}>
          {translate('app.signin.cookies.learnMore')}
        </Button>
      }
    >
      {translate('app.signin.cookies.disabled')}
    </Alert>
  );
}
