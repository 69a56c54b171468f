/**
 * Signing in through a SAML identity provider in the API's tests (issue 65): the platform's side is the API's
 * client (its cookie jar is the browser's at the platform); the provider's side is samlify's IdP
 * (tests/support/samlIdp.ts), whose response the client posts to the ACS as the provider's page would, from
 * the provider's site.
 */
import { expect } from 'vitest';
import type { Client } from './api';
import type { SamlResponseOptions, TestSamlIdp } from '../../support/samlIdp';
import { startAt } from './idp';

export const ACS = '/account/users/signin/idp/saml/acs';

/** A SAML provider made by the superadmin's client from the IdP's fields; the answered record. */
export async function addSamlProvider(admin: Client, idp: TestSamlIdp, extra: Record<string, unknown> = {}) {
  const reply = await admin.post('/account/identityProviders', {
    kind: 'saml',
    name: 'Corp SAML',
    samlEntityID: idp.entityID,
    samlSsoUrl: idp.ssoUrl,
    samlCertificate: idp.certificate,
    enabled: true,
    createUsers: true,
    ...extra,
  });
  expect(reply.status, reply.text).toBe(200);
  return reply.body.payload as { id: number } & Record<string, unknown>;
}

/** Posts a response to the ACS as the provider's page does (a form, from another site). */
export const postToAcs = (client: Client, fields: { SAMLResponse: string; RelayState: string }) =>
  client.post(ACS, undefined, {
    raw: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'http://127.0.0.1:1',
      'sec-fetch-site': 'cross-site',
    },
    redirect: 'manual',
  });

/** Follows the ACS's redirect to the finish (same browser): the platform's last redirect. */
export async function finishAt(client: Client, acsReply: { status: number; headers: Headers; text: string }) {
  if (acsReply.status !== 303) return acsReply;
  const next = acsReply.headers.get('location')!;
  return client.get(next, { redirect: 'manual' });
}

/** Starts at the platform, answers at the IdP (forged by `options`), posts back; the platform's last answer. */
export async function samlRoundTrip(
  client: Client,
  idp: TestSamlIdp,
  providerID: number,
  login: string,
  options: SamlResponseOptions & { query?: string } = {},
) {
  const authorizeUrl = await startAt(client, providerID, options.query ?? '');
  const answer = await idp.respond(authorizeUrl, login, options);
  return finishAt(client, await postToAcs(client, answer));
}

/** Where the platform sent the browser in the end. */
export const landedAt = (reply: { status: number; headers: Headers; text: string }) => {
  expect(reply.status, reply.text).toBe(302);
  return reply.headers.get('location')!;
};
