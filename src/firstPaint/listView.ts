import type { RaRecord } from 'react-admin';
import { FIRST_PAINT_ID } from '@/browser/firstPaint';
import { EMPTY_CELL, shownText } from '@/engine/list/cellText';
import type { PlainCell } from '@/engine/types';
import type { FirstPaintColumn, FirstPaintList } from './manifest';
import './listView.css';

/**
 * The first page of a list as plain HTML, laid out as the app lays out its list page (ShellLayout,
 * ResourceList, MUI's table at the theme's sizes) so that the app's page replaces it without the rows
 * moving; the first-paint end-to-end test measures both. The colours are the light and dark themes'
 * (src/theme); the sidebar is open, as a page opened anew always shows it (src/layout/Sidebar.tsx).
 * Texts go in as text nodes, never as HTML.
 */
function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

const textOf = (record: RaRecord, sources: string[]) =>
  sources.map((source) => record[source]).filter((value) => value !== null && value !== undefined && value !== '').join(' ').trim();

/** A custom cell's plain form: the initials avatar, the chips, then its lines. */
function plainCell(plain: PlainCell, record: RaRecord): HTMLElement {
  const cell = element('div', 'fp-cell');
  if (plain.avatar) {
    const initials = plain.avatar.map((source) => String(record[source] ?? '').trim().charAt(0)).join('').toUpperCase();
    cell.append(element('span', 'fp-avatar', initials || '?'));
  }
  for (const source of plain.chips ?? []) cell.append(element('span', 'fp-chip', textOf(record, [source]) || EMPTY_CELL));
  const lines = element('div');
  lines.style.minWidth = '0';
  for (const sources of plain.lines) lines.append(element('div', 'fp-line', textOf(record, sources) || EMPTY_CELL));
  cell.append(lines);
  return cell;
}

function cell(column: FirstPaintColumn, record: RaRecord): HTMLTableCellElement {
  const td = element('td');
  if (column.width) td.style.width = `${column.width}px`;
  if (column.plain) td.append(plainCell(column.plain, record));
  else if (column.field) td.textContent = shownText(column.field, record);
  return td;
}

const checkbox = (tag: 'th' | 'td') => {
  const box = element(tag, 'fp-check');
  box.append(element('span', 'fp-box'));
  return box;
};

/** The page of `list` showing `rows`, in the light or the dark theme's colours. */
export function listView(list: FirstPaintList, rows: RaRecord[], dark = false): HTMLElement {
  const root = element('div', dark ? 'fp-dark' : undefined);
  root.id = FIRST_PAINT_ID;
  // A picture of the page to come: nothing in it can be used, and assistive technology skips it.
  root.setAttribute('aria-hidden', 'true');
  root.inert = true;
  root.append(element('div', 'fp-bar'), element('div', 'fp-side'));

  const main = element('div', 'fp-main');
  main.append(element('h1', undefined, list.title));
  if (list.search) main.append(element('div', 'fp-search'));
  main.append(element('div', 'fp-tools'));
  if (list.bulk) main.append(element('div', 'fp-selection'));

  const table = element('table');
  const head = element('tr');
  if (list.bulk) head.append(checkbox('th'));
  for (const column of list.columns) {
    const th = element('th', undefined, column.header);
    if (column.width) th.style.width = `${column.width}px`;
    head.append(th);
  }
  const body = element('tbody');
  for (const record of rows) {
    const row = element('tr');
    if (list.bulk) row.append(checkbox('td'));
    for (const column of list.columns) row.append(cell(column, record));
    body.append(row);
  }
  table.append(element('thead'), body);
  table.tHead!.append(head);
  main.append(table);
  root.append(main);
  return root;
}
