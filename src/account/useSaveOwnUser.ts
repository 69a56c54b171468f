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
  const save = async (body: Partial<User>): Promise<boolean> => {
    setSaving(true);
    try {
      await saveOwnUser(userId, body);
      notify('app.account.profile.updated', { type: 'success', autoHideDuration: SUCCESS_HIDE_MS });
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
