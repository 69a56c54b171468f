import { useCallback, useRef } from 'react';
import { notifyNotice } from '@/notifications/notify';

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

let asked: Promise<boolean> | undefined;

/**
 * react-admin's question, asked as a modal notice of the console (not the browser's `confirm()`): true to
 * lose the changes. One question at a time: asked again meanwhile, the same answer.
 */
export function askDiscard(): Promise<boolean> {
  if (asked) return asked;
  const question = new Promise<boolean>((resolve) =>
    notifyNotice({
      severity: 'warning',
      modal: true,
      title: 'app.shell.unsaved.title',
      subtitle: 'ra.message.unsaved_changes',
      question: { no: 'app.shell.unsaved.keep', yes: 'app.shell.unsaved.discard', answer: resolve },
    }),
  );
  // Asked again once answered (an answer may come before this line: the next question is a new one).
  asked = question;
  void question.then(() => {
    if (asked === question) asked = undefined;
  });
  return question;
}

const anyUnsaved = () => [...unsavedForms].some((isDirty) => isDirty());

/**
 * Runs `then` once the changes may be lost (`unsaved`: those of every form on screen, unless told): at once when
 * there are none (in the same tick, so a record opens without waiting), else when the person chooses to discard them.
 */
export function afterDiscard(then: () => void, unsaved: () => boolean = anyUnsaved): void {
  if (!unsaved()) return then();
  void askDiscard().then((discard) => discard && then());
}

/**
 * A dialog's closing (its Close, Escape, a click beside it) that asks first while its own form holds
 * changes not saved: `unsaved` goes to that form (LabelledForm's `unsaved`). A save that succeeds closes
 * with `onClose` itself.
 */
export function useGuardedClose(onClose: () => void) {
  const unsaved = useRef<() => boolean>(() => false);
  const close = useCallback(() => {
    afterDiscard(onClose, unsaved.current);
  }, [onClose]);
  return { close, unsaved };
}
