import { shortDay } from '@/i18n/days';
import type { AccessSource, UserAccess } from '../calls';

type Translate = (key: string, options?: object) => string;

/**
 * A source as it reads: the group's name (and when its membership ends: "Engineering, until 12 Dec", issue 62),
 * or the catalogue key of every signed-in user / everyone.
 */
export const sourceText = (source: AccessSource, translate: Translate) =>
  source.kind === 'group'
    ? source.endsAt
      ? translate('app.resources.users.membershipEnd.label', {
          name: source.groupName,
          date: shortDay(source.endsAt, translate),
        })
      : source.groupName
    : translate(
        source.kind === 'signedIn' ? 'app.resources.users.access.signedIn' : 'app.resources.users.access.everyone',
      );

/** The access as flat rows (one per rule, a role without rules one row), the CSV export's columns. */
export const ACCESS_CSV_COLUMNS = ['service', 'role', 'sources', 'method', 'path'];

export function accessRows(access: UserAccess, translate: Translate): Record<string, string>[] {
  const rows: Record<string, string>[] = [];
  for (const service of access.services) {
    for (const role of service.roles) {
      const sources = role.sources.map((s) => sourceText(s, translate)).join('; ');
      const base = { service: service.service, role: role.roleName, sources };
      if (!role.rules.length) rows.push({ ...base, method: '', path: '' });
      for (const rule of role.rules) rows.push({ ...base, method: rule.method, path: rule.path });
    }
  }
  for (const app of access.apps) {
    rows.push({
      service: 'apps',
      role: app.name,
      sources: app.sources.map((s) => sourceText(s, translate)).join('; '),
      method: '',
      path: app.url,
    });
  }
  return rows;
}
