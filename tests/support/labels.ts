/**
 * A required field's label as Testing Library reads it: its words and MUI's `*` (hidden from the
 * accessible name, which the browser tests use, but part of the label's text).
 */
export const required = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*$`);
