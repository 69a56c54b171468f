import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { SUCCESS_HIDE_MS } from '@/constants';
import { callKey } from '@/platform/queryKeys';
import { accessRequestBody } from '@contract/schemas/accessRequests';
import type { AccessRequestsDataProvider } from './calls';

/**
 * Request access (issue 62): a requestable group, why (required), for how many days (at most the group's
 * maximum). The body is checked with the contract's schema before it is sent; the platform checks it again.
 * `initialGroupID` picks the group at first (the "ends soon" mail's link asks to extend that group).
 */
export function RequestAccessDialog({
  open,
  onClose,
  initialGroupID = '',
}: {
  open: boolean;
  onClose: () => void;
  initialGroupID?: string;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AccessRequestsDataProvider>();
  const t = (key: string, options?: object) => translate(`app.accessRequests.${key}`, options);
  const groups = useQuery({
    queryKey: callKey('accessRequests', 'groups'),
    queryFn: () => dataProvider.getRequestableGroups(),
    enabled: open,
    staleTime: 0,
  });
  const [groupID, setGroupID] = useState(initialGroupID);
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('7');
  const group = groups.data?.find((g) => String(g.id) === groupID);
  const ask = useMutation({
    mutationKey: callKey('accessRequests', 'ask'),
    mutationFn: (request: typeof body) => dataProvider.requestAccess(request),
    onSuccess: () => {
      notify('app.accessRequests.sent', { type: 'success', autoHideDuration: SUCCESS_HIDE_MS });
      setGroupID('');
      setReason('');
      setDays('7');
      onClose();
    },
  });
  const body = { groupID: Number(groupID), reason, days: Number(days) };
  const valid = accessRequestBody.safeParse(body).success && (!group || Number(days) <= group.maxRequestDays);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="request-access-title">
      <DialogTitle id="request-access-title">{t('askTitle')}</DialogTitle>
      <DialogContent>
        {groups.isSuccess && groups.data.length === 0 ? (
          <Typography color="textSecondary">{t('noGroups')}</Typography>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label={t('group')}
              value={group ? groupID : ''}
              onChange={(e) => setGroupID(e.target.value)}
              required
            >
              {(groups.data ?? []).map((g) => (
                <MenuItem key={g.id} value={String(g.id)}>
                  {g.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              required
              multiline
              minRows={2}
            />
            <TextField
              label={t('days')}
              type="number"
              value={days}
              onChange={(e) => setDays(e.target.value)}
              required
              slotProps={{ htmlInput: { min: 1, max: group?.maxRequestDays ?? 365 } }}
              helperText={group ? t('daysHelper', { max: group.maxRequestDays }) : undefined}
            />
            {group?.requestStepUp && <Typography variant="body2">{t('stepUpNote')}</Typography>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" disabled={!valid || ask.isPending} onClick={() => ask.mutate(body)}>
          {t('send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
