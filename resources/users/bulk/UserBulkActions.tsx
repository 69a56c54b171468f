import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Confirm, useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import { useCurrentUser } from '@/auth/useCurrentUser';
import BulkRunPanel from '@/bulk/BulkRunPanel';
import { bulkRuns, type RunView } from '@/bulk/runs';
import type { BulkAction, BulkParams } from '@/bulk/types';
import { useBulkRun } from '@/bulk/useBulkRun';
import type { BulkSlotProps } from '@/engine/types';
import { formatNumber } from '@/i18n/format';
import type { MembershipDates, UsersDataProvider } from '../calls';
import { fullNameOf } from '../initials';
import { sparesSelf, userBulkActions, userItem } from './actions';
import DeleteUsersDialog from './DeleteUsersDialog';
import { exportUsersCsv } from './exportCsv';
import GroupDialog from './GroupDialog';
import NoIcon from '@/ui/NoIcon';

const passKey = (run?: RunView) => run && `${run.runId}:${run.passesEnded}`;

/** What a confirmed action will act on: the selected users, but the signed-in person when it spares them. */
interface Plan {
  records: RaRecord[];
  /** The signed-in person's own record, left out. */
  leftOut?: RaRecord;
}

/**
 * The actions confirmed by react-admin's Confirm, with their texts (`app.resources.users.bulk.confirm.*`)
 * and confirm button; the group actions and Delete ask in dialogs of their own.
 */
const CONFIRMED = {
  activate: { texts: 'activate', button: 'app.resources.users.bulk.activate' },
  deactivate: { texts: 'deactivate', button: 'app.resources.users.bulk.deactivate' },
  plCode: { texts: 'sendPLCode', button: 'app.resources.users.sendPLCode' },
} as const;
type Confirmed = keyof typeof CONFIRMED;

/**
 * The bulk actions of the Users page, in the list's selection bar: Activate, Deactivate, Add to group,
 * Remove from group, Send PL Code, Export in CSV and Delete, on every selected user, each change once it
 * is confirmed (the signed-in person's own account left out of those that could lock them out); then the
 * run's progress and result (src/bulk/BulkRunPanel). One run at a time; it goes on while the person pages or
 * leaves the page, and after a reload the panel says what was done and what was left undone.
 */
export default function UserBulkActions({ selection }: BulkSlotProps) {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const run = useBulkRun();
  const me = useRef<string | undefined>(undefined);
  // eslint-disable-next-line react-hooks/refs -- the latest value for a callback made once; read when it is called, never during render
  me.current = user ? String(user.id) : undefined;
  const dataProvider = useDataProvider<UsersDataProvider>();
  // eslint-disable-next-line react-hooks/refs -- the actions read who is signed in when they run, never during render
  const actions = useMemo(() => userBulkActions(dataProvider, () => me.current), [dataProvider]);
  const [picking, setPicking] = useState<{ mode: 'add' | 'remove'; plan: Plan }>();
  const [deleting, setDeleting] = useState<Plan>();
  const [confirming, setConfirming] = useState<{ which: Confirmed; plan: Plan }>();
  const count = selection.ids.length;

  // After a reload: the run this person left, if it was one of these.
  const email = user?.email;
  useEffect(() => {
    if (email) bulkRuns.recover(Object.values(actions), email);
  }, [actions, email]);

  // After each pass the list shows the changes, and deleted users leave the selection.
  const handled = useRef(passKey(run));
  useEffect(() => {
    if (!run || run.running || handled.current === passKey(run)) return;
    handled.current = passKey(run);
    const { id } = run.action;
    if (id === actions.remove.id) selection.unselect(run.lastDone);
    if (id === actions.activate.id || id === actions.deactivate.id) {
      selection.patch(run.lastDone, { active: id === actions.activate.id });
    }
    selection.refresh();
  }, [run, actions, selection]);

  const start = (action: BulkAction, params: BulkParams, records: RaRecord[]) => {
    if (records.length) void bulkRuns.start({ action, params, items: records.map(userItem), actor: email ?? '' });
  };
  // Every change asks first (issue 42), naming the action and how many it acts on.
  const planOf = (action: BulkAction): Plan => {
    const records = selection.records();
    const leftOut = sparesSelf(actions, action) ? records.find((r) => String(r.id) === me.current) : undefined;
    return leftOut ? { records: records.filter((r) => r !== leftOut), leftOut } : { records };
  };
  const leftOutNote = (plan?: Plan) =>
    plan?.leftOut && translate('app.resources.users.bulk.leftOut', { name: fullNameOf(plan.leftOut) });
  const exportCsv = () => {
    const records = selection.records();
    exportUsersCsv(records);
    start(actions.exportCsv, {}, records);
  };
  const pickGroup = (group: RaRecord, { startsAt, endsAt }: MembershipDates) => {
    if (!picking) return;
    setPicking(undefined);
    const action = picking.mode === 'remove' ? actions.removeFromGroup : actions.addToGroup;
    const params = { groupID: Number(group.id), groupName: String(group.name) };
    start(action, { ...params, ...(startsAt && { startsAt }), ...(endsAt && { endsAt }) }, picking.plan.records);
  };
  const ask = (which: Confirmed) => setConfirming({ which, plan: planOf(actions[which]) });

  // The actions show once users are selected (the count is always in the bar).
  const disabled = !!run?.running;
  const buttons: [string, () => void][] = [
    ['app.resources.users.bulk.activate', () => ask('activate')],
    ['app.resources.users.bulk.deactivate', () => ask('deactivate')],
    ['app.resources.users.bulk.addToGroup', () => setPicking({ mode: 'add', plan: planOf(actions.addToGroup) })],
    [
      'app.resources.users.bulk.removeFromGroup',
      () => setPicking({ mode: 'remove', plan: planOf(actions.removeFromGroup) }),
    ],
    ['app.resources.users.sendPLCode', () => ask('plCode')],
    ['app.search.exportCsv', exportCsv],
  ];
  const confirmed = confirming && CONFIRMED[confirming.which];
  const confirmCount = confirming?.plan.records.length ?? 0;
  return (
    <>
      {count > 0 && (
        <Box
          role="group"
          aria-label={translate('app.resources.users.bulk.actions')}
          sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', ml: 'auto' }}
        >
          {/* eslint-disable-next-line react-hooks/refs -- the buttons call the actions on a click, which read the ref then */}
          {buttons.map(([label, onClick]) => (
            <Button key={label} size="small" variant="outlined" disabled={disabled} onClick={onClick}>
              {translate(label)}
            </Button>
          ))}
          <Button
            size="small"
            variant="outlined"
            color="error"
            disabled={disabled}
            onClick={() => setDeleting(planOf(actions.remove))}
          >
            {translate('app.resources.users.bulk.delete')}
          </Button>
        </Box>
      )}
      {run && <BulkRunPanel view={run} />}
      <Confirm
        CancelIcon={NoIcon}
        isOpen={!!confirming}
        title={
          confirmed
            ? translate(`app.resources.users.bulk.confirm.${confirmed.texts}.title`, {
                count: formatNumber(confirmCount),
                smart_count: confirmCount,
              })
            : ''
        }
        content={
          confirmed && (
            <>
              <DialogContentText>
                {translate(`app.resources.users.bulk.confirm.${confirmed.texts}.content`)}
              </DialogContentText>
              {confirming.plan.leftOut && (
                <Alert severity="info" sx={{ mt: 2 }}>
                  {leftOutNote(confirming.plan)}
                </Alert>
              )}
            </>
          )
        }
        confirm={confirmed?.button ?? ''}
        cancel="app.resources.users.bulk.cancel"
        onClose={() => setConfirming(undefined)}
        onConfirm={() => {
          if (!confirming) return;
          setConfirming(undefined);
          start(actions[confirming.which], {}, confirming.plan.records);
        }}
      />
      <GroupDialog
        mode={picking?.mode}
        count={picking?.plan.records.length ?? count}
        note={leftOutNote(picking?.plan)}
        onCancel={() => setPicking(undefined)}
        onPick={pickGroup}
      />
      <DeleteUsersDialog
        open={!!deleting}
        count={deleting?.records.length ?? count}
        note={leftOutNote(deleting)}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          if (!deleting) return;
          setDeleting(undefined);
          start(actions.remove, {}, deleting.records);
        }}
      />
    </>
  );
}
