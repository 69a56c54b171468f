import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';

/**
 * Recovery codes shown this once (with the first factor, or made anew), by the sign-in's enrolment and by My
 * Account: the warning, the codes to write down, and Copy. Its texts are `recoveryCodesTexts`
 * (src/i18n/parts.ts), which whoever shows it waits for (useTexts), its dialog's title being one of them.
 */
export function RecoveryCodes({ codes }: { codes: string[] }) {
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
    <Stack spacing={2}>
      <Alert severity="warning">{translate('app.recoveryCodes.warning')}</Alert>
      <Box
        component="ul"
        aria-label={translate('app.recoveryCodes.title')}
        sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, listStyle: 'none', p: 0, m: 0 }}
      >
        {codes.map((code) => (
          <Box component="li" key={code} sx={{ fontFamily: 'monospace', fontSize: '1rem' }}>
            {code}
          </Box>
        ))}
      </Box>
      <Box>
        <Button size="small" onClick={() => void copy()}>
          {translate(copied ? 'app.recoveryCodes.copied' : 'app.recoveryCodes.copy')}
        </Button>
      </Box>
    </Stack>
  );
}
