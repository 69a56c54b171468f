/** A number, or its digits as typed in a text field (NaN otherwise). */
export const numberOf = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;

/** Nothing typed: an empty field, or a value the record does not hold. */
export const isBlank = (value: unknown) => value === null || value === undefined || value === '';
