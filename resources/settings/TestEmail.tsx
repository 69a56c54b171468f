import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate, type Identifier } from 'react-admin';
import { SUCCESS_HIDE_MS } from '@/constants';
import { isValidEmail } from '@/forms/validation';
import { callKey } from '@/platform/queryKeys';
import type { TemplatesDataProvider } from '@resources/templates/calls';

/** The test e-mail box: an address and Send, which mails the chosen template there. */
export default function TestEmail({ templateID }: { templateID?: Identifier }) {
  const dataProvider = useDataProvider<TemplatesDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const send = useMutation({
    mutationKey: callKey('templates', 'sendTestEmail'),
    mutationFn: () => dataProvider.sendTestEmail(templateID!, email.trim()),
    onSuccess: () =>
      notify(translate('app.resources.settings.testSent', { email: email.trim() }), {
        type: 'success',
        autoHideDuration: SUCCESS_HIDE_MS,
      }),
    // Errors: shown by the adapter.
  });
  const ready = templateID !== undefined && isValidEmail(email) && !send.isPending;
  return (
    <Box
      component="form"
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) send.mutate();
      }}
    >
      <TextField
        size="small"
        type="email"
        fullWidth
        label={translate('app.resources.settings.testEmail')}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={!ready} sx={{ flexShrink: 0 }}>
        {translate(send.isPending ? 'app.admin.loading' : 'app.resources.settings.send')}
      </Button>
    </Box>
  );
}
