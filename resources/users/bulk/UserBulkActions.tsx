import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import { useCurrentUser } from '@/auth/useCurrentUser';
import BulkRunPanel from '@/bulk/BulkRunPanel';
import { bulkRuns, type RunView } from '@/bulk/runs';
import type { BulkAction, BulkParams } from '@/bulk/types';
import { useBulkRun } from '@/bulk/useBulkRun';
import type { BulkSlotProps } from '@/engine/types';
import type { UsersDataProvider } from '../calls';
import { userBulkActions, userItem } from './actions';
import DeleteUsersDialog from './DeleteUsersDialog';
import { exportUsersCsv } from './exportCsv';
import GroupDialog from './GroupDialog';

const passKey = (run?: RunView) => run && `${run.runId}:${run.passesEnded}`;

/**
 * The bulk actions of the Users page, in the list's selection bar: Activate, Deactivate, Add to group,
 * Remove from group, Send PL Code, Export in CSV and Delete, on every selected user; then the run's
 * progress and result (src/bulk/BulkRunPanel). One run at a time; it goes on while the person pages or
 * leaves the page, and after a reload the panel says what was done and what was left undone.
 */
export default function UserBulkActions({ selection }: BulkSlotProps) {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const run = useBulkRun();
  const me = useRef<string | undefined>(undefined);
  me.current = user ? String(user.id) : undefined;
  const dataProvider = useDataProvider<UsersDataProvider>();
  const actions = useMemo(() => userBulkActions(dataProvider, () => me.current), [dataProvider]);
  const [picking, setPicking] = useState<'add' | 'remove'>();
  const [deleting, setDeleting] = useState(false);
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

  const start = (action: BulkAction, params: BulkParams = {}, records: RaRecord[] = selection.records()) => {
    void bulkRuns.start({ action, params, items: records.map(userItem), actor: email ?? '' });
  };
  const exportCsv = () => {
    const records = selection.records();
    exportUsersCsv(records);
    start(actions.exportCsv, {}, records);
  };
  const pickGroup = (group: RaRecord) => {
    const action = picking === 'remove' ? actions.removeFromGroup : actions.addToGroup;
    setPicking(undefined);
    start(action, { groupID: Number(group.id), groupName: String(group.name) });
  };

  // The actions show once users are selected (the count is always in the bar).
  const disabled = !!run?.running;
  const buttons: [string, () => void][] = [
    ['app.resources.users.bulk.activate', () => start(actions.activate)],
    ['app.resources.users.bulk.deactivate', () => start(actions.deactivate)],
    ['app.resources.users.bulk.addToGroup', () => setPicking('add')],
    ['app.resources.users.bulk.removeFromGroup', () => setPicking('remove')],
    ['app.resources.users.sendPLCode', () => start(actions.plCode)],
    ['app.search.exportCsv', exportCsv],
  ];
  return (
    <>
      {count > 0 && (
        <Box
          role="group"
          aria-label={translate('app.resources.users.bulk.actions')}
          sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', ml: 'auto' }}
        >
          {buttons.map(([label, onClick]) => (
            <Button key={label} size="small" variant="outlined" disabled={disabled} onClick={onClick}>
              {translate(label)}
            </Button>
          ))}
          <Button size="small" variant="outlined" color="error" disabled={disabled} onClick={() => setDeleting(true)}>
            {translate('app.resources.users.bulk.delete')}
          </Button>
        </Box>
      )}
      {run && <BulkRunPanel view={run} />}
      <GroupDialog mode={picking} count={count} onCancel={() => setPicking(undefined)} onPick={pickGroup} />
      <DeleteUsersDialog
        open={deleting}
        count={count}
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          start(actions.remove);
        }}
      />
    </>
  );
}
