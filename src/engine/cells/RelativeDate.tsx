import Tooltip from '@mui/material/Tooltip';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** "3 hours ago", with the full date on hover. */
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
