import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

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
 * Every test starts from the seed: the development API is reset before each test, so tests never
 * depend on one another's writes.
 */
export const test = base.extend<{ api: APIRequestContext }>({
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

/** Signs in through the sign-in page as a person would. */
export async function signIn(page: Page, who: { email: string; password: string }, path = '/signin') {
  await page.goto(path);
  await page.getByLabel(/e-?mail/i).first().fill(who.email);
  await page.getByLabel(/password/i).first().fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
}
