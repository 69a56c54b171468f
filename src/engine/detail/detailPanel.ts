import { preloadable } from '@/ui/preloadable';
import type { DetailContainerProps } from './DetailContainer';

/**
 * The selected record's panel (DetailContainer): preloadable, so that once its code has come ahead of a
 * row's click (DetailAhead) the click renders the record at once, without suspending.
 */
export const DetailPanel = preloadable<DetailContainerProps>(() => import('./DetailContainer'));
