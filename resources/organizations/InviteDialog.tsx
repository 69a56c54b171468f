import Alert from '@mui/material/Alert';
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
import { useCallback, useMemo } from 'react';
import { useDataProvider, useNotify, useTranslate, type Identifier } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { INVITE_LIST_MAX_HEIGHT, INVITE_TEXT_MAX_ROWS, SUCCESS_HIDE_MS } from '@/constants';
import { LabelledForm } from '@/forms/LabelledForm';
import { useRefusal } from '@/forms/refusals';
import { schemaErrors } from '@/forms/schemaErrors';
import { SubmitWhenValid } from '@/forms/SubmitWhenValid';
import { useGuardedClose } from '@/forms/unsavedChanges';
import { useFormField } from '@/forms/useFormField';
import { callKey } from '@/platform/queryKeys';
import { INVITATIONS_MAX, invitationsBody } from '@contract/schemas/organizations';
import type { OrganizationUser, OrganizationsDataProvider } from './calls';
import { extractEmails, notAddresses } from './extractEmails';

/**
 * The form's one field: the text typed or pasted, named as the field of the body's invitations it becomes
 * (the API names `inviteEmail` when it refuses an address, and the refusal shows under the box).
 */
const TEXT = 'inviteEmail';
const SOURCES = [TEXT];
const EMPTY = { [TEXT]: '' };

/** The body the text becomes: one invitation per address found in it. */
const bodyOf = (organizationID: Identifier, text: unknown) =>
  extractEmails(String(text ?? '')).map((inviteEmail) => ({ organizationID, inviteEmail }));

/**
 * The invite dialog (spec 2, Organizations), on react-admin's form and the API's schema of the body
 * (contract/schemas/organizations.ts): a free-text box (at most 3 rows high) from which the addresses
 * are extracted as they are typed or pasted, their count and list (at most 420 high), and Invite. Each
 * address gets its invitation mail; a refusal shows under the box; closing with text typed asks first.
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
  const refusal = useRefusal(SOURCES);
  const { close, unsaved } = useGuardedClose(onClose);
  const validate = useCallback(
    (values: Record<string, unknown>) => schemaErrors(invitationsBody, bodyOf(organizationID, values[TEXT])),
    [organizationID],
  );
  // The organization's members are read again (queryClient.ts).
  const { mutateAsync: invite, isPending: loading } = useMutation({
    mutationKey: callKey('organizations', 'inviteToOrganization'),
    mutationFn: (emails: string[]) => dataProvider.inviteToOrganization(organizationID, emails),
  });

  const submit = async (values: Record<string, unknown>) => {
    const emails = bodyOf(organizationID, values[TEXT]).map((i) => i.inviteEmail);
    let added: OrganizationUser[];
    try {
      added = await invite(emails);
    } catch (error) {
      // Shown by the adapter too; the dialog stays open with what was typed.
      return refusal(error);
    }
    // Who was a member already was neither invited nor mailed: said so, and not marked as just invited.
    const invited = added.filter((m) => m.pending);
    const members = added.filter((m) => !m.pending).map((m) => m.email || m.inviteEmail);
    onInvited?.(invited);
    const said = [
      invited.length > 0 &&
        translate(
          invited.length > 1
            ? 'app.resources.organizations.invite.sentMany'
            : 'app.resources.organizations.invite.sent',
        ),
      members.length > 0 &&
        translate('app.resources.organizations.invite.alreadyMembers', {
          smart_count: members.length,
          emails: members.join(', '),
        }),
    ].filter(Boolean);
    notify(said.join(' '), {
      type: members.length ? 'info' : 'success',
      autoHideDuration: members.length ? undefined : SUCCESS_HIDE_MS,
    });
    onClose();
  };

  // Each opening starts empty: the form mounts with the dialog's content.
  return (
    <Dialog open={open} onClose={loading ? undefined : close} fullWidth maxWidth="sm" aria-labelledby="invite-title">
      <DialogTitle id="invite-title">{translate('app.resources.organizations.invite.title')}</DialogTitle>
      <LabelledForm inDialog record={EMPTY} validate={validate} onSubmit={submit} unsaved={unsaved}>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <AddressesInput />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={loading}>
            {translate('app.resources.organizations.invite.cancel')}
          </Button>
          <SubmitWhenValid
            label={translate('app.resources.organizations.invite.submit')}
            busyLabel={translate('app.admin.loading')}
            validate={validate}
          />
        </DialogActions>
      </LabelledForm>
    </Dialog>
  );
}

/** The box, with the API's refusal under it, and the addresses found in it: their count and list. */
function AddressesInput() {
  const translate = useTranslate();
  const text = useFormField(TEXT);
  const { isSubmitting } = useFormState();
  const typed = useWatch({ name: TEXT }) as string;
  const emails = useMemo(() => extractEmails(typed ?? ''), [typed]);
  const leftOut = useMemo(() => notAddresses(typed ?? ''), [typed]);
  // The schema's refusal of a longer list names no field: said here, or Invite would stay disabled unexplained.
  const tooMany =
    emails.length > INVITATIONS_MAX
      ? translate('app.resources.organizations.invite.tooMany', { max: INVITATIONS_MAX, count: emails.length })
      : undefined;
  return (
    <>
      <TextField
        autoFocus
        multiline
        maxRows={INVITE_TEXT_MAX_ROWS}
        fullWidth
        sx={{ mt: 1 }}
        label={translate('app.resources.organizations.invite.emails')}
        placeholder={translate('app.resources.organizations.invite.placeholder')}
        value={text.value}
        disabled={isSubmitting}
        error={!!(text.refused ?? tooMany)}
        helperText={text.refused ?? tooMany}
        onChange={(e) => text.onChange(e.target.value)}
      />
      <Typography variant="subtitle2" role="status">
        {translate('app.resources.organizations.invite.detected', { smart_count: emails.length })}
      </Typography>
      {leftOut.length > 0 && (
        <Alert severity="warning" role="status" sx={{ overflowWrap: 'anywhere' }}>
          {translate('app.resources.organizations.invite.notAddresses', {
            smart_count: leftOut.length,
            parts: leftOut.join(', '),
          })}
        </Alert>
      )}
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
    </>
  );
}
