import Cookies from 'js-cookie';
import { io, type Socket } from 'socket.io-client';
import { pushNotification } from '@/notifications/store';

/** The channels of the platform's socket.io endpoint (api-contract: realtime). */
export const CHANNELS = ['events', 'notifications'] as const;
export type Channel = (typeof CHANNELS)[number];

/** A service notification as the `notifications` channel sends it. */
export interface RealtimeNotification {
  title: string;
  subtitle?: string;
  body?: string;
  timestamp?: string;
}

type Handler = (message: unknown) => void;
const subscribers: Record<Channel, Set<Handler>> = { events: new Set(), notifications: new Set() };

/** Listens to a channel; returns the unsubscribe. */
export function subscribe(channel: Channel, handler: Handler): () => void {
  subscribers[channel].add(handler);
  return () => subscribers[channel].delete(handler);
}

let connected = false;
const statusListeners = new Set<() => void>();
function setConnected(next: boolean) {
  if (connected === next) return;
  connected = next;
  statusListeners.forEach((listener) => listener());
}

/** Whether the socket is connected now: a page may say that it is live. */
export const isRealtimeConnected = () => connected;

/** Listens to the socket connecting and disconnecting; returns the unsubscribe. */
export function onRealtimeStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/** The token the socket authenticates with: a script-readable `token` cookie set by the platform. */
export function realtimeToken(): string | undefined {
  return Cookies.get('token') || undefined;
}

/**
 * Connects when both an address and a token exist (spec 1, section 4); websocket first, long
 * polling as the fallback transport. Notifications also go to the notification store.
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
        pushNotification({ severity: 'info', title, subtitle, body, timestamp });
      }
      subscribers[channel].forEach((handler) => handler(message));
    }),
  );
  return () => {
    socket.disconnect();
    setConnected(false);
  };
}
