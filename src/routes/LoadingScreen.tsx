import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'react-admin';

const DIM = 'linear-gradient(rgb(0 0 0 / 0.65), rgb(0 0 0 / 0.65))';

/** The spinner over the background image, shown until the first routine (user and apps) completes. */
export function LoadingScreen() {
  const translate = useTranslate();
  return (
    <Box
      data-testid="loading-screen"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 1500,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        backgroundColor: '#1a237e',
        // Dimmed in the dark theme, as index.html's screen before it (issue 64).
        backgroundImage: (theme) =>
          `${theme.palette.mode === 'dark' ? `${DIM}, ` : ''}url(${import.meta.env.BASE_URL}background.svg)`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <CircularProgress sx={{ color: 'common.white' }} aria-label={translate('ra.page.loading')} />
    </Box>
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
