import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { callKey } from '@/platform/queryKeys';
import type { UsersDataProvider } from '@resources/users/calls';
import type { factorCalls } from '@resources/users/factors/calls';

type Calls = typeof factorCalls;

/**
 * One of My Account's factor calls as a mutation keyed under `users`, called as the call itself: once
 * settled, the factors and the recovery codes left are read again (queryClient.ts). The adapter has
 * notified any error.
 */
export function useFactorCall<K extends keyof Calls>(method: K): Calls[K] {
  const dataProvider = useDataProvider<UsersDataProvider>();
  const { mutateAsync } = useMutation<unknown, unknown, unknown[]>({
    mutationKey: callKey('users', method),
    // The data provider carries the calls as its own methods (resources/index.ts).
    mutationFn: (args) => (dataProvider[method] as (...a: unknown[]) => Promise<unknown>)(...args),
  });
  return ((...args: unknown[]) => mutateAsync(args)) as Calls[K];
}
