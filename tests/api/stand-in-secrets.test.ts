/**
 * A person made without a password they know (by provisioning, by an identity provider) gets an
 * unguessable stand-in secret, and no password policy is asked about it: the policy is about what a person
 * types. Seen in a run of the suite: a SAML sign-up refused with PASSWORD_CONTAINS_NAME because the random
 * stand-in happened to hold three letters of the person's name. Here every secret the platform makes holds
 * "sam", so the coincidence is certain.
 */
import { describe, expect, it, vi } from 'vitest';
import { bearerClient, signedIn, useTestApi } from './support/api';

vi.mock('../../fixtures/server/secrets', async (original) => {
  const secrets = await original<typeof import('../../fixtures/server/secrets')>();
  return { ...secrets, newToken: (bytes?: number) => `sam${secrets.newToken(bytes)}` };
});

const api = useTestApi();

describe('a stand-in secret', () => {
  it('is not refused for holding the name of the person provisioned without a password', async () => {
    const admin = await signedIn(api, 'admin');
    const made = await admin.post('/account/provisioningClients', { name: 'Entra ID', organizationID: 1 });
    expect(made.status, made.text).toBe(200);
    const scim = bearerClient(api, (made.body.payload as { token: string }).token);
    const created = await scim.post('/scim/v2/Users', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: 'sam.stand-in@example.com',
      active: true,
      emails: [{ primary: true, value: 'sam.stand-in@example.com' }],
      name: { givenName: 'Sam', familyName: 'Stand-in' },
    });
    expect(created.status, created.text).toBe(201);
  });

  it('still lets the policy refuse a password the client sends that holds the name', async () => {
    const admin = await signedIn(api, 'admin');
    const made = await admin.post('/account/provisioningClients', { name: 'Entra ID', organizationID: 1 });
    const scim = bearerClient(api, (made.body.payload as { token: string }).token);
    const refused = await scim.post('/scim/v2/Users', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: 'sam.typed@example.com',
      emails: [{ primary: true, value: 'sam.typed@example.com' }],
      name: { givenName: 'Samantha', familyName: 'Typed' },
      password: 'samantha-was-here-2026',
    });
    expect(refused.status, refused.text).toBe(400);
  });
});
