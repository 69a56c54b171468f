import Tooltip from '@mui/material/Tooltip';
import dayjs from 'dayjs';
import '@/i18n/dates';

/** "3 hours ago" (in the language shown), with the full date on hover. */
export default function RelativeDate({ value }: { value?: string | number | null }) {
  if (!value) return null;
  const date = dayjs(value);
  if (!date.isValid()) return <>{String(value)}</>;
  return (
    <Tooltip title={date.format('YYYY-MM-DD HH:mm:ss')}>
      <span>{date.fromNow()}</span>
    </Tooltip>
  );
}
