import { useQuery } from '@tanstack/react-query';
import { callKey } from '@/platform/queryKeys';
import type { ReactNode } from 'react';
import type { AccessCheck } from '@contract/types';
import { accessKey, allowsAll, fetchAccess } from './access';

/**
 * Renders its children only when the server allows every check (method, service, path) it names;
 * nothing (or `fallback`) while asking or when one is refused.
 */
export function RequireAccess({
  checks,
  children,
  fallback = null,
}: {
  checks: AccessCheck[];
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const allowed = useAccess(checks);
  return <>{allowed ? children : fallback}</>;
}

/** Whether every check is allowed (undefined while the answer is pending). */
export function useAccess(checks: AccessCheck[]): boolean | undefined {
  const { data } = useQuery({
    queryKey: callKey('access', 'canAccess', accessKey(checks)),
    queryFn: () => fetchAccess(checks),
    enabled: checks.length > 0,
    staleTime: Infinity,
  });
  if (!checks.length) return true;
  return data ? allowsAll(data, checks) : undefined;
}
