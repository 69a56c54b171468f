import { useCallback } from 'react';
import { useNotificationContext } from 'react-admin';
import { noticeOf } from './notify';

// Apart from notify.ts, which every page loads: only the pages that save a field need it.
/**
 * Takes the notices of the calls named out of the queue: a save that failed and has since succeeded (Retry)
 * leaves no stale error over the fields (issue 64).
 */
export function useWithdrawNotices() {
  const { setNotifications } = useNotificationContext();
  return useCallback(
    (requestIds: string[]) =>
      requestIds.length > 0 &&
      setNotifications((all) => all.filter((payload) => !requestIds.includes(noticeOf(payload)?.requestId ?? ''))),
    [setNotifications],
  );
}
