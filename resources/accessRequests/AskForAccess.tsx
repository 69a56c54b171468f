import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useTexts } from '@/i18n/useTexts';
import { RequestAccessDialog } from './RequestAccessDialog';
import { accessRequestsTexts } from './texts';

/**
 * The launcher's door to access requests (issue 62): "Ask for access" opens the one request form My Account's
 * card opens (RequestAccessDialog); the request then shows among the person's requests there. A lazy chunk of
 * its own, so that the launcher's start-up stays small (bundle-budget.test.ts).
 */
export default function AskForAccess() {
  const ready = useTexts(accessRequestsTexts);
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  if (!ready) return null;
  return (
    <>
      <Button variant="outlined" onClick={() => setAsking(true)}>
        {translate('app.accessRequests.askForAccess')}
      </Button>
      <RequestAccessDialog open={asking} onClose={() => setAsking(false)} />
    </>
  );
}
