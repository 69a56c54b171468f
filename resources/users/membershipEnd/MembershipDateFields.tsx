import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { today, tomorrow } from '@/i18n/days';

/**
 * A membership's From and Until days (issue 62), as a membership's dialog asks for them and the Users page's
 * bulk Add to group does: one copy of their labels, help and bounds (a start from tomorrow and not after the
 * end; an end from today, or from the start). Values are `YYYY-MM-DD`, '' for none. The texts are this folder's
 * text part (./texts.ts): the caller renders these once it is loaded.
 */
export default function MembershipDateFields({
  from,
  until,
  onFrom,
  onUntil,
  withFrom = true,
}: {
  from: string;
  until: string;
  onFrom: (day: string) => void;
  onUntil: (day: string) => void;
  /** Whether a start may be picked (a membership in force has none to move). */
  withFrom?: boolean;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.resources.users.membershipEndDialog.${key}`);
  return (
    <>
      {withFrom && (
        <TextField
          type="date"
          fullWidth
          size="small"
          margin="dense"
          label={t('from')}
          value={from}
          onChange={(e) => onFrom(e.target.value)}
          helperText={t('fromHelp')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: tomorrow(), max: until || undefined } }}
        />
      )}
      <TextField
        type="date"
        fullWidth
        size="small"
        margin="dense"
        label={t('date')}
        value={until}
        onChange={(e) => onUntil(e.target.value)}
        helperText={t('help')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from || today() } }}
      />
    </>
  );
}

/**
 * Whether the days picked keep the fields' bounds (the date inputs' min and max only hint in some browsers):
 * a start from tomorrow, an end from today, a start not after the end. Days as `YYYY-MM-DD` compare as text.
 */
export const datesInBounds = (from: string, until: string): boolean =>
  (!from || from >= tomorrow()) && (!until || until >= today()) && (!from || !until || from <= until);
