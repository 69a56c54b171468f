import { Suspense, lazy } from 'react';

// The warning is for the rare browser that refuses cookies: its code loads only there.
const CookiesWarning = lazy(() => import('./CookiesWarning'));

/** Shown when the browser refuses cookies: signing in cannot work without them. */
export function CookiesNotice() {
  if (typeof navigator === 'undefined' || navigator.cookieEnabled) return null;
  return (
    <Suspense fallback={null}>
      <CookiesWarning />
    </Suspense>
  );
}
