/**
 * A CSV cell a spreadsheet cannot run as a formula. A formula may start the cell or any line of it, behind
 * spaces, tabs or quotes (importers trim them): such a cell gets a leading quote, and so does each of its
 * lines that would start a formula. Shared by the console's exports and the development API's CSV.
 */
const FORMULA_LINE = /(^|[\r\n])([ \t"']*)(?=[=+\-@])/g;
const DANGEROUS = /(^|[\r\n])[ \t"']*[=+\-@]|^[\t\r\n]/;

export function formulaSafe(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  if (!DANGEROUS.test(text)) return text;
  const lines = text.replace(FORMULA_LINE, (_m, start: string, lead: string) => (start ? `${start}'${lead}` : lead));
  return `'${lines}`;
}
