import type { RaRecord, TranslateFunction } from 'react-admin';
import { hasRoles } from '@/auth/hasRoles';
import type { Capability } from '@contract/capabilities';
import type { User } from '@contract/types';
import type { FieldDefinition, ResourceDefinition, ResourceTexts, SaveMode } from '../types';

/**
 * The field of a definition by source, with the message key of its label; a column may show a source
 * that is not a field (roleName): a read-only text then.
 */
export function fieldOf(definition: ResourceDefinition, source: string): FieldDefinition {
  const field = definition.fields.find((f) => f.source === source) ?? { source, type: 'text', readOnly: true };
  return { ...field, label: labelKeyOf(definition.texts, field) };
}

/** Message key of a label shared by every resource (Name, Email, …). */
export const sharedLabelKey = (source: string) => `app.resources.fields.${source}`;

/** The message key of a field's label: its own, else the resource's `<texts.fields>.<source>`. */
function labelKeyOf(texts: ResourceTexts, field: FieldDefinition): string {
  return field.label ?? `${texts.fields}.${field.source}`;
}

/**
 * A label's text: its key, else the shared label of the source, else the source itself, so that a
 * resource names in its texts only the labels that differ from the shared ones.
 */
export function translateLabel(translate: TranslateFunction, key: string | undefined, source: string): string {
  const shared = translate(sharedLabelKey(source), { _: source });
  return key ? translate(key, { _: shared }) : shared;
}

/** Reads a dotted source from a record. */
export function valueOf(record: RaRecord | undefined, source: string): unknown {
  return source
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], record);
}

/** When a field saves alone, by default: choices and colours at once, texts on blur or Enter. */
export function saveModeOf(field: FieldDefinition): SaveMode {
  if (field.save) return field.save;
  return ['bool', 'select', 'method', 'reference', 'color'].includes(field.type) ? 'change' : 'blur';
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

/**
 * Whether `user` sees a field: fields with `roles` show only to those holding them, fields of a capability
 * only when the platform offers it (`offers`, src/platform/capabilities.ts).
 */
export function isFieldShownTo(
  field: FieldDefinition,
  user: User | undefined,
  offers: (capability: Capability | undefined) => boolean = () => true,
): boolean {
  return (!field.roles || hasRoles(user, field.roles)) && offers(field.capability);
}

/** Whether a field applies to what the other fields hold now (its `shownWhen`). */
export function appliesTo(field: FieldDefinition, values: Record<string, unknown>): boolean {
  return !field.shownWhen || field.shownWhen.is.includes(values[field.shownWhen.source]);
}
