import dayjs from 'dayjs';
// The localized formats ('L LTS') the console's dates are written in, and the person's language.
import '@/i18n/dates';
import type { TranslateFunction } from 'react-admin';
import { sharedLabelKey } from '@/engine/fields/lookup';
import { HISTORY_LINKS } from '@contract/historyLinks';

/** When an entry was written, to the second, as the person's language writes dates (`L LTS`). */
export const historyDate = (at: string) => dayjs(at).format('L LTS');

/** A time the platform writes (ISO 8601, `2026-12-03T08:10:33.000Z`). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A field's value as a person reads it: empty for none, a time in their date format, yes or no, text as is,
 * anything else as JSON.
 */
export function valueText(value: unknown, translate?: TranslateFunction): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return ISO_TIME.test(value) ? historyDate(value) : value;
  if (typeof value === 'boolean' && translate) return translate(`ra.boolean.${value}`);
  return JSON.stringify(value);
}

/**
 * Which record an entry is about, by name (issue 42): the record's own name, else the names of what it
 * links (a membership: the user and the group), else its id (entries written before names were kept).
 */
export function recordName(entry: { resource: string; recordID: number; names?: Record<string, string> }): string {
  const names = entry.names ?? {};
  const own = names[`${entry.resource}:${entry.recordID}`];
  if (own) return own;
  const linked = Object.values(names);
  return linked.length ? linked.join(' · ') : `#${entry.recordID}`;
}

/** A link field's value as a person reads it: the name of what it linked, else the value. */
export const changeText = (value: unknown, name?: string, translate?: TranslateFunction) =>
  name ?? valueText(value, translate);

/** The console's resource of a recorded collection, where their names differ. */
const RESOURCE_OF: Record<string, string> = { apps: 'applications' };
/** Fields that link another record: labelled by that record's kind (a membership's `groupID`: Group). */
const LINK_KINDS: Record<string, string> = HISTORY_LINKS;

/**
 * A field's label as its resource's pages show it (issue 64): the resource's own label
 * (`app.resources.<name>.fields.<field>`), else the shared one, else the kind a link field names, else the
 * history's own label of the platform's bookkeeping (`updatedAt`), else the field's name.
 */
export function fieldLabel(translate: TranslateFunction, resource: string, field: string): string {
  const link = LINK_KINDS[field];
  const own = translate(`app.resources.history.audit.fields.${field}`, { _: field });
  const fallback = link ? translate(`app.resources.history.kinds.${link}`, { _: own }) : own;
  const shared = translate(sharedLabelKey(field), { _: fallback });
  return translate(`app.resources.${RESOURCE_OF[resource] ?? resource}.fields.${field}`, { _: shared });
}

/** A call's path as a person reads it: its escapes decoded (`/account/users/j%C3%BCrgen` is `/account/users/jürgen`). */
export function pathText(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** Browsers first by the token that names them alone (Edge's and Opera's agents also say Chrome). */
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/HeadlessChrome\/(\d+)/, 'Chrome'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
  [/^curl\/(\d+)/, 'curl'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];
const AGENT_MAX = 40;

/**
 * A User-Agent as a person reads it (issue 64): the browser and its major version and the system
 * (`Firefox 133, Windows`), else the agent's first characters.
 */
export function shortAgent(agent: string): string {
  if (!agent) return '—';
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent));
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent));
  const parts = [browser && `${browser[1]} ${agent.match(browser[0])![1]}`, system?.[1]].filter(Boolean);
  if (parts.length) return parts.join(', ');
  return agent.length > AGENT_MAX ? `${agent.slice(0, AGENT_MAX - 1)}…` : agent;
}
