import { Suspense, lazy } from 'react';
import { usePainted } from '@/ui/usePainted';

const FileDropOverlay = lazy(() => import('./FileDropOverlay'));

/**
 * A page's drop zone for files (FileDropOverlay). It shows nothing until files are dragged over the page,
 * so its code comes once the page has painted, not with what the page shows at once (issue 63: start-up's
 * code is what a slow machine waits for first).
 */
export default function DropZone() {
  return usePainted() ? (
    <Suspense fallback={null}>
      <FileDropOverlay />
    </Suspense>
  ) : null;
}
