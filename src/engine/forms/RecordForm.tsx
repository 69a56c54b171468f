import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { WarnWhenUnsavedChanges, useAugmentedForm, useCanBlock, type RaRecord } from 'react-admin';
import { FormProvider } from 'react-hook-form';
import { TrackUnsaved } from '@/forms/TrackUnsaved';
import type { ResourceDefinition } from '../types';

/** The record whose form the fields below belong to: `resource:id`. */
const FormRecord = createContext<string | undefined>(undefined);
const keyOf = (definition: ResourceDefinition, record: RaRecord) => `${definition.name}:${record.id}`;

/** Whether the fields of this record are inside its form (a panel may show another record's fields). */
export function useInRecordForm(definition: ResourceDefinition, record: RaRecord): boolean {
  return useContext(FormRecord) === keyOf(definition, record);
}

// A record read again (after a save) refreshes the fields not being edited and keeps what is typed.
const KEEP_TYPED = { keepDirtyValues: true };

/**
 * The react-admin form (react-hook-form underneath) of a record's fields that save alone (FieldEditor):
 * react-admin's own form state, defaults from the record, its warning when the page is left with
 * unsaved changes (`warn`), and the selection's when the panel closes or another record is chosen.
 * It has no `<form>` element: nothing submits it as a whole, and the panels it holds have their own forms.
 */
export default function RecordForm({
  definition,
  record,
  warn = true,
  children,
}: {
  definition: ResourceDefinition;
  record: RaRecord;
  /** Warn when the page is left with unsaved changes (one form per page does: the router has one blocker). */
  warn?: boolean;
  children: ReactNode;
}) {
  // A secret the platform answers masked starts empty (FieldEditor's `writeOnly`).
  const values = useMemo(() => {
    const secrets = definition.fields.filter((f) => f.writeOnly).map((f) => [f.source, '']);
    return secrets.length ? { ...record, ...Object.fromEntries(secrets) } : record;
  }, [definition.fields, record]);
  const { form } = useAugmentedForm({ record: values, resetOptions: KEEP_TYPED, disableInvalidFormNotification: true });
  const canBlock = useCanBlock();
  return (
    <FormRecord.Provider value={keyOf(definition, record)}>
      <FormProvider {...form}>
        {warn && canBlock && <WarnWhenUnsavedChanges formControl={form.control} formRootPathName={undefined} />}
        {/* A field that saves alone and has saved is not unsaved; one typed and not yet sent, or refused, is. */}
        <TrackUnsaved />
        {children}
      </FormProvider>
    </FormRecord.Provider>
  );
}
