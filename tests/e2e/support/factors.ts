import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect } from './test';

/** What makes API clients of their own (Playwright's `playwright` fixture). */
type Clients = { request: { newContext(o: { baseURL?: string }): Promise<APIRequestContext> } };

/** The code of an authenticator app holding `secret`, `offset` ms from now (RFC 6238: SHA-1, 6 digits, 30 s). */
export const appCode = (secret: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + offset });

/** The person, signed in in a client of their own, adds an authenticator app confirmed by its first code; its secret. */
export async function addAuthenticatorApp(playwright: Clients, who: { email: string; password: string }) {
  const session = await playwright.request.newContext({ baseURL: process.env.E2E_API_URL });
  expect((await session.post('/account/users/signin', { data: { ...who, permanent: false } })).ok()).toBe(true);
  const started = await session.post('/account/users/current/authenticator', {
    data: { currentPassword: who.password },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { secret } = (await started.json()).payload as { secret: string };
  const confirmed = await session.post('/account/users/current/authenticator/confirm', {
    data: { code: appCode(secret) },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  await session.dispose();
  return secret;
}

/** The browser's passkeys: the DevTools protocol's virtual authenticator, which verifies its user. */
export async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}
