import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { useTranslate } from 'react-admin';
import { COOKIE_HELP, browsersFor, detectBrowser } from './browserHelp';

/** Why cookies are needed (the authentication token) and how to enable them, browser by browser. */
export function CookiesDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const own = detectBrowser(userAgent);
  return (
    <Dialog open onClose={onClose} aria-labelledby="cookies-title">
      <DialogTitle id="cookies-title">{translate('app.signin.cookies.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.signin.cookies.why')}</DialogContentText>
        <DialogContentText sx={{ mt: 2 }}>{translate('app.signin.cookies.help')}</DialogContentText>
        <List dense>
          {browsersFor(userAgent).map((browser) => (
            <ListItem key={browser}>
              <Link
                href={COOKIE_HELP[browser]}
                target="_blank"
                rel="noopener noreferrer"
                sx={{ fontWeight: browser === own ? 'bold' : undefined }}
              >
                {translate(`app.signin.cookies.browsers.${browser}`)}
              </Link>
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.signin.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
