import { connectNotices, noticeOf, type Notice } from '@/notifications/notify';

let disconnect: (() => void) | undefined;

/**
 * From now on, the notices raised outside React (the adapter, the realtime socket, start-up) are recorded
 * here, as the app on the page would receive them through react-admin's notify: call it before each test.
 */
export function recordNotices(): Notice[] {
  disconnect?.();
  const notices: Notice[] = [];
  disconnect = connectNotices((message, options = {}) => {
    const { type = 'info', ...notificationOptions } = options;
    notices.push(noticeOf({ message, type, notificationOptions })!);
  });
  return notices;
}
