import { test as base, expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';

/** The demo sign-ins of the seed data (README). */
export const demo = {
  admin: { email: 'admin@example.com', password: 'admin1234' },
  user: { email: 'user@example.com', password: 'user1234' },
  pending: { email: 'pending@example.com', password: 'pending1234' },
} as const;

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
  createdAt: string;
}

/**
 * Requests that left the console's and the API's origins (issue 22): the console ships what it shows, so
 * offline or under a strict content security policy nothing is missing. Every browser context of the
 * worker reports here (see `watchedBrowser` below), and each test fails on any made while it ran.
 */
const outside: string[] = [];
const allowed: RegExp[] = [];
const watched = new WeakSet<BrowserContext>();

/**
 * Lets this test's page load what matches `address` from another origin: only for content a test itself
 * puts in (an image in a template it writes), never for what the console or the seed bring.
 */
export function allowOutside(address: RegExp) {
  allowed.push(address);
}

function watchOrigins(context: BrowserContext) {
  if (watched.has(context)) return;
  watched.add(context);
  const own = [process.env.E2E_BASE_URL, process.env.E2E_API_URL].map((url) => new URL(url!).origin);
  context.on('request', (request) => {
    const url = new URL(request.url());
    // data: and blob: addresses are the page's own bytes; any other origin is outside.
    if (url.protocol === 'data:' || url.protocol === 'blob:' || own.includes(url.origin)) return;
    // Going to another site (an app the person opens, a redirect) is the person's doing, not a load.
    if (request.isNavigationRequest()) return;
    if (allowed.some((address) => address.test(request.url()))) return;
    outside.push(`${request.method()} ${request.url()} (from ${request.frame().url()})`);
  });
}

/**
 * Every test starts from the seed: the development API is reset before each test, so tests never
 * depend on one another's writes. No test may make a request outside the console's and the API's origins.
 */
export const test = base.extend<{ api: APIRequestContext; ownOriginsOnly: void }, { watchedBrowser: Browser }>({
  // Contexts a spec opens itself (browser.newContext) are watched too.
  watchedBrowser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        watchOrigins(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context }, use) => {
    watchOrigins(context);
    await use(context);
  },
  ownOriginsOnly: [
    async ({}, use) => {
      outside.length = 0;
      allowed.length = 0;
      await use();
      expect(outside, 'requests outside the console and the API').toEqual([]);
    },
    { auto: true },
  ],
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
  await page.getByLabel(/e-?mail/i).first().fill(who.email);
  await page.getByLabel(/password/i).first().fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await landed(page);
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
