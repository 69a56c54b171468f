import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListSubheader from '@mui/material/ListSubheader';
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
import type { AccessRequestInput } from './calls';
import type { AccessRequestsDataProvider } from './calls';

/** A choice of the form's one list: `group:4` or `organization:3`. */
const choice = (kind: 'group' | 'organization', id: number) => `${kind}:${id}`;

/**
 * Request access (issue 62): a requestable group or organization, why (required), for how many days (a group's:
 * at most its maximum; an organization's membership has no end). The body is checked with the contract's schema
 * before it is sent; the platform checks it again. `initialGroupID` picks the group at first (the "ends soon"
 * mail's link asks to extend that group). The one form of My Account's card, the requests page and the launcher.
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
  const organizations = useQuery({
    queryKey: callKey('accessRequests', 'organizations'),
    queryFn: () => dataProvider.getRequestableOrganizations(),
    enabled: open,
    staleTime: 0,
  });
  const [picked, setPicked] = useState(initialGroupID ? choice('group', Number(initialGroupID)) : '');
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('7');
  const group = groups.data?.find((g) => choice('group', g.id) === picked);
  const organization = organizations.data?.find((o) => choice('organization', o.id) === picked);
  const ask = useMutation({
    mutationKey: callKey('accessRequests', 'ask'),
    mutationFn: (request: AccessRequestInput) => dataProvider.requestAccess(request),
    onSuccess: () => {
      notify('app.accessRequests.sent', { type: 'success', autoHideDuration: SUCCESS_HIDE_MS });
      setPicked('');
      setReason('');
      setDays('7');
      onClose();
    },
  });
  const body: AccessRequestInput = organization
    ? { kind: 'organization', organizationID: organization.id, reason }
    : { groupID: group?.id ?? 0, reason, days: Number(days) };
  const valid =
    (!!group || !!organization) &&
    accessRequestBody.safeParse(body).success &&
    (!group || Number(days) <= group.maxRequestDays);
  const noneOffered = groups.isSuccess && organizations.isSuccess && !groups.data.length && !organizations.data.length;

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="request-access-title">
      <DialogTitle id="request-access-title">{t('askTitle')}</DialogTitle>
      <DialogContent>
        {noneOffered ? (
          <Typography color="textSecondary">{t('noGroups')}</Typography>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label={t('group')}
              value={group || organization ? picked : ''}
              onChange={(e) => setPicked(e.target.value)}
              required
            >
              {!!organizations.data?.length && <ListSubheader>{t('groupsHeading')}</ListSubheader>}
              {(groups.data ?? []).map((g) => (
                <MenuItem key={g.id} value={choice('group', g.id)}>
                  {g.name}
                </MenuItem>
              ))}
              {!!organizations.data?.length && <ListSubheader>{t('organizationsHeading')}</ListSubheader>}
              {(organizations.data ?? []).map((o) => (
                <MenuItem key={`o${o.id}`} value={choice('organization', o.id)}>
                  {o.name}
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
            {!organization && (
              <TextField
                label={t('days')}
                type="number"
                value={days}
                onChange={(e) => setDays(e.target.value)}
                required
                slotProps={{ htmlInput: { min: 1, max: group?.maxRequestDays ?? 365 } }}
                helperText={group ? t('daysHelper', { max: group.maxRequestDays }) : undefined}
              />
            )}
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
