import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetList, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { SUCCESS_HIDE_MS } from '@/constants';
import { endOfDay, shortDay, today } from '@/i18n/days';
import { useCapabilities } from '@/platform/capabilities';
import ConfirmDialog from '@/engine/dialogs/ConfirmDialog';
import ListError from '@/engine/list/ListError';
import type { SlotProps } from '@/engine/types';
import type { Filter } from '@contract/filters';
import { callKey } from '@/platform/queryKeys';
import WaitProgress from '@/ui/WaitProgress';
import { useSettledText } from '@/ui/useSettledText';
import { useTexts } from '@/i18n/useTexts';
import { memberDateTexts } from './memberDates/texts';
import type { UsersDataProvider } from '@resources/users/calls';

/** Members on a page of the tab; a group may hold thousands. */
const PAGE_SIZE = 10;
/** People offered by the Add box: the first ones whose name or e-mail holds what is typed. */
const CANDIDATES = 20;

const nameOf = (user: RaRecord) => `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();

/**
 * A group's Members tab (issue 64): its members a page at a time, by last name, with a search by name or
 * e-mail, asked of the server (`GET /account/users` filtered on `groupID`); Add a person (found as the
 * policy tester finds one) and Remove one after a confirmation, through the memberships' own calls
 * (`POST /account/users/{id}/groups`, `DELETE /account/userGroups/{id}`), so the API's rights rule applies.
 */
export default function GroupMembersTab({ record }: SlotProps) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.resources.groups.members.${key}`, options);
  const notify = useNotify();
  const dataProvider = useDataProvider<UsersDataProvider>();
  const startTexts = useTexts(memberDateTexts);
  const [typed, setTyped, needle] = useSettledText();
  // The page belongs to a search: new words start again at the first page.
  const [paging, setPaging] = useState({ needle, page: 0 });
  const page = paging.needle === needle ? paging.page : 0;
  const setPage = (next: number) => setPaging({ needle, page: next });
  const filters: Filter[] = [
    { name: 'groupID', comparison: 'eq', value: record.id },
    ...(needle ? [{ name: 'nameOrEmail', comparison: 'like' as const, value: needle }] : []),
  ];
  const members = useGetList<RaRecord>('users', {
    pagination: { page: page + 1, perPage: PAGE_SIZE },
    sort: { field: 'lastName', order: 'ASC' },
    filter: { filters },
  });
  const [removing, setRemoving] = useState<{ user: RaRecord; open: boolean } | null>(null);
  const closeConfirm = () => setRemoving((current) => current && { ...current, open: false });
  const success = (message: string) => notify(message, { type: 'success', autoHideDuration: SUCCESS_HIDE_MS });

  const ends = useCapabilities()('membershipEnds');
  const add = useMutation({
    mutationKey: callKey('users', 'addUserToGroup'),
    mutationFn: ({ user, until }: { user: RaRecord; until: string }) =>
      dataProvider.addUserToGroup(user.id, record.id, undefined, { endsAt: endOfDay(until) }),
    meta: { changes: ['users'] },
    onSuccess: (_answer, { user }) => success(t('added', { name: nameOf(user) || user.email })),
  });
  // The membership's own id, read from the person's groups, then removed as the user's panel removes it.
  const remove = useMutation({
    mutationKey: callKey('users', 'removeUserGroup'),
    mutationFn: async (user: RaRecord) => {
      const link = (await dataProvider.getUserGroups(user.id)).find((m) => String(m.groupID) === String(record.id));
      if (link) await dataProvider.removeUserGroup(link.id);
    },
    meta: { changes: ['users'] },
    onSuccess: (_answer, user) => success(t('removed', { name: nameOf(user) || user.email })),
    onSettled: closeConfirm,
  });

  const total = members.total ?? 0;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <AddMember
        busy={add.isPending}
        onAdd={(user, until) => add.mutate({ user, until })}
        label={t('add')}
        boxLabel={t('person')}
        untilLabel={ends ? t('until') : undefined}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          type="search"
          label={t('search')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Typography variant="body2" color="textSecondary" role="status">
          {members.isPending ? '' : t(needle ? 'matching' : 'count', { smart_count: total })}
        </Typography>
      </Box>
      {members.isError ? (
        <ListError onRetry={() => void members.refetch()} retrying={members.isFetching} />
      ) : members.isPending ? (
        <WaitProgress inline />
      ) : total === 0 ? (
        <Typography color="textSecondary">{t(needle ? 'noneMatching' : 'none')}</Typography>
      ) : (
        <>
          <Table size="small" aria-label={t('title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('name')}</TableCell>
                <TableCell>{t('email')}</TableCell>
                <TableCell>{t('status')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {(members.data ?? []).map((user) => (
                <TableRow key={String(user.id)}>
                  <TableCell>
                    <Link component={RouterLink} to={`/users?userID=${user.id}`}>
                      {nameOf(user)}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{user.email}</TableCell>
                  <TableCell>
                    {t(user.active ? 'active' : 'inactive')}
                    {/* The membership starts later (issue 62): "from 12 Dec". */}
                    {startTexts && typeof user.groupStarts?.[String(record.id)] === 'string' && (
                      <Typography variant="caption" color="textSecondary" component="div">
                        {translate('app.resources.groups.memberDates.startsOn', {
                          date: shortDay(user.groupStarts[String(record.id)] as string, translate),
                        })}
                      </Typography>
                    )}
                    {/* The membership ends (issue 62): "until 12 Dec". */}
                    {typeof user.groupEnds?.[String(record.id)] === 'string' && (
                      <Typography variant="caption" color="textSecondary" component="div">
                        {t('endsOn', { date: shortDay(user.groupEnds[String(record.id)] as string, translate) })}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right">
                    <IconButton
                      size="small"
                      aria-label={t('remove', { name: nameOf(user) || user.email })}
                      onClick={() => setRemoving({ user, open: true })}
                    >
                      <PersonRemoveIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={total}
            page={page}
            onPageChange={(_, next) => setPage(next)}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
          />
        </>
      )}
      <ConfirmDialog
        open={!!removing?.open}
        loading={remove.isPending}
        text={
          removing ? t('removeConfirm', { name: nameOf(removing.user) || removing.user.email, group: record.name }) : ''
        }
        onCancel={closeConfirm}
        onConfirm={() => removing && remove.mutate(removing.user)}
      />
    </Box>
  );
}

/** A person to add, found on the server by name or e-mail, and the Add button. */
function AddMember({
  busy,
  onAdd,
  label,
  boxLabel,
  untilLabel,
}: {
  busy: boolean;
  onAdd: (user: RaRecord, until: string) => void;
  label: string;
  boxLabel: string;
  /** The optional end date's label, where the platform offers end dates (issue 62). */
  untilLabel?: string;
}) {
  const dataProvider = useDataProvider<UsersDataProvider>();
  const [chosen, setChosen] = useState<RaRecord | null>(null);
  const [until, setUntil] = useState('');
  const [typed, setTyped, needle] = useSettledText();
  const optionText = (user: RaRecord) => `${nameOf(user)} (${user.email})`.trim();
  const searching = needle && !(chosen && optionText(chosen) === needle);
  const { data: found = [], isFetching } = useQuery({
    queryKey: callKey('users', 'searchUsers', { text: searching ? needle : '' }),
    queryFn: () => dataProvider.searchUsers(searching ? needle : ''),
    enabled: !!searching,
    select: (users) => users.slice(0, CANDIDATES),
  });
  return (
    <Box
      component="form"
      sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen) {
          onAdd(chosen, until);
          setChosen(null);
          setTyped('');
          setUntil('');
        }
      }}
    >
      <Autocomplete<RaRecord>
        sx={{ minWidth: 260, flex: 1, maxWidth: 420 }}
        options={searching ? found : []}
        value={chosen}
        onChange={(_, next) => setChosen(next)}
        inputValue={typed}
        onInputChange={(_, next) => setTyped(next)}
        getOptionLabel={optionText}
        getOptionKey={(o) => String(o.id)}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        filterOptions={(options) => options}
        loading={isFetching}
        renderInput={(params) => <TextField {...params} size="small" label={boxLabel} />}
      />
      {untilLabel && (
        <TextField
          type="date"
          size="small"
          label={untilLabel}
          value={until}
          onChange={(e) => setUntil(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today() } }}
        />
      )}
      <Button type="submit" variant="contained" size="small" disabled={!chosen || busy}>
        {label}
      </Button>
    </Box>
  );
}
