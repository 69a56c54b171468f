import type { ReactNode, RefObject } from 'react';
import { WarnWhenUnsavedChanges, useAugmentedForm, useCanBlock, type FormProps } from 'react-admin';
import { FormProvider } from 'react-hook-form';
import { TrackUnsaved } from './TrackUnsaved';

/**
 * react-admin's Form with a name (its `<form>` takes no attribute besides id and class): the same
 * useAugmentedForm and `<form>`, named for assistive technologies and tests, with react-admin's warning
 * when the page is left with unsaved changes where the router can hold a navigation. A form that warns
 * is counted as unsaved on its path too (a tab switched, a dialog closed: unsavedChanges.ts).
 */
export function LabelledForm({
  label,
  children,
  warnWhenUnsavedChanges,
  unsaved,
  ...props
}: Omit<FormProps, 'children'> & {
  /** The form's name, when no heading names it already. */
  label?: string;
  children: ReactNode;
  /** Told whether the form holds unsaved changes (a dialog's guarded Close: useGuardedClose). */
  unsaved?: RefObject<() => boolean>;
}) {
  const { form, formHandleSubmit } = useAugmentedForm({ disableInvalidFormNotification: true, ...props });
  const canBlock = useCanBlock();
  return (
    <FormProvider {...form}>
      <form aria-label={label} onSubmit={formHandleSubmit} noValidate>
        {children}
      </form>
      {warnWhenUnsavedChanges && canBlock && (
        <WarnWhenUnsavedChanges enable formControl={form.control} formRootPathName={undefined} />
      )}
      {(warnWhenUnsavedChanges || unsaved) && <TrackUnsaved into={unsaved} />}
    </FormProvider>
  );
}
