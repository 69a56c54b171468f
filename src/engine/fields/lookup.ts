import type { RaRecord } from 'react-admin';
import type { FieldDefinition, ResourceDefinition, SaveMode } from '../types';

/** The field of a definition by source (a definition error when absent). */
export function fieldOf(definition: ResourceDefinition, source: string): FieldDefinition {
  const field = definition.fields.find((f) => f.source === source);
  if (field) return field;
  // A column may show a field that is not edited (e.g. roleName): a plain text field.
  return { source, label: `app.resources.fields.${source}`, type: 'text', readOnly: true };
}

/** Reads a dotted source from a record. */
export function valueOf(record: RaRecord | undefined, source: string): unknown {
  return source.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], record);
}

/** When a field saves alone, by default: choices and colours at once, texts on blur or Enter. */
export function saveModeOf(field: FieldDefinition): SaveMode {
  if (field.save) return field.save;
  return ['bool', 'select', 'reference', 'color'].includes(field.type) ? 'change' : 'blur';
}

/** The title of a record in headers, messages and typed-name confirmations. */
export function titleOf(definition: ResourceDefinition, record: RaRecord): string {
  const title = definition.recordTitle ?? 'name';
  if (typeof title === 'function') return title(record);
  const value = valueOf(record, title);
  return value === undefined || value === null ? String(record.id) : String(value);
}

/** The text a typed-delete confirmation must equal (fields joined by a space). */
export function typedValueOf(record: RaRecord, typed: string | string[]): string {
  const sources = Array.isArray(typed) ? typed : [typed];
  return sources.map((s) => String(valueOf(record, s) ?? '')).join(' ');
}

/** The value a field's input starts with when creating. */
export function emptyValueOf(field: FieldDefinition): unknown {
  if (field.defaultValue !== undefined) return field.defaultValue;
  if (field.type === 'bool') return false;
  return '';
}
