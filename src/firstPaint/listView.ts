import type { RaRecord } from 'react-admin';
import { FIRST_PAINT_ID } from '@/browser/firstPaint';
import { EMPTY_CELL, shownText } from '@/engine/list/cellText';
import type { PlainCell } from '@/engine/types';
import type { FirstPaintColumn, FirstPaintList } from './manifest';

/**
 * The first page of a list as plain HTML, laid out as the app lays out its list page (ShellLayout,
 * ResourceList, MUI's table at the theme's sizes) so that the app's page replaces it without the rows
 * moving; the first-paint end-to-end test measures both. The colours are the light and dark themes'
 * (src/theme); the sidebar is open, as a page opened anew always shows it (src/layout/Sidebar.tsx).
 * Texts go in as text nodes, never as HTML.
 */
const CSS = `#${FIRST_PAINT_ID}{
--fp-page:#fafafb;--fp-text:rgba(0,0,0,.87);--fp-muted:rgba(0,0,0,.6);--fp-bar:#1565c0;--fp-paper:#fff;--fp-line:#e0e0e0;
--fp-outline:rgba(0,0,0,.12);--fp-avatar:#1565c0;--fp-avatar-text:#fff;--fp-tint:rgba(0,0,0,.04);
position:fixed;inset:0;z-index:1600;overflow:hidden;background:var(--fp-page);color:var(--fp-text);
font:400 14px/1.43 Roboto,Helvetica,Arial,sans-serif;
&.fp-dark{--fp-page:#313131;--fp-text:#fff;--fp-muted:rgba(255,255,255,.7);--fp-bar:#272727;--fp-paper:#121212;--fp-line:#515151;
  --fp-outline:rgba(255,255,255,.12);--fp-avatar:#ce93d8;--fp-avatar-text:#313131;--fp-tint:rgba(255,255,255,.08)}
.fp-bar{height:47px;background:var(--fp-bar);box-shadow:0 2px 4px -1px rgba(0,0,0,.2),0 4px 5px 0 rgba(0,0,0,.14),0 1px 10px 0 rgba(0,0,0,.12)}
.fp-side{position:absolute;top:47px;bottom:0;left:0;width:240px;background:var(--fp-paper)}
.fp-main{position:absolute;top:47px;left:240px;right:0;padding:32px;display:flex;flex-direction:column}
h1{margin:0 0 8px;font-size:24px;font-weight:400;line-height:32.016px}
.fp-search{height:99.5px;box-sizing:border-box;border:1px solid var(--fp-outline);border-radius:4px;background:var(--fp-paper)}
.fp-tools{height:60px;margin-top:8px}
.fp-selection{height:40px;margin-top:8px;background:var(--fp-tint)}
table{width:100%;border-collapse:collapse}
th,td{padding:6px 16px;border-bottom:1px solid var(--fp-line);text-align:left;vertical-align:middle}
th{height:37.8px;box-sizing:border-box;font-weight:500;line-height:24px;background:var(--fp-paper)}
td{line-height:20.02px}
.fp-check{width:24px;padding:0 8px}
.fp-box{display:block;width:14px;height:14px;margin:5px;border:2px solid var(--fp-muted);border-radius:2px}
.fp-cell{display:flex;align-items:center;gap:12px}
.fp-avatar{flex:none;width:32px;height:32px;border-radius:50%;background:var(--fp-avatar);color:var(--fp-avatar-text);font-size:14px;
  display:flex;align-items:center;justify-content:center}
.fp-chip{flex:none;height:24px;padding:0 8px;border-radius:12px;background:var(--fp-tint);font-size:13px;line-height:24px}
.fp-line{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.fp-line:first-child:not(:last-child){font-weight:500}
.fp-line+.fp-line{font-size:12px;line-height:19.92px;color:var(--fp-muted)}
}`;

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

/**
 * The page of `list` showing `rows`, in the light or the dark theme's colours; its style element carries
 * the page's CSP nonce (src/browser/cspNonce.ts).
 */
export function listView(list: FirstPaintList, rows: RaRecord[], dark = false, nonce = ''): HTMLElement {
  const root = element('div', dark ? 'fp-dark' : undefined);
  root.id = FIRST_PAINT_ID;
  // A picture of the page to come: nothing in it can be used, and assistive technology skips it.
  root.setAttribute('aria-hidden', 'true');
  root.inert = true;
  const style = element('style', undefined, CSS);
  style.nonce = nonce;
  root.append(style, element('div', 'fp-bar'), element('div', 'fp-side'));

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
