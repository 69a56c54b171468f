import { io, type Socket } from 'socket.io-client';
import { PLATFORM_TOKEN_COOKIE, readCookie } from '@/browser/cookies';
import { notifyNotice } from '@/notifications/notify';
import { CHANNELS, setConnected, subscribers, type RealtimeNotification } from './channels';

export {
  CHANNELS,
  isRealtimeConnected,
  onRealtimeStatus,
  subscribe,
  type Channel,
  type RealtimeNotification,
} from './channels';

/** The token the socket authenticates with: a script-readable `token` cookie set by the platform. */
export function realtimeToken(): string | undefined {
  return readCookie(PLATFORM_TOKEN_COOKIE) || undefined;
}

/**
 * Connects when both an address and a token exist (spec 1, section 4); websocket first, long
 * polling as the fallback transport. Notifications are also shown as notices (notifications/notify.ts).
 */
export function connectRealtime(url: string, token: string | undefined): (() => void) | undefined {
  if (!url || !token) return undefined;
  const socket: Socket = io(url, { auth: { token }, transports: ['websocket', 'polling'], withCredentials: true });
  socket.on('connect', () => setConnected(true));
  socket.on('disconnect', () => setConnected(false));
  CHANNELS.forEach((channel) =>
    socket.on(channel, (message: unknown) => {
      if (channel === 'notifications' && message && typeof message === 'object') {
        const { title, subtitle, body, timestamp } = message as RealtimeNotification;
        notifyNotice({ severity: 'info', title, subtitle, body, timestamp });
      }
      subscribers[channel].emit(message);
    }),
  );
  return () => {
    socket.disconnect();
    setConnected(false);
  };
}
