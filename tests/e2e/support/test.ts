import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import './stack';
import { CspWatch } from './csp';
import { OriginWatch } from './origins';

/** The demo sign-ins of the seed data (README). */
export const demo = {
  admin: { email: 'admin@example.com', password: 'admin1234' },
  user: { email: 'user@example.com', password: 'user1234' },
  pending: { email: 'pending@example.com', password: 'pending1234' },
  auditor: { email: 'auditor@example.com', password: 'auditor1234' },
} as const;

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
  createdAt: string;
}

interface Watches {
  csp: CspWatch;
  origins: OriginWatch;
}

const origins = { current: undefined as OriginWatch | undefined };

/**
 * Lets this test's pages load what matches `address` from another origin: only for content a test itself
 * puts in (an image in a template it writes), never for what the console or the seed bring.
 */
export function allowOutside(address: RegExp) {
  origins.current!.allow(address);
}

/** Every context of the worker is watched, those a spec opens itself (browser.newContext) included. */
async function watchContext(watches: Watches, context: BrowserContext) {
  await watches.csp.watch(context);
  watches.origins.watch(context);
}

/**
 * Every test starts from the seed: the development API is reset before each test, so tests never
 * depend on one another's writes. Every test fails on a Content-Security-Policy violation in any page
 * or frame of any browser context it (or its hooks) opened (csp.ts), and on any request outside the
 * console's and the API's origins (origins.ts); `csp.take()` hands a test the violations so far, for
 * one that causes some on purpose.
 */
export const test = base.extend<{ api: APIRequestContext; csp: CspWatch; ownOriginsOnly: void }, { watches: Watches }>({
  watches: [
    async ({ browser }, use) => {
      const watches: Watches = { csp: new CspWatch(), origins: new OriginWatch() };
      origins.current = watches.origins;
      const newContext = browser.newContext;
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const context = await newContext.apply(browser, args);
        await watchContext(watches, context);
        return context;
      };
      await use(watches);
      browser.newContext = newContext;
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context, watches }, use) => {
    await watchContext(watches, context);
    await use(context);
  },
  csp: [
    async ({ watches }, use) => {
      await use(watches.csp);
      expect(watches.csp.take(), 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  ownOriginsOnly: [
    async ({ watches }, use) => {
      watches.origins.take();
      await use();
      expect(watches.origins.take(), 'requests outside the console and the API').toEqual([]);
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's first parameter as an object pattern
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
  api: async ({ playwright }, use) => {
    const api = await playwright.request.newContext({ baseURL: process.env.E2E_API_URL });
    await use(api);
    await api.dispose();
  },
  page: async ({ page, api }, use) => {
    const res = await api.post('/__dev/reset');
    expect(res.ok(), 'POST /__dev/reset').toBeTruthy();
    await use(page);
  },
});

export { expect };

/** Newest mails first, optionally only those sent to one address. */
export async function outbox(api: APIRequestContext, to?: string): Promise<OutboxMail[]> {
  const res = await api.get('/__dev/outbox');
  expect(res.ok()).toBeTruthy();
  const mails = ((await res.json()).payload ?? []) as OutboxMail[];
  return to ? mails.filter((m) => m.to.toLowerCase() === to.toLowerCase()) : mails;
}

/**
 * Signs in through the sign-in page as a person would, and returns once the console has landed: after a
 * sign-in it moves on its own to its landing page (/apps, the stored redirect, through /processing when
 * the account is new), and a navigation the test starts while that is under way gets aborted by it.
 */
export async function signIn(page: Page, who: { email: string; password: string }, path = '/signin') {
  await page.goto(path);
  await page
    .getByLabel(/e-?mail/i)
    .first()
    .fill(who.email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await landed(page);
}

/**
 * Signs in with the platform's own sign-in call (the one the sign-in page makes), for a test whose subject
 * comes after the sign-in: the session cookie lands in the page's browser context and the test opens its
 * page next. The sign-in page itself is used as a person would by signIn, in its own specs; this saves each
 * other test loading and filling it (seconds each on the 2-core machine).
 */
export async function signInAs(page: Page, who: { email: string; password: string }) {
  const res = await page.request.post('/account/users/signin', {
    data: { email: who.email, password: who.password, permanent: false },
    headers: { origin: process.env.E2E_BASE_URL! },
  });
  expect(res.ok(), `POST /account/users/signin as ${who.email}: ${res.status()}`).toBeTruthy();
}

/** Pages the console passes through after a sign-in before it lands. */
const onTheWay = (url: URL) => url.pathname.startsWith('/signin') || url.pathname.startsWith('/processing');

/**
 * Waits until the console has landed after a sign-in: the address is final, the sign-in form and the
 * loading screen are gone, and the landing page's content is on screen with no page still loading.
 */
export async function landed(page: Page) {
  await page.waitForURL((url) => !onTheWay(url), { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('loading-screen')).toHaveCount(0, { timeout: 30_000 });
  const main = page.getByRole('main');
  await expect(main).toBeVisible();
  await expect(main.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
  await expect(page).toHaveURL((url) => !onTheWay(url));
}

/**
 * Resolves once the page's realtime socket (socket.io, websocket first) is connected, i.e. the server
 * answered its CONNECT. Call it before the page opens the socket (before signing in): it watches the
 * sockets the page opens from then on.
 */
export function realtimeConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!new URL(socket.url()).pathname.startsWith('/socket.io/')) return;
      // Engine.io message (4) carrying socket.io CONNECT (0): the server has taken the socket in.
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40')) resolve();
      });
    });
  });
}
