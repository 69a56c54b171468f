import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { OrganizationUser } from './calls';

/** What a member's menu asks for. */
export type MemberAction = 'showUser' | 'resendInvite' | 'forceJoin' | 'remove';

/**
 * The row menu of a member: Show User (disabled without an account), Invite Again (disabled for people
 * who exist and are not pending), which then offers Resend Invite or Force Join in its place, and Remove.
 */
export default function MemberMenu({
  member,
  anchor,
  onClose,
  onAction,
}: {
  member?: OrganizationUser;
  anchor: HTMLElement | null;
  onClose: () => void;
  onAction: (action: MemberAction, member: OrganizationUser) => void;
}) {
  const translate = useTranslate();
  const [again, setAgain] = useState(false);
  const close = () => {
    setAgain(false);
    onClose();
  };
  const act = (action: MemberAction) => {
    if (member) onAction(action, member);
    close();
  };
  const canInviteAgain = !!member && (member.pending || member.id === 0);
  const item = (key: string, onClick: () => void, disabled = false) => (
    <MenuItem key={key} disabled={disabled} onClick={onClick}>
      {translate(`app.resources.organizations.members.${key}`)}
    </MenuItem>
  );
  return (
    <Menu open={!!anchor && !!member} anchorEl={anchor} onClose={close}>
      {again
        ? [item('resendInvite', () => act('resendInvite')), item('forceJoin', () => act('forceJoin'))]
        : [
            item('showUser', () => act('showUser'), !member?.id),
            item('inviteAgain', () => setAgain(true), !canInviteAgain),
            item('remove', () => act('remove')),
          ]}
    </Menu>
  );
}
