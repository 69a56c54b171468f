import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** The copyright footer with the current year. */
export function Footer() {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ py: 2, textAlign: 'center' }}>
      <Typography variant="caption" color="textSecondary">
        {translate('app.shell.copyright', { year: new Date().getFullYear() })}
      </Typography>
    </Box>
  );
}
