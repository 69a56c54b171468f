import { preload } from '@/ui/preloadable';
import type { ResourceDefinition } from './types';

/**
 * Starts fetching the code a resource's page shows at once besides the engine's own: its custom page, or
 * the list's search bar, row and toolbar extras. Each is preloadable (src/ui/preloadable), so once its
 * code is there it renders without suspending: the list's boundary (search bar and rows) is never held by
 * a fallback whose reveal React throttles. Bulk actions show nothing until records are selected: their
 * code comes when the list renders them, after the first rows. Settles when the parts have arrived.
 */
export function preloadPage(definition: ResourceDefinition): Promise<unknown> {
  const { page, search, row, toolbar = [] } = definition.slots ?? {};
  return Promise.all([page, search, row, ...toolbar].map(preload));
}
