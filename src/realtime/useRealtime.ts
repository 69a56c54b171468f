import { useEffect, useSyncExternalStore } from 'react';
import { useConfig } from '@/config';
import { useCurrentUser } from '@/auth/useCurrentUser';
import { connectRealtime, isRealtimeConnected, onRealtimeStatus, realtimeToken } from './realtime';

/** Keeps the realtime connection open while a user is signed in (and an address and a token exist). */
export function useRealtime() {
  const { realtimeUrl } = useConfig();
  const { user } = useCurrentUser();
  const signedIn = !!user;
  useEffect(() => {
    if (!signedIn) return undefined;
    return connectRealtime(realtimeUrl, realtimeToken());
  }, [realtimeUrl, signedIn]);
}

/** Whether the realtime socket is connected, kept current. */
export function useRealtimeConnected(): boolean {
  return useSyncExternalStore(onRealtimeStatus, isRealtimeConnected, isRealtimeConnected);
}
