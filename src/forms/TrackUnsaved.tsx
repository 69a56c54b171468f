import { useEffect, type RefObject } from 'react';
import { useLatest } from '@/hooks/useLatest';
import { useFormState } from 'react-hook-form';
import { trackUnsaved } from './unsavedChanges';

/**
 * Counts the react-admin form around it as unsaved while a field differs from its default (what is
 * saved), for the questions asked before changes are lost on the same path (unsavedChanges.ts); `into`
 * is told too (a dialog's own question, useGuardedClose).
 */
export function TrackUnsaved({ into }: { into?: RefObject<() => boolean> }) {
  const { dirtyFields } = useFormState();
  // Read by the unsaved-changes question when it is asked.
  const dirty = useLatest(Object.keys(dirtyFields).length > 0);
  useEffect(() => {
    const isDirty = () => dirty.current;
    // eslint-disable-next-line react-hooks/immutability -- `into` is the dialog's ref, which it hands over to be told
    if (into) into.current = isDirty;
    const untrack = trackUnsaved(isDirty);
    return () => {
      untrack();
      if (into?.current === isDirty) into.current = () => false;
    };
  }, [into, dirty]);
  return null;
}
