import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ORGANIZATION_USER_ROW_HEIGHT, ORGANIZATION_USERS_VIEWPORT, SUCCESS_HIDE_MS } from '@/constants';
import ConfirmDialog from '@/engine/dialogs/ConfirmDialog';
import { makeHighlighter, matchesQuery } from '@/engine/list/highlight';
import ListError from '@/engine/list/ListError';
import WaitProgress from '@/ui/WaitProgress';
import type { SlotProps } from '@/engine/types';
import { callKey } from '@/platform/queryKeys';
import { REMOVED } from '@/notifications/undo';
import { type OrganizationUser, type OrganizationsDataProvider } from './calls';
import InviteDialog from './InviteDialog';
import MemberMenu, { type MemberAction } from './MemberMenu';
import MemberRow, { memberName } from './MemberRow';

/** Rows drawn beyond the viewport on each side, so a quick scroll never shows a blank. */
const OVERSCAN = 4;

/**
 * The Users tab of an organization (spec 2, Organizations): its members and invitations in a
 * virtualised list (rows 61 high in a 600 high viewport: only the rows in view, and a few around, are
 * in the page, so thousands scroll smoothly), the row menu, removal after a confirm, and the invite dialog.
 * Above the list, how many people it holds (and how many invitations wait) and a search by name or e-mail;
 * after an invitation, the people just invited come first, marked, until the tab is left (issue 42).
 */
export default function OrganizationUsersTab({ record }: SlotProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<OrganizationsDataProvider>();
  const {
    data: members = [],
    isPending,
    isError,
    isFetching,
    refetch,
  } = useQuery({
    queryKey: callKey('organizations', 'getOrganizationUsers', { id: String(record.id) }),
    queryFn: () => dataProvider.getOrganizationUsers(record.id),
  });
  const success = (message: string) => notify(message, { type: 'success', autoHideDuration: SUCCESS_HIDE_MS });

  const [inviting, setInviting] = useState(false);
  const [query, setQuery] = useState('');
  // The relations the last invitation made, shown first and marked.
  const [justInvited, setJustInvited] = useState<ReadonlySet<number>>(new Set());
  const onInvited = useCallback((added: OrganizationUser[]) => {
    setJustInvited(new Set(added.map((member) => member.relationID)));
    setQuery('');
  }, []);
  const shown = useMemo(() => {
    const found = members.filter((m) => matchesQuery([memberName(m), m.email, m.inviteEmail], query));
    return justInvited.size
      ? [...found.filter((m) => justInvited.has(m.relationID)), ...found.filter((m) => !justInvited.has(m.relationID))]
      : found;
  }, [members, query, justInvited]);
  const pendingCount = useMemo(() => members.filter((m) => m.pending).length, [members]);
  const [menu, setMenu] = useState<{ member: OrganizationUser; anchor: HTMLElement } | null>(null);
  // The member asked about stays named while the confirm closes.
  const [removing, setRemoving] = useState<{ member: OrganizationUser; open: boolean } | null>(null);
  const closeConfirm = () => setRemoving((current) => current && { ...current, open: false });
  const onMenu = useCallback((member: OrganizationUser, anchor: HTMLElement) => setMenu({ member, anchor }), []);

  // Errors are shown by the adapter; the list is read again either way (queryClient.ts).
  const again = useMutation({
    mutationKey: callKey('organizations', 'inviteAgain'),
    mutationFn: ({ member, instantJoin }: { member: OrganizationUser; instantJoin: boolean }) =>
      dataProvider.inviteAgain(member.relationID, instantJoin),
    onSuccess: (answer, { member }) =>
      success(
        answer.pending
          ? translate('app.resources.organizations.invite.sent')
          : translate('app.resources.organizations.members.joined', { name: memberName(member) }),
      ),
  });
  const remove = useMutation({
    mutationKey: callKey('organizations', 'removeOrganizationUser'),
    mutationFn: (member: OrganizationUser) => dataProvider.removeOrganizationUser(member.relationID),
    onSuccess: (_answer, member) => success(translate(REMOVED, { name: memberName(member) })),
    onSettled: closeConfirm,
  });

  const onAction = (action: MemberAction, member: OrganizationUser) => {
    if (action === 'showUser') void navigate(`/users?userID=${member.id}`);
    else if (action === 'remove') setRemoving({ member, open: true });
    else again.mutate({ member, instantJoin: action === 'forceJoin' });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box>
        <Button variant="contained" size="small" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
          {translate('app.resources.organizations.invite.open')}
        </Button>
      </Box>
      {isError ? (
        <ListError onRetry={() => void refetch()} retrying={isFetching} />
      ) : isPending ? (
        <WaitProgress inline />
      ) : members.length === 0 ? (
        <Typography color="textSecondary">{translate('app.admin.list.empty')}</Typography>
      ) : (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <TextField
              size="small"
              type="search"
              label={translate('app.resources.organizations.members.search')}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
            <Typography variant="body2" color="textSecondary" role="status">
              {[
                query.trim()
                  ? translate('app.resources.organizations.members.matching', {
                      shown: shown.length,
                      smart_count: members.length,
                    })
                  : translate('app.resources.organizations.members.count', { smart_count: members.length }),
                pendingCount > 0 &&
                  translate('app.resources.organizations.members.pendingCount', { smart_count: pendingCount }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
          {justInvited.size > 0 && (
            <Typography variant="body2" role="status">
              {translate('app.resources.organizations.members.justInvitedFirst', { smart_count: justInvited.size })}
            </Typography>
          )}
          <MemberList members={shown} onMenu={onMenu} query={query} justInvited={justInvited} />
        </>
      )}
      <MemberMenu
        member={menu?.member}
        anchor={menu?.anchor ?? null}
        onClose={() => setMenu(null)}
        onAction={onAction}
      />
      <ConfirmDialog
        open={!!removing?.open}
        loading={remove.isPending}
        text={
          removing
            ? translate('app.resources.organizations.members.removeConfirm', { name: memberName(removing.member) })
            : ''
        }
        onCancel={closeConfirm}
        onConfirm={() => removing && remove.mutate(removing.member)}
      />
      <InviteDialog
        organizationID={record.id}
        open={inviting}
        onClose={() => setInviting(false)}
        onInvited={onInvited}
      />
    </Box>
  );
}

/**
 * The rows in view, and a few around, of a list 61 px a row in a viewport of at most 600: a scroll
 * renders this list alone, never the tab with its dialogs.
 */
function MemberList({
  members,
  onMenu,
  query,
  justInvited,
}: {
  members: OrganizationUser[];
  onMenu: (member: OrganizationUser, anchor: HTMLElement) => void;
  query: string;
  justInvited: ReadonlySet<number>;
}) {
  const translate = useTranslate();
  const viewport = useRef<HTMLDivElement>(null);
  const highlight = useMemo(() => makeHighlighter(query), [query]);
  // The people just invited come first: the list shows its top.
  useEffect(() => {
    if (justInvited.size) viewport.current?.scrollTo({ top: 0 });
  }, [justInvited]);
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual is not memoised by the compiler: the component is left as written
  const virtualizer = useVirtualizer({
    count: members.length,
    getScrollElement: () => viewport.current,
    estimateSize: () => ORGANIZATION_USER_ROW_HEIGHT,
    overscan: OVERSCAN,
  });
  return (
    <Box
      ref={viewport}
      role="list"
      aria-label={translate('app.resources.organizations.members.list')}
      sx={{
        height: Math.min(Math.max(members.length, 1) * ORGANIZATION_USER_ROW_HEIGHT, ORGANIZATION_USERS_VIEWPORT),
        overflowY: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => (
          <MemberRow
            key={members[row.index].relationID}
            member={members[row.index]}
            position={row.index + 1}
            count={members.length}
            onMenu={onMenu}
            top={row.start}
            highlight={highlight}
            justInvited={justInvited.has(members[row.index].relationID)}
          />
        ))}
      </Box>
    </Box>
  );
}
