import { shortDay } from '@/i18n/days';
import type { UserGroup } from '../calls';

type Translate = (key: string, options?: object) => string;

/**
 * A membership as its chip reads (issue 62): "Support", "Support, until 3 Dec", "Support, from 12 Dec",
 * "Support, from 12 Dec until 20 Dec". A start's wording is in this folder's text part (`startTexts`: whether
 * it is loaded yet; until then the chip says the group's name, a few milliseconds).
 */
export function membershipLabel(m: UserGroup, translate: Translate, startTexts: boolean): string {
  const day = (iso: string) => shortDay(iso, translate);
  if (m.startsAt && startTexts) {
    const key = `app.resources.users.membershipStart.${m.endsAt ? 'labelUntil' : 'label'}`;
    return translate(key, { name: m.groupName, from: day(m.startsAt), ...(m.endsAt && { until: day(m.endsAt) }) });
  }
  if (m.endsAt && !m.startsAt) {
    return translate('app.resources.users.membershipEnd.label', { name: m.groupName, date: day(m.endsAt) });
  }
  return m.groupName;
}
