import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** /default and unknown routes (spec 1, section 2). */
export default function NotFound() {
  const translate = useTranslate();
  return (
    <Typography variant="h4" component="h1" sx={{ p: 4, textAlign: 'center' }}>
      {translate('app.shell.notFound')}
    </Typography>
  );
}
