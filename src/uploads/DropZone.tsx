import { Suspense, lazy, useEffect, useState } from 'react';
import { afterPaint } from '@/ui/afterPaint';

const FileDropOverlay = lazy(() => import('./FileDropOverlay'));

/**
 * A page's drop zone for files (FileDropOverlay). It shows nothing until files are dragged over the page,
 * so its code comes once the page has painted, not with what the page shows at once (issue 63: start-up's
 * code is what a slow machine waits for first).
 */
export default function DropZone() {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => setPainted(true)), []);
  return painted ? (
    <Suspense fallback={null}>
      <FileDropOverlay />
    </Suspense>
  ) : null;
}
