import { useCallback, useRef } from 'react';
import { useTranslate } from 'react-admin';

/**
 * The forms on screen that hold changes not saved yet. react-admin's `warnWhenUnsavedChanges` warns
 * when the page is left (another path, a reload, the tab closed); closing a panel or a dialog, choosing
 * another record or another tab stays on the same path, so those ask here first (useSelection, My
 * Account's tabs, the dialogs' Close). Kept free of react-hook-form: the list's page loads it at once,
 * the forms later (TrackUnsaved counts a form in).
 */
const unsavedForms = new Set<() => boolean>();

/** Counts a form as unsaved while `isDirty` says so (TrackUnsaved); answers the unsubscribe. */
export function trackUnsaved(isDirty: () => boolean): () => void {
  unsavedForms.add(isDirty);
  return () => void unsavedForms.delete(isDirty);
}

/** react-admin's own question, the one it asks when a page with changes is left: true to lose them. */
function useAskDiscard() {
  const translate = useTranslate();
  return useCallback(() => window.confirm(translate('ra.message.unsaved_changes')), [translate]);
}

/**
 * Answers whether the changes on screen may be lost: true at once when there are none, else what the
 * person answers to react-admin's question.
 */
export function useConfirmDiscard() {
  const ask = useAskDiscard();
  return useCallback(() => ![...unsavedForms].some((isDirty) => isDirty()) || ask(), [ask]);
}

/**
 * A dialog's closing (its Close, Escape, a click beside it) that asks first while its own form holds
 * changes not saved: `unsaved` goes to that form (LabelledForm's `unsaved`). A save that succeeds closes
 * with `onClose` itself.
 */
export function useGuardedClose(onClose: () => void) {
  const ask = useAskDiscard();
  const unsaved = useRef<() => boolean>(() => false);
  const close = useCallback(() => {
    if (unsaved.current() && !ask()) return;
    onClose();
  }, [ask, onClose]);
  return { close, unsaved };
}
