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

/**
 * From now on, the questions the console asks as modal notices (before unsaved changes are lost: askDiscard)
 * are answered here, `yes` as set at the time, and kept (their text's key) in `asked`.
 */
export function answerQuestions(yes: boolean) {
  disconnect?.();
  const state = { yes, asked: [] as string[] };
  disconnect = connectNotices((message, options = {}) => {
    const { type = 'info', ...notificationOptions } = options;
    const notice = noticeOf({ message, type, notificationOptions });
    if (!notice?.question) return;
    state.asked.push(notice.subtitle ?? notice.title);
    notice.question.answer(state.yes);
  });
  return state;
}
