import { createContext, memo, useContext, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import {
  RecordContextProvider,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableDataContext,
  useDataTableSelectedIdsContext,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { ROW } from './listRowStyles';
import { useIsSelected, type SelectedRow } from './selectedRow';

/** What the list's rows show (ResourceList gives it): their cells, each record's look, and what a click does. */
export interface ListRows {
  cells: { key: string; width?: number | string; render(record: RaRecord, selected: boolean): ReactNode }[];
  look(record: RaRecord): { dimmed: boolean; accent?: string };
  /** Which row is the opened record. */
  selected?: SelectedRow;
  /** Whether rows have an accent bar (their look's `accent`). */
  accented: boolean;
  onOpen(id: Identifier): void;
}

export const ListRowsContext = createContext<ListRows | null>(null);

/** MUI's checkbox icons (its internal CheckBox and CheckBoxOutlineBlank): the rows draw them without MUI's component. */
const CHECKED_PATH =
  'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z';
const BLANK_PATH = 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z';

/** Enter or Space on a focused row does what a click on it does (opens the record). */
function openOnKey(event: KeyboardEvent<HTMLTableRowElement>) {
  if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
  event.preventDefault();
  event.currentTarget.click();
}

interface RowProps {
  record: RaRecord;
  rows: ListRows;
  /** With bulk actions: whether the row's checkbox is ticked (else no checkbox), its label, and the toggle. */
  checked?: boolean;
  label?: string;
  onToggle?(id: Identifier, event: MouseEvent): void;
}

/**
 * One row: a plain table row in the keyboard's tab order (its focus ring is the theme's), opened by a
 * click, Enter or Space; its checkbox selects it (shift-click a range, as react-admin's), never opens it.
 */
const ListRow = memo(function ListRow({ record, rows, checked, label, onToggle }: RowProps) {
  const { dimmed, accent } = rows.look(record);
  const selected = useIsSelected(rows.selected, record.id);
  const className = [ROW.row, selected && ROW.selected, dimmed && ROW.dimmed].filter(Boolean).join(' ');
  // A resource with row accents marks each row's first cell with a 4 px bar (transparent for none).
  const accented = rows.accented ? { borderLeft: `4px solid ${accent ?? 'transparent'}` } : undefined;
  const withCheckbox = checked !== undefined;
  return (
    <tr className={className} tabIndex={0} onKeyDown={openOnKey} onClick={() => rows.onOpen(record.id)}>
      {withCheckbox && (
        <td className={`${ROW.cell} ${ROW.checkboxCell}`} style={accented}>
          <span className={checked ? `${ROW.checkbox} ${ROW.checked}` : ROW.checkbox}>
            <input
              type="checkbox"
              aria-label={label}
              checked={checked}
              onChange={() => undefined}
              onClick={(event) => {
                event.stopPropagation();
                onToggle?.(record.id, event);
              }}
            />
            <svg viewBox="0 0 24 24" aria-hidden focusable="false">
              <path d={checked ? CHECKED_PATH : BLANK_PATH} />
            </svg>
          </span>
        </td>
      )}
      {rows.cells.map(({ key, width, render }, i) => (
        <td key={key} className={ROW.cell} style={i === 0 && !withCheckbox ? { width, ...accented } : { width }}>
          {render(record, selected)}
        </td>
      ))}
    </tr>
  );
});

/**
 * The list's body for react-admin's DataTable (its `body`): its data, selection and selection callback,
 * drawn as light rows (listRowStyles). A row re-renders when its record, look or tick changes.
 */
export function ListBody() {
  const rows = useContext(ListRowsContext);
  const data = useDataTableDataContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const { hasBulkActions } = useDataTableConfigContext();
  const { handleToggleItem } = useDataTableCallbacksContext();
  const translate = useTranslate();
  if (!rows) throw new Error('ListBody renders inside ListRowsContext');
  const label = translate('ra.action.select_row', { _: 'Select this row' });
  return (
    <tbody>
      {data?.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <ListRow
            record={record}
            rows={rows}
            {...(hasBulkActions && handleToggleItem
              ? { checked: !!selectedIds?.includes(record.id), label, onToggle: handleToggleItem }
              : {})}
          />
        </RecordContextProvider>
      ))}
    </tbody>
  );
}
