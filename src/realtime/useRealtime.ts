import { useEffect, useSyncExternalStore } from 'react';
import { useConfig } from '@/config';
import { useCurrentUser } from '@/auth/useCurrentUser';
import { isRealtimeConnected, onRealtimeStatus } from './channels';

/**
 * Keeps the realtime connection open while a user is signed in (and an address and a token exist).
 * The client (socket.io) loads once a connection is due, after the page has shown, not with it.
 */
export function useRealtime() {
  const { realtimeUrl } = useConfig();
  const { user } = useCurrentUser();
  const signedIn = !!user;
  useEffect(() => {
    if (!signedIn || !realtimeUrl) return undefined;
    let stop: (() => void) | undefined;
    let left = false;
    void import('./realtime').then(({ connectRealtime, realtimeToken }) => {
      if (!left) stop = connectRealtime(realtimeUrl, realtimeToken());
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [realtimeUrl, signedIn]);
}

/** Whether the realtime socket is connected, kept current. */
export function useRealtimeConnected(): boolean {
  return useSyncExternalStore(onRealtimeStatus, isRealtimeConnected, isRealtimeConnected);
}
