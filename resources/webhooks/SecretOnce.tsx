import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** A signing secret, shown this once (made, or rotated): the platform never answers it again. */
export default function SecretOnce({ secret }: { secret: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Alert severity="warning">{translate('app.resources.webhooks.secret.once')}</Alert>
      <Typography
        component="code"
        aria-label={translate('app.resources.webhooks.secret.title')}
        sx={{ fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere', userSelect: 'all' }}
      >
        {secret}
      </Typography>
    </Box>
  );
}
