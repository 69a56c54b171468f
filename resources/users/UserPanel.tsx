import { getConfig, useConfig } from '@/config';
import { preloadable } from '@/ui/preloadable';
import type { DetailSlotProps } from '@/engine/types';

const UserDetail = preloadable<DetailSlotProps>(() => import('./UserDetail'));
const UserAdminPanel = preloadable<DetailSlotProps>(() => import('./UserAdminPanel'));

/**
 * A user's panel on the Users page: spec 1's user detail, or its alternate admin panel when the
 * deployment chooses it (config.json's `userPanel`: `admin`). Chosen as it renders: the configuration
 * arrives after the definitions are read. Preloadable (the page fetches the deployment's panel once its
 * list shows), so a row's click renders the panel at once, without suspending.
 */
function UserPanel(props: DetailSlotProps) {
  return useConfig().userPanel === 'admin' ? <UserAdminPanel {...props} /> : <UserDetail {...props} />;
}

const deploymentPanel = () => (getConfig().userPanel === 'admin' ? UserAdminPanel : UserDetail);

export default Object.assign(UserPanel, {
  preload: () => deploymentPanel().preload(),
  loaded: () => deploymentPanel().loaded(),
});
