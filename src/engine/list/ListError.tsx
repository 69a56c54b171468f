import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/**
 * What a list whose call failed shows instead of its rows and paging line: that it failed (the adapter
 * has notified why), and Retry. A failed list never reads as an empty one (issue 42). Drawn with the
 * pieces the list's page has loaded already, so a cold open loads nothing more for it.
 */
export default function ListError({ onRetry, retrying }: { onRetry: () => void; retrying?: boolean }) {
  const translate = useTranslate();
  return (
    <Box role="alert" sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, py: 2 }}>
      <Typography color="error">{translate('app.admin.list.failed')}</Typography>
      <Button size="small" variant="outlined" disabled={retrying} onClick={onRetry}>
        {translate('app.admin.list.retry')}
      </Button>
    </Box>
  );
}
