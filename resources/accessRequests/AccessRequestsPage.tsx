import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { ListSlotProps } from '@/engine/types';
import { useTexts } from '@/i18n/useTexts';
import WaitProgress from '@/ui/WaitProgress';
import { DecideRequests } from './DecideRequests';
import { MyRequests } from './MyRequests';
import { RequestAccessDialog } from './RequestAccessDialog';
import { accessRequestsTexts } from './texts';

/**
 * Access requests (/accessRequests, issue 62): Request access, the requests waiting for the caller's decision
 * (empty for whoever approves nothing), and the caller's own. `?ask=1` (My Account's button) opens the dialog,
 * with `&groupID=` that group picked (the link of the mail that access ends soon).
 */
export default function AccessRequestsPage(_props: ListSlotProps) {
  const ready = useTexts(accessRequestsTexts);
  const translate = useTranslate();
  const [params] = useSearchParams();
  const [asking, setAsking] = useState(params.get('ask') === '1');
  if (!ready) return <WaitProgress inline />;
  const t = (key: string) => translate(`app.accessRequests.${key}`);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box>
        <Button variant="contained" onClick={() => setAsking(true)}>
          {t('ask')}
        </Button>
      </Box>
      <Box component="section" aria-labelledby="requests-to-decide">
        <Typography id="requests-to-decide" variant="h6" component="h2" gutterBottom>
          {t('toDecide.title')}
        </Typography>
        <DecideRequests />
      </Box>
      <Box component="section" aria-labelledby="my-requests">
        <Typography id="my-requests" variant="h6" component="h2" gutterBottom>
          {t('mine.title')}
        </Typography>
        <MyRequests />
      </Box>
      <RequestAccessDialog
        open={asking}
        onClose={() => setAsking(false)}
        initialGroupID={params.get('groupID') ?? ''}
      />
    </Box>
  );
}
