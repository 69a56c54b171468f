import { forwardRef, type KeyboardEvent } from 'react';
import { DataTableBody, DataTableRow, type DataTableBodyProps, type DataTableRowProps } from 'react-admin';

/** Enter or Space on a focused row does what a click on it does (opens the record). */
function openOnKey(event: KeyboardEvent<HTMLTableRowElement>) {
  if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
  event.preventDefault();
  event.currentTarget.click();
}

/** A list row in the keyboard's tab order (its focus ring is the theme's), opened with Enter like a click. */
const KeyboardRow = forwardRef<HTMLTableRowElement, DataTableRowProps>(function KeyboardRow(props, ref) {
  return <DataTableRow ref={ref} tabIndex={0} onKeyDown={openOnKey} {...props} />;
});

/** The list body whose rows are reachable and openable with the keyboard (WCAG 2.1.1). */
export function KeyboardRows(props: DataTableBodyProps) {
  return <DataTableBody {...props} row={KeyboardRow} />;
}
