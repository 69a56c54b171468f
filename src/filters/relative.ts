import type { Filter } from '@contract/filters';

/**
 * Relative dates in a filter's value (issue 39): `now-90d`, "90 days ago", as the address and presets keep
 * it, so that a saved "before 90 days ago" means the same tomorrow. The platform's contract knows dates
 * only (`YYYY-MM-DD`): each call resolves the value to the day it names then (`resolveFilters`), in the
 * person's own calendar. "Never" needs no form of its own: it is the empty value (`eq ''`).
 */
const RELATIVE = /^now-(\d{1,5})d$/;

/** The relative value `days` days ago. */
export const daysAgoValue = (days: number): string => `now-${days}d`;

/** How many days ago a relative value says; null when the value is not one. */
export function daysAgoOf(value: unknown): number | null {
  const match = typeof value === 'string' ? RELATIVE.exec(value) : null;
  return match ? Number(match[1]) : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The day (`YYYY-MM-DD`) `days` days before `now`'s, in local time. */
export function dayBefore(days: number, now: Date): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - days);
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The filters as the platform takes them: each relative value replaced by its day at `now`. */
export function resolveFilters(filters: Filter[], now: Date = new Date()): Filter[] {
  return filters.map((f) => {
    const days = daysAgoOf(f.value);
    return days === null ? f : { ...f, value: dayBefore(days, now) };
  });
}
