import { DEMO } from '../../fixtures/seed/index';
import type { TimedInput } from './support';

/**
 * When a page shows its content, as expressions evaluated in the page (one place for both benchmarks,
 * cold-start.ts and profile-start.ts).
 */

/** Rows of a table that hold text (not the loading skeleton). */
export const rowsOf = (selector: string) =>
  `[...document.querySelectorAll('${selector}')].filter((r) => r.textContent.trim())`;
export const withEmail = (rows: string) => `${rows}.some((r) => r.textContent.includes('@'))`;
export const ROWS = rowsOf('table tbody tr');
/** The console's own list (the app's, inside #root). */
export const APP_ROWS = rowsOf('#root table tbody tr');
export const ROWS_WITH_EMAIL = withEmail(ROWS);
export const APP_ROWS_WITH_EMAIL = withEmail(APP_ROWS);

/** When a console route shows its content, for the routes that are not lists. */
export const READY: Record<string, string> = {
  '/apps': `!!document.querySelector('main h1') && document.querySelectorAll('main a[href^="http"], main img').length > 0`,
  '/my-account': `[...document.querySelectorAll('input')].some((i) => i.value === ${JSON.stringify(DEMO.admin.email)})`,
  '/signin': `[...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Login')`,
  // The e-mail settings page (a page of its own, no list): its fields hold the setting.
  '/settings': `[...document.querySelectorAll('main input')].filter((i) => i.value).length > 2`,
  // The policy editor: its services column lists the services.
  '/opa': `[...document.querySelectorAll('main')].some((m) => /Services/.test(m.textContent) && /account/.test(m.textContent))`,
};
/** A list's content: rows with text, or the empty list's notice. */
export const listReady = (rows: string) =>
  `${rows}.length > 0 || [...document.querySelectorAll('main p')].some((p) => /no |empty/i.test(p.textContent))`;
export const DEFAULT_READY = listReady(ROWS);

/** When the console's own page at `route` shows its content: /users' rows with e-mails, another list's rows, or READY's test. */
export const appReadyOf = (route: string) =>
  route === '/users' ? APP_ROWS_WITH_EMAIL : (READY[route] ?? listReady(APP_ROWS));

/** An e-mail address in a row's text (a regular expression's source). */
export const EMAIL = '[^\\s@]+@[^\\s@]+\\.[a-z]+';
/** A group's name in its row (a regular expression's source). */
export const NAME = '[A-Z][A-Za-z ]+[a-z]';

/** Row `arg.row`'s cell that holds `arg.pick` (an e-mail or a name), to click, keeping what it shows. */
const FIND_CELL = `
  const row = ${APP_ROWS}[arg.row];
  window.__cell = [...row.cells].find((td) => new RegExp(arg.pick).test(td.textContent));
  window.__expect = window.__cell.textContent.match(new RegExp(arg.pick))[0];`;
/** The record shows: an input outside the table, enabled and editable, holds what the row showed. */
const RECORD_SHOWN = `return [...document.querySelectorAll('input')].some((i) =>
  i.value === window.__expect && !i.disabled && !i.readOnly && !i.closest('table'));`;
/** A click on the cell of row `row` (from 0) that holds `pick`, timed to the record shown (support.ts, timeInput). */
export const openRow = (row: number, pick: string): TimedInput => ({
  before: FIND_CELL,
  click: 'window.__cell',
  ready: RECORD_SHOWN,
  arg: { row, pick },
});
