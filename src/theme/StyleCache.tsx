import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { cspNonce } from '@/browser/cspNonce';

/** One cache for both apps (the visitors' app hands the page over to the admin app after a sign-in). */
const cache = createCache({ key: 'css', nonce: cspNonce });

/** MUI's styles (emotion) under the page's nonce, which the Content-Security-Policy asks of style elements. */
export function StyleCache({ children }: { children: ReactNode }) {
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
