import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { endOfDay, shortDay, startOfDay } from '@/i18n/days';
import { useTexts } from '@/i18n/useTexts';
import type { MembershipDates } from '../calls';
import MembershipDateFields, { datesInBounds } from '../membershipEnd/MembershipDateFields';
import { membershipEndTexts } from '../membershipEnd/texts';

/**
 * The days a bulk add gives the group from and until (issue 62), with the fields of a membership's own dialog,
 * and what the add will give said in words. Loaded by GroupDialog when adding (a chunk of its own, so the Users
 * page's start-up code names none of it: tests/unit/bundle-budget.test.ts), shown once its texts are loaded.
 * Each change hands on the membership's dates, or undefined while the days are out of their bounds.
 */
export default function AddDates({ onDates }: { onDates: (dates: MembershipDates | undefined) => void }) {
  const translate = useTranslate();
  const ready = useTexts(membershipEndTexts);
  const [{ from, until }, setDays] = useState({ from: '', until: '' });
  const change = (days: { from: string; until: string }) => {
    setDays(days);
    onDates(
      datesInBounds(days.from, days.until)
        ? { startsAt: startOfDay(days.from), endsAt: endOfDay(days.until) }
        : undefined,
    );
  };
  if (!ready) return null;
  const day = (value: string) => shortDay(value, translate);
  const said = from && until ? 'bulkFromUntil' : from ? 'bulkFrom' : until ? 'bulkUntil' : '';
  return (
    <>
      <MembershipDateFields
        from={from}
        until={until}
        onFrom={(next) => change({ from: next, until })}
        onUntil={(next) => change({ from, until: next })}
      />
      {said && datesInBounds(from, until) && (
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
