import { useCallback, useEffect, useRef } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';

/**
 * The record forms on screen that hold changes not saved yet. react-admin's `warnWhenUnsavedChanges`
 * warns when the page is left (another path, a reload, the tab closed); closing the panel or choosing
 * another record stays on the same path, so the selection asks here first (useSelection).
 */
const unsavedForms = new Set<() => boolean>();

/**
 * Inside a react-admin Form: counts it as unsaved while a field differs from what is saved (a field
 * that saves alone and has saved is not unsaved; one typed and not yet saved, or refused, is).
 */
export function TrackUnsavedChanges() {
  const { dirtyFields } = useFormState();
  const dirty = useRef(false);
  dirty.current = Object.keys(dirtyFields).length > 0;
  useEffect(() => {
    const isDirty = () => dirty.current;
    unsavedForms.add(isDirty);
    return () => void unsavedForms.delete(isDirty);
  }, []);
  return null;
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
