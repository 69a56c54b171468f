import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { dayOf, endOfDay, startOfDay } from '@/i18n/days';
import { useTexts } from '@/i18n/useTexts';
import type { MembershipDates, UserGroup } from '../calls';
import MembershipDateFields from './MembershipDateFields';
import { membershipEndTexts } from './texts';

/**
 * Changes when a membership ends (issue 62): a later or sooner day, or no end at all; and, while it has not
 * started, when it starts (empty: now). The platform refuses a day already over, or a start not before the end
 * (its refusal shows in the notice); ending it now is the chip's own removal.
 */
export default function MembershipEndDialog({
  membership,
  busy,
  onSave,
  onClose,
}: {
  membership: UserGroup;
  busy: boolean;
  onSave: (dates: MembershipDates) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.resources.users.membershipEndDialog.${key}`, options);
  const [day, setDay] = useState(dayOf(membership.endsAt));
  const [from, setFrom] = useState(dayOf(membership.startsAt));
  // Only a membership not started yet has a start to move.
  const starts = !!membership.startsAt;
  if (!useTexts(membershipEndTexts)) return null;
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('title', { name: membership.groupName })}</DialogTitle>
      <DialogContent>
        <MembershipDateFields from={from} until={day} onFrom={setFrom} onUntil={setDay} withFrom={starts} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        {membership.endsAt && (
          <Button disabled={busy} onClick={() => onSave({ endsAt: null })}>
            {t('removeEnd')}
          </Button>
        )}
        <Button
          variant="contained"
          disabled={busy || (!day && !starts)}
          onClick={() =>
            onSave({ endsAt: endOfDay(day) ?? null, ...(starts && { startsAt: startOfDay(from) ?? null }) })
          }
        >
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
