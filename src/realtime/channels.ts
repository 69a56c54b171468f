/**
 * The realtime channels' listeners and the connection status, apart from the socket (realtime.ts,
 * which brings socket.io): pages listen here, so the client loads only once a connection is due.
 */

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
export const subscribers: Record<Channel, Set<Handler>> = { events: new Set(), notifications: new Set() };

/** Listens to a channel; returns the unsubscribe. */
export function subscribe(channel: Channel, handler: Handler): () => void {
  subscribers[channel].add(handler);
  return () => subscribers[channel].delete(handler);
}

let connected = false;
const statusListeners = new Set<() => void>();
/** Said by the socket (realtime.ts) when it connects or disconnects. */
export function setConnected(next: boolean) {
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
