import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** After an activateToken link confirmed the e-mail: Good Job ! and the way to the sign-in page. */
export function ActivatedDialog({ onSignIn }: { onSignIn: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onSignIn} fullWidth maxWidth="xs" aria-labelledby="activated-title">
      <DialogContent>
        <Alert severity="success" icon={false}>
          <AlertTitle id="activated-title">{translate('app.signin.activate.title')}</AlertTitle>
          <Typography>{translate('app.signin.activate.confirmed')}</Typography>
          <Typography>{translate('app.signin.activate.startUsing')}</Typography>
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onSignIn}>
          {translate('app.signin.activate.signIn')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
