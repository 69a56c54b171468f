import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'react-admin';

/**
 * The spinner over the background image, shown until the first routine (user and apps) completes: index.html's
 * `boot` screen (dimmed in the dark theme there), with MUI's spinner.
 */
export function LoadingScreen() {
  const translate = useTranslate();
  return (
    <div className="boot" data-testid="loading-screen">
      <CircularProgress sx={{ color: 'common.white' }} aria-label={translate('ra.page.loading')} />
    </div>
  );
}

/** A page's code or data on its way, inside the shell. */
export function PageSpinner() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
      <CircularProgress aria-label={translate('ra.page.loading')} />
    </Box>
  );
}
