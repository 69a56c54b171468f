import { useEffect, useState } from 'react';
import { preload, type Preloadable } from './preloadable';

/** Whether a component's code has arrived (one that is not preloadable is taken as there). */
function arrived(component: unknown): boolean {
  return !(typeof component === 'function' && 'loaded' in component) || (component as Preloadable).loaded();
}

/**
 * Whether the code of `components` (a stable list) is there, fetching it once `wanted`: a part rendered
 * only then shows in the frame its code arrives in. Rendered before, it would suspend, and a Suspense
 * fallback's reveal waits for React's throttle (about 300 ms): a row's click that came before the detail's
 * code, on a slow machine, cost that much more. A failed load answers true too, so the part renders and
 * its error boundary reports the failure.
 */
export function useArrived(wanted: boolean, components: readonly unknown[]): boolean {
  const now = components.every(arrived);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!wanted || now) return;
    let live = true;
    void Promise.all(components.map(preload)).then(() => {
      if (live) setSettled(true);
    });
    return () => {
      live = false;
    };
  }, [wanted, now, components]);
  return now || settled;
}
