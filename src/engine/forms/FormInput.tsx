import type { RaRecord } from 'react-admin';
import { useController, useWatch } from 'react-hook-form';
import FieldInput from '../fields/FieldInput';
import type { FieldDefinition } from '../types';

/** A field's input bound to the react-admin form around it: its value, and why it is wrong when it is. */
export default function FormInput({
  field,
  record,
  disabled,
}: {
  field: FieldDefinition;
  /** What the other fields hold besides the form's values (previews: an icon on its colour). */
  record?: RaRecord;
  disabled?: boolean;
}) {
  const { field: input, fieldState } = useController({ name: field.source });
  const values = useWatch() as Record<string, unknown>;
  return (
    <FieldInput
      field={field}
      value={input.value}
      values={{ ...record, ...values }}
      disabled={disabled}
      error={fieldState.error?.message}
      onChange={input.onChange}
    />
  );
}
