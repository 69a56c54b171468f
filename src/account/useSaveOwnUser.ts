import { useNotify, useUpdate } from 'react-admin';
import { SUCCESS_HIDE_MS } from '@/constants';
import type { User } from '@contract/types';

/**
 * Saves fields of the signed-in user's own record, as every My Account card does: an update of the
 * user (PUT /users/{id}, the path the policy grants for one's own profile, phone and default app), then
 * "Your info have been updated."; the current user is read again with every other view of the users
 * (src/platform/queryClient.ts). Rejects with the API's refusal, which the adapter has already notified
 (a form shows it on the field it names).
 */
export function useSaveOwnUser(userId: number) {
  const notify = useNotify();
  const [update, { isPending: saving }] = useUpdate();
  const save = async (body: Partial<User> & { currentPassword?: string }): Promise<void> => {
    await update(
      'users',
      { id: userId, data: body, previousData: { id: userId } },
      { mutationMode: 'pessimistic', returnPromise: true },
    );
    notify('app.account.profile.updated', { type: 'success', autoHideDuration: SUCCESS_HIDE_MS });
  };
  return { save, saving };
}
