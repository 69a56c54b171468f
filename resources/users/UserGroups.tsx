import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useDataProvider, useGetList, useNotify, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { SUCCESS_HIDE_MS } from '@/constants';
import { endOfDay, startOfDay, today, tomorrow } from '@/i18n/days';
import { useTexts } from '@/i18n/useTexts';
import { REMOVED, useUndoableRemoval } from '@/notifications/undo';
import { useCapabilities } from '@/platform/capabilities';
import { callKey } from '@/platform/queryKeys';
import WaitProgress from '@/ui/WaitProgress';
import type { MembershipDates, UserGroup, UsersDataProvider } from './calls';
import { membershipLabel } from './membershipEnd/label';
import { membershipEndTexts } from './membershipEnd/texts';

// Loads when a membership's end is changed: the Users page's first load does without it (its budget).
const MembershipEndDialog = lazy(() => import('./membershipEnd/MembershipEndDialog'));

/** How many groups the Add select offers: every group (a small lookup). */
const GROUPS_LIMIT = 1000;

/**
 * The user's groups as chips (delete removes the membership) and the Add Groups to Users select,
 * offering only groups the user is not in yet (No Groups when none is left). Where the platform offers
 * membership dates (issue 62), the days picked beside the select give the group from and until then, a chip
 * says "until 12 Dec" or "from 12 Dec", and a click on a chip changes its dates.
 */
export default function UserGroups({ userID }: { userID: Identifier }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<UsersDataProvider>();
  const { data: memberships = [], isPending } = useQuery({
    queryKey: callKey('users', 'getUserGroups', { id: String(userID) }),
    queryFn: () => dataProvider.getUserGroups(userID),
  });
  const { data: groups = [] } = useGetList<RaRecord>('groups', {
    pagination: { page: 1, perPage: GROUPS_LIMIT },
    sort: { field: 'name', order: 'ASC' },
  });
  // The chips follow (queryClient.ts refreshes the user's queries); errors were shown by the adapter,
  // and the chips simply stay as they were.
  const notify = useNotify();
  const ends = useCapabilities()('membershipEnds');
  const [until, setUntil] = useState('');
  const [from, setFrom] = useState('');
  // The start's wording (a lazy text part): the From field shows once it is loaded.
  const startTexts = useTexts(membershipEndTexts);
  const [changing, setChanging] = useState<UserGroup | null>(null);
  const add = useMutation({
    mutationKey: callKey('users', 'addUserToGroup'),
    mutationFn: (groupID: Identifier) =>
      dataProvider.addUserToGroup(userID, groupID, undefined, { endsAt: endOfDay(until), startsAt: startOfDay(from) }),
    onSuccess: () => {
      setUntil('');
      setFrom('');
    },
  });
  const setEnd = useMutation({
    mutationKey: callKey('users', 'setMembershipEnd'),
    mutationFn: ({ id, dates }: { id: Identifier; dates: MembershipDates }) => dataProvider.setMembershipEnd(id, dates),
    meta: { changes: ['users'] },
    onSuccess: () => {
      setChanging(null);
      notify('app.resources.users.membershipEndDialog.saved', { type: 'success', autoHideDuration: SUCCESS_HIDE_MS });
    },
  });
  const unlink = useMutation({
    mutationKey: callKey('users', 'removeUserGroup'),
    mutationFn: (linkID: Identifier) => dataProvider.removeUserGroup(linkID),
  });
  // No confirmation (spec): a removal waits while its notice offers Undo.
  const { removing, remove } = useUndoableRemoval<Identifier>();

  const joined = new Set(memberships.map((m) => String(m.groupID)));
  const available = groups.filter((g) => !joined.has(String(g.id)));
  const busy = add.isPending;

  return (
    <Box>
      {/* Under the panel's heading (the user's name, h2). */}
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {translate('app.resources.users.groups')}
      </Typography>
      {isPending && <WaitProgress inline />}
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}
        aria-label={translate('app.resources.users.groups')}
        role="list"
      >
        {memberships
          .filter((m) => !removing.has(m.id))
          .map((m) => (
            <Chip
              key={m.id}
              role="listitem"
              label={membershipLabel(m, translate, startTexts)}
              size="small"
              disabled={busy}
              {...(ends && { onClick: () => setChanging(m) })}
              onDelete={() => remove(m.id, () => unlink.mutateAsync(m.id), REMOVED, { name: m.groupName })}
              deleteIcon={
                <CancelIcon
                  role="button"
                  aria-hidden={false}
                  aria-label={translate('app.resources.users.removeGroup', { name: m.groupName })}
                />
              }
            />
          ))}
      </Box>
      {ends && (
        <Box sx={{ display: 'flex', gap: 1, mb: 1.5 }}>
          {startTexts && (
            <TextField
              type="date"
              fullWidth
              size="small"
              label={translate('app.resources.users.membershipStart.field')}
              value={from}
              disabled={busy}
              onChange={(e) => setFrom(e.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: tomorrow(), max: until || undefined } }}
            />
          )}
          <TextField
            type="date"
            fullWidth
            size="small"
            label={translate('app.resources.users.membershipEnd.field')}
            value={until}
            disabled={busy}
            onChange={(e) => setUntil(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || today() } }}
          />
        </Box>
      )}
      <TextField
        select
        fullWidth
        size="small"
        label={translate('app.resources.users.addGroups')}
        value=""
        disabled={busy}
        onChange={(e) => {
          const group = available.find((g) => String(g.id) === e.target.value);
          if (group) add.mutate(group.id);
        }}
      >
        {available.length === 0 && (
          <MenuItem disabled value="">
            {translate('app.resources.users.noGroups')}
          </MenuItem>
        )}
        {available.map((g) => (
          <MenuItem key={String(g.id)} value={String(g.id)}>
            {String(g.name)}
          </MenuItem>
        ))}
      </TextField>
      {changing && (
        <Suspense fallback={null}>
          <MembershipEndDialog
            membership={changing}
            busy={setEnd.isPending}
            onSave={(dates) => setEnd.mutate({ id: changing.id, dates })}
            onClose={() => setChanging(null)}
          />
        </Suspense>
      )}
    </Box>
  );
}
