/**
 * Signing in through an identity provider in the API's tests (issue 65): the platform's side is the API's
 * client (its cookie jar is the browser's at the platform), the provider's side a second cookie jar that
 * signs in on oidc-provider's own login page, as a person's browser would.
 */
import { expect } from 'vitest';
import type { Client, TestApi } from './api';
import { CLIENT_ID, CLIENT_SECRET } from '../../support/oidcProvider';

export const CALLBACK = '/account/users/signin/idp/callback';

/** A provider made by the superadmin's client; the answered record. */
export async function addProvider(admin: Client, issuer: string, extra: Record<string, unknown> = {}) {
  const reply = await admin.post('/account/identityProviders', {
    name: 'Corp IdP',
    preset: 'keycloak',
    issuer,
    clientID: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    enabled: true,
    createUsers: true,
    // The test provider names groups under their own scope.
    scopes: 'openid email profile phone groups',
    ...extra,
  });
  expect(reply.status, reply.text).toBe(200);
  return reply.body.payload as { id: number } & Record<string, unknown>;
}

/** Starts a sign-in at the platform: the provider's authorization address it redirects to. */
export async function startAt(client: Client, providerID: number, query = ''): Promise<string> {
  const reply = await client.get(`/account/users/signin/idp/${providerID}${query}`, { redirect: 'manual' });
  expect(reply.status, reply.text).toBe(302);
  return reply.headers.get('location')!;
}

/** Signs in at the provider as `login` (its development login page) and answers where it sends the browser back. */
export async function loginAtProvider(authorizationUrl: string, login: string): Promise<string> {
  const jar = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair.split('=');
      jar.set(name.trim(), value.join('='));
    }
    return res;
  };
  let res = await go(authorizationUrl);
  let location = new URL(res.headers.get('location')!, authorizationUrl);
  for (let step = 0; step < 5 && !location.pathname.endsWith(CALLBACK); step++) {
    if (location.pathname.startsWith('/interaction/')) {
      res = await go(location.href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
      });
    } else {
      res = await go(location.href);
    }
    const next = res.headers.get('location');
    if (!next) throw new Error(`the provider stopped at ${location.href}: ${res.status} ${await res.text()}`);
    location = new URL(next, location);
  }
  return location.href;
}

/** Comes back to the platform from the provider (the callback address it sent the browser to). */
export async function callBack(client: Client, callbackUrl: string) {
  const url = new URL(callbackUrl);
  return client.get(url.pathname + url.search, { redirect: 'manual' });
}

/** A whole round trip for `login`: the platform's redirect at the end. */
export async function signInThrough(client: Client, providerID: number, login: string, query = '') {
  const back = await loginAtProvider(await startAt(client, providerID, query), login);
  const reply = await callBack(client, back);
  expect(reply.status, reply.text).toBe(302);
  return reply.headers.get('location')!;
}

export const userByEmail = (api: TestApi, email: string) =>
  api.server.ctx.store.find('users', (u) => u.email === email);
