import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { dayOf, endOfDay, today } from '@/i18n/days';
import { useTexts } from '@/i18n/useTexts';
import type { UserGroup } from '../calls';
import { membershipEndTexts } from './texts';

/**
 * Changes when a membership ends (issue 62): a later or sooner day, or no end at all. The platform refuses a
 * day already over (its refusal shows in the notice); ending it now is the chip's own removal.
 */
export default function MembershipEndDialog({
  membership,
  busy,
  onSave,
  onClose,
}: {
  membership: UserGroup;
  busy: boolean;
  onSave: (endsAt: string | null) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.resources.users.membershipEndDialog.${key}`, options);
  const [day, setDay] = useState(dayOf(membership.endsAt));
  if (!useTexts(membershipEndTexts)) return null;
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('title', { name: membership.groupName })}</DialogTitle>
      <DialogContent>
        <TextField
          type="date"
          fullWidth
          size="small"
          margin="dense"
          label={t('date')}
          value={day}
          onChange={(e) => setDay(e.target.value)}
          helperText={t('help')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today() } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        {membership.endsAt && (
          <Button disabled={busy} onClick={() => onSave(null)}>
            {t('removeEnd')}
          </Button>
        )}
        <Button variant="contained" disabled={busy || !day} onClick={() => onSave(endOfDay(day) ?? null)}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
