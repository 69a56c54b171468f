import { lazy } from 'react';
import { useConfig } from '@/config';
import type { DetailSlotProps } from '@/engine/types';

const UserDetail = lazy(() => import('./UserDetail'));
const UserAdminPanel = lazy(() => import('./UserAdminPanel'));

/**
 * A user's panel on the Users page: spec 1's user detail, or its alternate admin panel when the
 * deployment chooses it (config.json's `userPanel`: `admin`). Chosen as it renders: the configuration
 * arrives after the definitions are read.
 */
export default function UserPanel(props: DetailSlotProps) {
  return useConfig().userPanel === 'admin' ? <UserAdminPanel {...props} /> : <UserDetail {...props} />;
}
