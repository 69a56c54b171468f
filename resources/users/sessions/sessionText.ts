import dayjs from 'dayjs';
import type { UserSession } from '../calls';

/** How a session's start and last activity read (the API keeps the last activity to the minute). */
export const sessionDate = (value: string) => dayjs(value).format('MMM D, YYYY HH:mm');

/** "Chrome 126 on Windows 10 (Apple iPhone)": what the user agent told, or `unknown` when it told nothing. */
export function sessionDevice(session: Pick<UserSession, 'browser' | 'os' | 'deviceName'>, unknown: string): string {
  const what = [session.browser, session.os].filter(Boolean).join(' on ');
  const text = [what, session.deviceName && `(${session.deviceName})`].filter(Boolean).join(' ');
  return text || unknown;
}
