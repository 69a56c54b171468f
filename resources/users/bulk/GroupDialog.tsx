import { formatNumber } from '@/i18n/format';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import type { MembershipDates } from '../calls';

// The days of an add: loaded when adding, so the Users page's start-up names none of its code (its budget).
const AddDates = lazy(() => import('./AddDates'));

/** Every group of the platform fits one call. */
const GROUPS_LIMIT = 1000;
/** Nothing chosen: no group, no start, no end (`dates` undefined: days out of their bounds). */
const NONE: { groupID: string; dates?: MembershipDates } = { groupID: '', dates: {} };

/**
 * Picks the group the selected users are added to, or removed from: the dialog names the action and the
 * count, and Add (Remove) confirms it. Adding may give the group from and until a day (issue 62), with the
 * fields of a membership's own dialog; the dialog then says the days before Add.
 */
export default function GroupDialog({
  mode,
  count,
  note,
  onCancel,
  onPick,
}: {
  /** Open for adding or removing; closed when undefined. */
  mode?: 'add' | 'remove';
  /** How many users the action acts on. */
  count: number;
  /** Who is left out of it, and why (the signed-in person's own account). */
  note?: string;
  onCancel: () => void;
  /** The group, and for an add the days picked (each absent when none). */
  onPick: (group: RaRecord, dates: MembershipDates) => void;
}) {
  const translate = useTranslate();
  const [{ groupID, dates }, setChoice] = useState(NONE);
  const choose = (change: Partial<typeof NONE>) => setChoice((choice) => ({ ...choice, ...change }));
  const adding = mode === 'add';
  const { data: groups = [] } = useGetList(
    'groups',
    { pagination: { page: 1, perPage: GROUPS_LIMIT }, sort: { field: 'name', order: 'ASC' } },
    { enabled: !!mode },
  );
  // A fresh choice (no group, no days) on each open.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- each opening starts with nothing chosen
    if (mode) setChoice(NONE);
  }, [mode]);
  const group = groups.find((g) => String(g.id) === groupID);
  const title = translate(`app.resources.users.bulk.pickGroup.${mode ?? 'add'}`, {
    count: formatNumber(count),
    smart_count: count,
  });
  return (
    <Dialog open={!!mode} onClose={onCancel} aria-label={title} fullWidth maxWidth="xs">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          label={translate('app.resources.users.bulk.group')}
          value={groupID}
          onChange={(e) => choose({ groupID: e.target.value })}
          sx={{ mt: 1 }}
        >
          {groups.map((g) => (
            <MenuItem key={g.id} value={String(g.id)}>
              {g.name}
            </MenuItem>
          ))}
        </TextField>
        {adding && (
          <Suspense fallback={null}>
            <AddDates onDates={(next) => choose({ dates: next })} />
          </Suspense>
        )}
        {note && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {note}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('app.resources.users.bulk.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!group || !dates}
          onClick={() => group && dates && onPick(group, adding ? dates : {})}
        >
          {translate(mode === 'remove' ? 'app.resources.users.bulk.remove' : 'app.resources.users.bulk.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
