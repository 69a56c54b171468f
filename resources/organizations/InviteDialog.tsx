import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useDataProvider, useNotify, useTranslate, type Identifier } from 'react-admin';
import { INVITE_LIST_MAX_HEIGHT, INVITE_TEXT_MAX_ROWS, SUCCESS_HIDE_MS } from '@/constants';
import { callKey } from '@/platform/queryKeys';
import type { OrganizationUser, OrganizationsDataProvider } from './calls';
import { extractEmails } from './extractEmails';

/**
 * The invite dialog (spec 2, Organizations): a free-text box (at most 3 rows high) from which the
 * addresses are extracted as they are typed or pasted, their count and list (at most 420 high), and
 * Invite. Each address gets its invitation mail; the box is enabled while nothing is loading.
 */
export default function InviteDialog({
  organizationID,
  open,
  onClose,
  onInvited,
}: {
  organizationID: Identifier;
  open: boolean;
  onClose: () => void;
  /** The invitations (or memberships) the call made, to show them in the list (issue 42). */
  onInvited?: (added: OrganizationUser[]) => void;
}) {
  const dataProvider = useDataProvider<OrganizationsDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const [text, setText] = useState('');
  const emails = useMemo(() => extractEmails(text), [text]);
  // The organization's members are read again (queryClient.ts).
  const invite = useMutation({
    mutationKey: callKey('organizations', 'inviteToOrganization'),
    mutationFn: () => dataProvider.inviteToOrganization(organizationID, emails),
    onSuccess: (added) => {
      onInvited?.(added);
      notify(
        translate(
          emails.length > 1 ? 'app.resources.organizations.invite.sentMany' : 'app.resources.organizations.invite.sent',
        ),
        {
          type: 'success',
          autoHideDuration: SUCCESS_HIDE_MS,
        },
      );
      onClose();
    },
    // Shown by the adapter; the dialog stays open with what was typed.
  });
  const loading = invite.isPending;

  // Each opening starts empty.
  useEffect(() => {
    if (open) setText('');
  }, [open]);

  return (
    <Dialog open={open} onClose={loading ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="invite-title">
      <DialogTitle id="invite-title">{translate('app.resources.organizations.invite.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <TextField
          autoFocus
          multiline
          maxRows={INVITE_TEXT_MAX_ROWS}
          fullWidth
          sx={{ mt: 1 }}
          label={translate('app.resources.organizations.invite.emails')}
          placeholder={translate('app.resources.organizations.invite.placeholder')}
          value={text}
          disabled={loading}
          onChange={(e) => setText(e.target.value)}
        />
        <Typography variant="subtitle2" role="status">
          {translate('app.resources.organizations.invite.detected', { smart_count: emails.length })}
        </Typography>
        <List
          dense
          aria-label={translate('app.resources.organizations.invite.detectedList')}
          sx={{ maxHeight: INVITE_LIST_MAX_HEIGHT, overflowY: 'auto', py: 0 }}
        >
          {emails.map((email) => (
            <ListItem key={email} disableGutters>
              <ListItemText primary={email} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          {translate('app.resources.organizations.invite.cancel')}
        </Button>
        <Button variant="contained" disabled={loading || emails.length === 0} onClick={() => invite.mutate()}>
          {translate(loading ? 'app.admin.loading' : 'app.resources.organizations.invite.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
