/**
 * A CSV cell a spreadsheet cannot run as a formula. A formula may start the cell or any line of it, behind
 * spaces, tabs or quotes (importers trim them): such a cell gets a leading quote, and so does each of its
 * lines that would start a formula. Shared by the console's exports and the development API's CSV.
 */
const DANGEROUS = /(^|[\r\n])[ \t"']*[=+\-@]|^[\t\r\n]/;
/** A line after the first that would start a formula (the first is covered by the cell's own quote). */
const FORMULA_LINE = /([\r\n])([ \t"']*)(?=[=+\-@])/g;

export function formulaSafe(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  if (!DANGEROUS.test(text)) return text;
  return `'${text.replace(FORMULA_LINE, "$1'$2")}`;
}
