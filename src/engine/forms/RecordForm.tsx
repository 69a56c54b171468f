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
  const formState = useLiveFormState(form);
  const canBlock = useCanBlock();
  return (
    <FormRecord.Provider value={keyOf(definition, record)}>
      <FormProvider {...form} formState={formState}>
        {warn && canBlock && <WarnWhenUnsavedChanges formControl={form.control} formRootPathName={undefined} />}
        {/* A field that saves alone and has saved is not unsaved; one typed and not yet sent, or refused, is. */}
        <TrackUnsaved />
        {children}
      </FormProvider>
    </FormRecord.Provider>
  );
}

/**
 * The form's state for its context, as one object for the form's life whose properties read the form's
 * state as of the form's last render. react-hook-form's provider gives its context a new value with each
 * change of the form's state, and every field (each takes the form's functions from it) renders again:
 * twice as a record's form mounts (ready, then reset to the record), a fifth of opening a record (issue
 * 41). So no component reads the form's state through the context (a test holds it); each reads it with
 * useFormState or useController, which re-render it when its own part changes.
 */
function useLiveFormState<T extends object>(form: { formState: T }): T {
  return useMemo(
    () =>
      Object.defineProperties(
        {},
        Object.fromEntries(
          Object.getOwnPropertyNames(form.formState).map((key) => [
            key,
            { enumerable: true, get: () => form.formState[key as keyof T] },
          ]),
        ),
      ) as T,
    [form],
  );
}
