import { StrictMode, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { loadConfig } from '@/config';
import { START_HOLD_MS } from '@/constants';
import { unregisterServiceWorkers } from '@/layout/serviceWorker';
import { endStartCalls } from '@/platform/startCalls';
import { pageKind } from '@/routes/pagePaths';
import { pages } from '@/routes/pages';
import { preloadRoute } from '@/routes/preloadRoute';

/**
 * Start-up. This module is kept tiny (no React DOM, no MUI, no route table: index.html shows a static
 * loading screen meanwhile) so that everything the opened address needs is asked for at once, the
 * moment it runs: config.json (which index.html has already asked for), the app, the page's code (with
 * the chunks it imports, as module preloads) and, for the admin app, the page's data
 * (src/routes/prefetch.ts). Nothing reads the configuration before it is there: the apps render, and
 * the calls go out, once it is. The admin app renders when the page's calls have answered and its
 * code has arrived (at most START_HOLD_MS): once, with its data.
 *
 * A visitor's page (sign-in, processing, join) renders in the small visitors' app; any other address in
 * the admin app, which the visitors' app hands over to after a sign-in.
 */
const config = loadConfig().catch((error: unknown) => {
  console.error('config.json could not be read; the defaults apply', error);
});
const reactDom = import('react-dom/client');
let root: Root | undefined;

async function render(element: ReactNode) {
  const [{ createRoot }] = await Promise.all([reactDom, config]);
  root ??= createRoot(document.getElementById('root')!, {
    // A page's chunk that an error boundary caught failing to load: the tab outlived a deploy (src/operations).
    onCaughtError: (error) => onCaughtError(error),
  });
  root.render(<StrictMode>{element}</StrictMode>);
  // Start-up's calls have taken the HTML's answers by now: none is left for a later call.
  endStartCalls();
  startOperations();
}

/** Until src/operations/start.ts has loaded: the console only. */
let onCaughtError: (error: unknown) => void = (error) => console.error(error);
let operationsStarted = false;

/** Error reports and the reload after a deploy (issue 36), loaded once the page has rendered. */
function startOperations() {
  if (operationsStarted) return;
  operationsStarted = true;
  void import('@/operations/start').then((operations) => {
    onCaughtError = operations.startOperations();
  });
}

/** What the platform offers (src/platform/capabilities.ts), asked once the configuration names the platform. */
const capabilities = () =>
  config.then(() => import('@/platform/capabilities')).then(({ prefetchCapabilities }) => prefetchCapabilities());

let adminStarted = false;

async function startAdmin() {
  if (adminStarted) return;
  adminStarted = true;
  const { pathname, search } = window.location;
  const page = preloadRoute(pathname, pages);
  const app = import('./App');
  const calls = import('@/routes/prefetch').then(async ({ prefetch }) => {
    await config;
    return prefetch({ pathname, search });
  });
  const { default: App } = await app;
  // A page whose code is still on its way would suspend the first render, and React holds a revealed
  // fallback for a throttled frame (about 300 ms): the page's code is waited for as its calls are.
  await Promise.race([
    Promise.all([calls.catch(() => undefined), capabilities(), page]),
    new Promise((done) => setTimeout(done, START_HOLD_MS)),
  ]);
  await render(<App />);
}

async function startVisitor(pathname: string) {
  void preloadRoute(pathname, pages);
  const offers = capabilities();
  const { default: VisitorApp } = await import('./VisitorApp');
  // The sign-in page's passkey and provider buttons are capabilities: drawn at once, not a moment later.
  await Promise.race([offers, new Promise((done) => setTimeout(done, START_HOLD_MS))]);
  await render(<VisitorApp onLeave={() => void startAdmin()} />);
}

unregisterServiceWorkers();
void (pageKind(window.location.pathname) === 'visitor' ? startVisitor(window.location.pathname) : startAdmin());
