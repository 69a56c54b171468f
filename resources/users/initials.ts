type Named = { firstName?: unknown; lastName?: unknown; email?: unknown; [key: string]: unknown };
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** "Ada Lovelace" → "AL"; falls back to the e-mail's first letter, then "?". */
export function initialsOf(user: Named): string {
  const letters = text(user.firstName).charAt(0) + text(user.lastName).charAt(0);
  return (letters || text(user.email).charAt(0) || '?').toUpperCase();
}

export function fullNameOf(user: Named): string {
  return `${text(user.firstName)} ${text(user.lastName)}`.trim();
}
