import { useTranslate, type RaRecord } from 'react-admin';
import { sessionDate } from './sessions/sessionText';

/** A person's last sign-in or activity in a list column (issue 39): its date and time, or Never. */
export default function ActivityCell({ record, source }: { record: RaRecord; source: string }) {
  const translate = useTranslate();
  const value = record[source];
  return <>{value ? sessionDate(String(value)) : translate('app.resources.users.never')}</>;
}
