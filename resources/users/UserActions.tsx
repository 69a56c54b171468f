import { Suspense, lazy, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useDataProvider, useNotify, useTranslate, type RaRecord } from 'react-admin';
import ConfirmDialog from '@/engine/dialogs/ConfirmDialog';
import type { ResourceDefinition } from '@/engine/types';
import { useDeleteRecord } from '@/engine/useDeleteRecord';
import type { UsersDataProvider } from './calls';

// The dialog and its password rules (zod) load when a password is first reset, not with every person's panel.
const ResetPasswordDialog = lazy(() => import('./ResetPasswordDialog'));

/** Send PL Code, Reset Password and Delete User (with its "Are you sure ?"). */
export default function UserActions({
  definition,
  record,
  onDeleted,
}: {
  definition: ResourceDefinition;
  record: RaRecord;
  onDeleted: () => void;
}) {
  const dataProvider = useDataProvider<UsersDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const [sending, setSending] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [resetOpened, setResetOpened] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { remove: deleteRecord, isPending: deleting } = useDeleteRecord(definition);

  const sendCode = async () => {
    setSending(true);
    try {
      await dataProvider.sendPLCode(String(record.email));
      notify('app.resources.users.plCodeSent', { type: 'success', autoHideDuration: definition.successHideMs });
    } catch {
      // The adapter has shown the error.
    } finally {
      setSending(false);
    }
  };

  const remove = () => deleteRecord(record, { onSettled: () => setConfirming(false), onDeleted });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Button variant="outlined" onClick={() => void sendCode()} disabled={sending}>
        {translate('app.resources.users.sendPLCode')}
      </Button>
      <Button
        variant="outlined"
        onClick={() => {
          setResetOpened(true);
          setResetting(true);
        }}
      >
        {translate('app.resources.users.resetPassword')}
      </Button>
      <Button variant="contained" color="error" onClick={() => setConfirming(true)}>
        {translate('app.resources.users.deleteUser')}
      </Button>
      {/* Mounted from the first opening on, so that its closing transition still runs. */}
      {resetOpened && (
        <Suspense fallback={null}>
          <ResetPasswordDialog userID={record.id} open={resetting} onClose={() => setResetting(false)} />
        </Suspense>
      )}
      <ConfirmDialog
        open={confirming}
        loading={deleting}
        text={translate('app.resources.users.deleteConfirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={remove}
      />
    </Box>
  );
}
