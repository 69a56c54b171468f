import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useTexts } from '@/i18n/useTexts';
import { MyRequests } from './MyRequests';
import { RequestAccessDialog } from './RequestAccessDialog';
import { accessRequestsTexts } from './texts';

/** My Account's access requests (issue 62): Request access, and the person's requests with their answers. */
export default function AccessRequestsCard() {
  const ready = useTexts(accessRequestsTexts);
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  if (!ready) return null;
  return (
    <Card variant="outlined">
      <CardHeader
        title={translate('resources.accessRequests.title')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent>
        <MyRequests />
      </CardContent>
      <CardActions>
        <Button onClick={() => setAsking(true)}>{translate('app.accessRequests.ask')}</Button>
      </CardActions>
      <RequestAccessDialog open={asking} onClose={() => setAsking(false)} />
    </Card>
  );
}
