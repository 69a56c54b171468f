import { useEffect } from 'react';
import { useNotify, type NotificationPayload } from 'react-admin';

/**
 * Every notification goes through react-admin's (its `notify` and its queue): the successes the pages
 * notify, and the notices of the spec's catalogue that code outside React raises (an API error in the
 * adapter, a realtime message, a start-up notice). A notice rides in its notification's `messageArgs`;
 * NoticesRegion stacks the notices until closed, NotificationCentre shows the rest one at a time.
 */
export type Severity = 'success' | 'info' | 'warning' | 'error';

/** A stacked notice (API errors and service notifications): stays until closed. */
export interface Notice {
  severity: Severity;
  /** Titles and texts are catalogue keys or literal texts: a key is translated, anything else shown as it is. */
  title: string;
  subtitle?: string;
  body?: string;
  /** The platform's error code, whose texts the other languages have (app.errors.codes). */
  code?: string;
  /** The platform's id of the failed call (X-Request-Id), for a person to quote. */
  requestId?: string;
  /** Label of an action button (the error envelope's `action`); the button closes the notice. */
  action?: string;
  timestamp?: string;
  /** Shown as a modal alert (a dialog with an OK button) rather than stacked. */
  modal?: boolean;
  /** A modal question instead of OK: two answers (catalogue keys), `no` the default (Escape, a click beside). */
  question?: { no: string; yes: string; answer: (yes: boolean) => void };
}

type Notify = ReturnType<typeof useNotify>;

const NOTICE = 'notice';
/** Notices raised before an app is there to show them (start-up), kept for it within reason. */
const MAX_WAITING = 20;

let notify: Notify | undefined;
let waiting: Notice[] = [];

const send = (to: Notify, notice: Notice) =>
  to(notice.title, { type: notice.severity, autoHideDuration: null, messageArgs: { [NOTICE]: notice } });

/** Notifies from outside React: through the app's react-admin notify, or as soon as an app connects it. */
export function notifyNotice(notice: Notice): void {
  if (notify) send(notify, notice);
  else waiting = [...waiting, notice].slice(-MAX_WAITING);
}

/** Makes `to` (react-admin's notify of the app on the page) the way of notices; returns the disconnection. */
export function connectNotices(to: Notify): () => void {
  notify = to;
  const pending = waiting;
  waiting = [];
  pending.forEach((notice) => send(to, notice));
  return () => {
    if (notify === to) notify = undefined;
  };
}

/** Connects the notices to the notifications of the app this is mounted in (PageServices). */
export function useNoticesConnected(): void {
  const appNotify = useNotify();
  useEffect(() => connectNotices(appNotify), [appNotify]);
}

/** The notice a notification carries, if it is one. */
export function noticeOf(payload: NotificationPayload): Notice | undefined {
  return (payload.notificationOptions?.messageArgs as { [NOTICE]?: Notice } | undefined)?.[NOTICE];
}

/**
 * API errors are notified once, by the adapter. react-admin's controllers notify the same failure
 * again with the error's message; the centre drops those repeats by asking here.
 */
const REPEAT_WINDOW_MS = 5000;
const notifiedErrors = new Map<string, number>();

export function rememberNotifiedError(message: string) {
  notifiedErrors.set(message, Date.now());
}

export function wasNotifiedError(message: string | undefined): boolean {
  if (!message) return false;
  const at = notifiedErrors.get(message);
  return at !== undefined && Date.now() - at < REPEAT_WINDOW_MS;
}
