import { formatNumber } from '@/i18n/format';
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

/** Every group of the platform fits one call. */
const GROUPS_LIMIT = 1000;

/**
 * Picks the group the selected users are added to, or removed from: the dialog names the action and the
 * count, and Add (Remove) confirms it.
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
  onPick: (group: RaRecord) => void;
}) {
  const translate = useTranslate();
  const [groupID, setGroupID] = useState('');
  const { data: groups = [] } = useGetList(
    'groups',
    { pagination: { page: 1, perPage: GROUPS_LIMIT }, sort: { field: 'name', order: 'ASC' } },
    { enabled: !!mode },
  );
  // A fresh choice on each open.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- each opening starts with no group chosen
    if (mode) setGroupID('');
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
          onChange={(e) => setGroupID(e.target.value)}
          sx={{ mt: 1 }}
        >
          {groups.map((g) => (
            <MenuItem key={g.id} value={String(g.id)}>
              {g.name}
            </MenuItem>
          ))}
        </TextField>
        {note && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {note}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('app.resources.users.bulk.cancel')}</Button>
        <Button variant="contained" disabled={!group} onClick={() => group && onPick(group)}>
          {translate(mode === 'remove' ? 'app.resources.users.bulk.remove' : 'app.resources.users.bulk.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
