import type { Identifier } from 'react-admin';

/** An id read from the address: a number when it is one (records' ids are numbers), else the text. */
export const toId = (raw: string | null): Identifier | undefined =>
  raw === null || raw === '' ? undefined : /^\d+$/.test(raw) ? Number(raw) : raw;
