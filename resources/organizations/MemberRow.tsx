import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { memo, type MouseEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ORGANIZATION_USER_ROW_HEIGHT } from '@/constants';
import { fullNameOf, initialsOf } from '@resources/users/initials';
import type { OrganizationUser } from './calls';

/** How a member is named: the account's full name, else the invited address. */
export const memberName = (member: OrganizationUser) => fullNameOf(member) || member.email || member.inviteEmail;

/**
 * One row (61 high) of the Users tab: initials, name and e-mail, the tags Invited (pending) and No
 * Account (id 0), and the button of the row menu.
 */
function MemberRow({
  member,
  position,
  count,
  top,
  onMenu,
  highlight,
  justInvited = false,
}: {
  member: OrganizationUser;
  /** 1-based place in the whole list (the row may be one of few in the page). */
  position: number;
  count: number;
  /** Where the row sits in the list's whole height. */
  top: number;
  onMenu: (member: OrganizationUser, anchor: HTMLElement) => void;
  /** Marks the in-list search's matches. */
  highlight: (text: string) => ReactNode;
  /** Added by the invitation just sent: marked (issue 42). */
  justInvited?: boolean;
}) {
  const translate = useTranslate();
  const name = memberName(member);
  return (
    <Box
      role="listitem"
      aria-posinset={position}
      aria-setsize={count}
      style={{ transform: `translateY(${top}px)` }}
      sx={{
        position: 'absolute',
        top: 0,
        left: 0,
        width: '100%',
        height: ORGANIZATION_USER_ROW_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        borderBottom: 1,
        borderColor: 'divider',
        boxSizing: 'border-box',
        bgcolor: justInvited ? 'action.selected' : undefined,
      }}
    >
      <Avatar
        sx={{ width: 32, height: 32, fontSize: 13, bgcolor: member.id ? 'primary.main' : 'grey.500' }}
        aria-hidden
      >
        {initialsOf(member)}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 500, minWidth: 0 }} noWrap>
            {highlight(name)}
          </Typography>
          {justInvited && (
            <Chip size="small" color="success" label={translate('app.resources.organizations.members.justInvited')} />
          )}
          {member.pending && (
            <Chip
              size="small"
              color="warning"
              variant="outlined"
              label={translate('app.resources.organizations.members.invited')}
            />
          )}
          {member.id === 0 && (
            <Chip size="small" variant="outlined" label={translate('app.resources.organizations.members.noAccount')} />
          )}
        </Box>
        <Typography variant="caption" color="textSecondary" noWrap component="div">
          {highlight(member.email)}
        </Typography>
      </Box>
      <IconButton
        size="small"
        aria-label={translate('app.resources.organizations.members.actions', { name })}
        aria-haspopup="menu"
        onClick={(e: MouseEvent<HTMLElement>) => onMenu(member, e.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

export default memo(MemberRow);
