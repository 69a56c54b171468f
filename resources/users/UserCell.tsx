import { useTranslate } from 'react-admin';
import { ROW } from '@/engine/list/listRowStyles';
import type { RenderProps } from '@/engine/types';
import { fullNameOf, initialsOf } from './initials';

/**
 * A user row's first cell: initials avatar, full name, and the organization name (or -) under it. Plain
 * elements with the list's row classes (src/engine/list/listRowStyles.ts): it renders twenty times.
 */
export default function UserCell({ record, highlight }: RenderProps) {
  const translate = useTranslate();
  const organization = record.organizationName || translate('app.resources.users.noOrganization');
  return (
    <div className={ROW.media}>
      <div className={ROW.avatar} aria-hidden>
        {initialsOf(record)}
      </div>
      <div>
        <p className={ROW.primary}>{highlight(fullNameOf(record))}</p>
        <div className={ROW.secondary}>{highlight(organization)}</div>
      </div>
    </div>
  );
}
