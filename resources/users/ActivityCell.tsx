import { useTranslate, type RaRecord, type TranslateFunction } from 'react-admin';
import { sessionDate } from './sessions/sessionText';

/** A person's last sign-in or activity as read (issue 39): its date and time, or Never (empty is never). */
export const activityText = (value: unknown, translate: TranslateFunction): string =>
  value ? sessionDate(String(value)) : translate('app.resources.users.never');

/** A person's last sign-in or activity in a list column. */
export default function ActivityCell({ record, source }: { record: RaRecord; source: string }) {
  const translate = useTranslate();
  return <>{activityText(record[source], translate)}</>;
}
