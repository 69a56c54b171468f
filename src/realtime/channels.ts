/**
 * The realtime channels' listeners and the connection status, apart from the socket (realtime.ts,
 * which brings socket.io): pages listen here, so the client loads only once a connection is due.
 */
import { listeners, type Listeners } from '@/listeners';

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
/** The listeners of each channel, which the socket (realtime.ts) calls. */
export const subscribers: Record<Channel, Listeners<[unknown]>> = { events: listeners(), notifications: listeners() };

/** Listens to a channel; returns the unsubscribe. */
export function subscribe(channel: Channel, handler: Handler): () => void {
  return subscribers[channel].add(handler);
}

let connected = false;
const statusListeners = listeners();
/** Said by the socket (realtime.ts) when it connects or disconnects. */
export function setConnected(next: boolean) {
  if (connected === next) return;
  connected = next;
  statusListeners.emit();
}

/** Whether the socket is connected now: a page may say that it is live. */
export const isRealtimeConnected = () => connected;

/** Listens to the socket connecting and disconnecting; returns the unsubscribe. */
export function onRealtimeStatus(listener: () => void): () => void {
  return statusListeners.add(listener);
}
