import { preload } from '@/ui/preloadable';
import type { ResourceDefinition } from './types';

/**
 * Starts fetching the code a resource's page shows at once besides the engine's own: its custom page, or
 * the list's search bar, row, toolbar extras and bulk actions. Each is preloadable (src/ui/preloadable),
 * so once its code is there it renders without suspending: the list's boundary (search bar and rows) is
 * never held by a fallback whose reveal React throttles.
 */
export function preloadPage(definition: ResourceDefinition): void {
  const { page, search, row, toolbar = [], bulk } = definition.slots ?? {};
  for (const part of [page, search, row, ...toolbar, bulk]) preload(part);
}
