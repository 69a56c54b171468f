import { useState } from 'react';
import { useAddUndoableMutation, useNotify } from 'react-admin';

/** The spec's "{name} has been removed." (its one message, the organization member's removal). */
export const REMOVED = 'app.admin.removed';

/**
 * A removal the spec asks no confirmation for, made undoable with react-admin's undo (issue 22): the
 * item leaves the page at once, its notice offers Undo, and the call goes out only once the notice has
 * gone without it. `removing` holds the keys waiting or under way, which the page hides; a key comes
 * back when undone or when the call has settled (a failure was notified by the adapter).
 */
export function useUndoableRemoval<K extends string | number>() {
  const addUndoableMutation = useAddUndoableMutation();
  const notify = useNotify();
  const [removing, setRemoving] = useState<ReadonlySet<K>>(new Set());
  const settle = (key: K) =>
    setRemoving((keys) => {
      const rest = new Set(keys);
      rest.delete(key);
      return rest;
    });

  /** Hides `key` and runs `remove` once the notice `message` (with `messageArgs`) has gone without Undo. */
  const remove = (key: K, run: () => Promise<unknown>, message: string, messageArgs?: Record<string, unknown>) => {
    setRemoving((keys) => new Set(keys).add(key));
    addUndoableMutation?.(({ isUndo }) => {
      if (isUndo) settle(key);
      else void run().finally(() => settle(key));
    });
    notify(message, { type: 'info', undoable: true, messageArgs });
  };

  return { removing, remove };
}
