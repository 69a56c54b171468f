import { useCallback } from 'react';
import { useTranslate } from 'react-admin';

/**
 * The record forms on screen that hold changes not saved yet. react-admin's `warnWhenUnsavedChanges`
 * warns when the page is left (another path, a reload, the tab closed); closing the panel or choosing
 * another record stays on the same path, so the selection asks here first (useSelection). Kept free of
 * react-hook-form: the list's page loads it at once, the forms later.
 */
const unsavedForms = new Set<() => boolean>();

/** Counts a record form as unsaved while `isDirty` says so (RecordForm); answers the unsubscribe. */
export function trackUnsaved(isDirty: () => boolean): () => void {
  unsavedForms.add(isDirty);
  return () => void unsavedForms.delete(isDirty);
}

/**
 * Answers whether the changes on screen may be lost: true at once when there are none, else what the
 * person answers to react-admin's own question (the one it asks when a page with changes is left).
 */
export function useConfirmDiscard() {
  const translate = useTranslate();
  return useCallback(
    () => ![...unsavedForms].some((isDirty) => isDirty()) || window.confirm(translate('ra.message.unsaved_changes')),
    [translate],
  );
}
