import { useState } from 'react';
import { useNotify } from 'react-admin';
import { refreshCurrentUser } from '@/auth';
import { SUCCESS_HIDE_MS } from '@/constants';
import type { User } from '@/platform/types';
import { saveOwnUser } from './api';

/**
 * Saves fields of the signed-in user's own record, as every My Account card does: the save, "Your info
 * have been updated.", then the current user refreshed. Resolves false on failure, which the adapter has
 * already notified.
 */
export function useSaveOwnUser(userId: number) {
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  /** `message`: the success notice when another than "Your info have been updated." fits (with its values). */
  const save = async (body: Partial<User>, message?: [string, Record<string, unknown>]): Promise<boolean> => {
    setSaving(true);
    try {
      await saveOwnUser(userId, body);
      const [text, values] = message ?? ['app.account.profile.updated', {}];
      notify(text, { type: 'success', autoHideDuration: SUCCESS_HIDE_MS, messageArgs: values });
      void refreshCurrentUser();
      return true;
    } catch {
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}
