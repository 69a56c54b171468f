import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'react-admin';

/** The recovery codes, shown this once (with the first factor, or made anew), to copy or write down. */
export function RecoveryCodesDialog({ codes, onClose }: { codes: string[]; onClose: () => void }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      // clipboard refused: the codes stay selectable
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="recovery-codes-title">
      <DialogTitle id="recovery-codes-title">{translate('app.account.security.recovery.yours')}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('app.account.security.recovery.warning')}
        </Alert>
        <Box
          component="ul"
          aria-label={translate('app.account.security.recovery.yours')}
          sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, listStyle: 'none', p: 0, m: 0 }}
        >
          {codes.map((code) => (
            <Box component="li" key={code} sx={{ fontFamily: 'monospace', fontSize: '1rem' }}>
              {code}
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void copy()}>
          {translate(copied ? 'app.account.security.recovery.copied' : 'app.account.security.recovery.copy')}
        </Button>
        <Button onClick={onClose}>{translate('app.account.security.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
