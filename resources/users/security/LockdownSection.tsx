import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate, type Identifier } from 'react-admin';
import { SUCCESS_HIDE_MS } from '@/constants';
import ConfirmDialog from '@/engine/dialogs/ConfirmDialog';
import { OutlinedField } from '@/forms/OutlinedField';
import { callKey } from '@/platform/queryKeys';
import type { UsersDataProvider } from '../calls';

/**
 * Lockdown (issue 59): when an account is taken, one confirmed action with a reason ends its sessions, tokens,
 * provisioning clients, second factors and pending links and deactivates it (the platform does it in one
 * call, fixtures/server/commands/lockdown.ts). Its texts are the security panel's (./texts.ts); the platform
 * asks for a step-up, which the console's http client handles. The user's record is read again after it.
 */
export default function LockdownSection({ userID }: { userID: Identifier }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<UsersDataProvider>();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.resources.users.security.lockdown.${key}`, options);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const lockDown = useMutation({
    // Keyed under users: the user's record and lists are read again (src/platform/queryClient.ts).
    mutationKey: callKey('users', 'lockDownUser'),
    mutationFn: () => dataProvider.lockDownUser(userID, reason.trim()),
    onSuccess: (ended) => {
      setConfirming(false);
      setReason('');
      notify('app.resources.users.security.lockdown.done', {
        type: 'success',
        autoHideDuration: SUCCESS_HIDE_MS,
        messageArgs: ended,
      });
    },
  });

  return (
    <Box component="section" aria-labelledby="user-lockdown" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id="user-lockdown" variant="subtitle1" component="h3" sx={{ flex: 1 }}>
          {t('title')}
        </Typography>
        <Button variant="contained" color="error" size="small" onClick={() => setConfirming(true)}>
          {t('open')}
        </Button>
      </Box>
      <Typography variant="body2" color="textSecondary">
        {t('explanation')}
      </Typography>
      <ConfirmDialog
        open={confirming}
        text={t('explanation')}
        loading={lockDown.isPending}
        confirmDisabled={!reason.trim()}
        onCancel={() => setConfirming(false)}
        onConfirm={() => lockDown.mutate()}
      >
        <OutlinedField
          label={t('reason')}
          helperText={t('reasonHelp')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required
          autoFocus
          inputProps={{ maxLength: 500 }}
        />
      </ConfirmDialog>
    </Box>
  );
}
