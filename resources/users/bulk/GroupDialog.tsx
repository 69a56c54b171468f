import { formatNumber } from '@/i18n/format';
import { endOfDay, shortDay, startOfDay } from '@/i18n/days';
import { useTexts } from '@/i18n/useTexts';
import DialogContentText from '@mui/material/DialogContentText';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import type { MembershipDates } from '../calls';
import MembershipDateFields, { datesInBounds } from '../membershipEnd/MembershipDateFields';
import { membershipEndTexts } from '../membershipEnd/texts';

/** Every group of the platform fits one call. */
const GROUPS_LIMIT = 1000;
/** Nothing chosen: no group, no start, no end (days as `YYYY-MM-DD`). */
const NONE = { groupID: '', from: '', until: '' };

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
  const [{ groupID, from, until }, setChoice] = useState(NONE);
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
  const inBounds = !adding || datesInBounds(from, until);
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
          <AddDates
            from={from}
            until={until}
            inBounds={inBounds}
            onFrom={(day) => choose({ from: day })}
            onUntil={(day) => choose({ until: day })}
          />
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
          disabled={!group || !inBounds}
          onClick={() => group && onPick(group, adding ? { startsAt: startOfDay(from), endsAt: endOfDay(until) } : {})}
        >
          {translate(mode === 'remove' ? 'app.resources.users.bulk.remove' : 'app.resources.users.bulk.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The days an add gives the group from and until, and what the add will give said in words once they are in
 * bounds. Its texts are a lazy part (a membership's dialog's), wanted only when adding: nothing shows until
 * they are loaded.
 */
function AddDates({
  from,
  until,
  inBounds,
  onFrom,
  onUntil,
}: {
  from: string;
  until: string;
  inBounds: boolean;
  onFrom: (day: string) => void;
  onUntil: (day: string) => void;
}) {
  const translate = useTranslate();
  if (!useTexts(membershipEndTexts)) return null;
  const day = (value: string) => shortDay(value, translate);
  const said = from && until ? 'bulkFromUntil' : from ? 'bulkFrom' : until ? 'bulkUntil' : '';
  return (
    <>
      <MembershipDateFields from={from} until={until} onFrom={onFrom} onUntil={onUntil} />
      {said && inBounds && (
        <DialogContentText sx={{ mt: 1 }}>
          {translate(`app.resources.users.membershipEndDialog.${said}`, {
            from: from && day(from),
            until: until && day(until),
          })}
        </DialogContentText>
      )}
    </>
  );
}
