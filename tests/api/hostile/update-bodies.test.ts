/**
 * Issue 33, item 7 as a class: writes are allow-lists. Generated over every PUT route of the access tables:
 * each is either an update that names the fields of its record it may change (its declaration's `changes`)
 * or one of the actions below; and no update schema accepts a field its route does not list (each other
 * field of the record, with the value a stored record holds, is a 400, never dropped in silence), while each
 * listed field is taken.
 */
import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../../fixtures/server/gate/table';
import { validate, type z } from '../../../fixtures/server/validate';
import { signedIn, useTestApi } from '../support/api';

const api = useTestApi({ resetEach: false });

/** PUT routes that act rather than update a record's fields (each body says what to do, not what to set). */
const ACTIONS = [
  'PUT /account/users/:id(\\d+|current)/password',
  'PUT /account/organizations/join',
  'PUT /account/organizations/:id(\\d+)/default',
  'PUT /account/organizationUsers/:id(\\d+)/invite',
  'PUT /account/serviceNames/:id(\\d+)/import',
  'PUT /account/templates/:id(\\d+)/send',
  // SCIM's replace of a whole resource (issue 58): its schema is SCIM's, mapped by the provisioning command.
  'PUT /scim/v2/Users/:id(\\d+)',
  'PUT /scim/v2/Groups/:id(\\d+)',
];

const key = (e: RouteEntry) => `${e.method} /${e.service}${e.path}`;
const puts = () => api.server.tables.flatMap((t) => t.entries).filter((e) => e.method === 'PUT');
/** The schema lets the body through (a 200 would follow), the field stripped or not. */
const passes = (schema: z.ZodType, body: Record<string, unknown>) => {
  try {
    validate(schema, body);
    return true;
  } catch {
    return false;
  }
};
/** The schema takes the field: it lets the body through and hands the field on. */
const takes = (schema: z.ZodType, field: string, value: unknown) => {
  try {
    return field in (validate(schema, { [field]: value }) as object);
  } catch {
    return false;
  }
};

describe('every update names the fields it may change, and its schema accepts no other', () => {
  it('every PUT route is an update with its list, or one of the actions', () => {
    const updates = puts()
      .filter((e) => e.access.changes)
      .map(key);
    const unlisted = puts()
      .filter((e) => !e.access.changes && !ACTIONS.includes(key(e)))
      .map(key);
    expect(unlisted, 'PUT routes that name no fields and are no action').toEqual([]);
    expect(updates.length).toBeGreaterThanOrEqual(12);
    expect(
      ACTIONS.filter((action) => !puts().some((e) => key(e) === action)),
      'actions that are no route',
    ).toEqual([]);
  });

  it('the events are resolved and commented, nothing else', () => {
    const events = puts().find((e) => key(e) === 'PUT /unity/events/:id(\\d+)')!;
    expect(events.access.changes?.fields).toEqual(['resolved', 'comments']);
  });

  it('no update schema accepts a field of its record it does not list; each listed one is accepted', async () => {
    // Stored records of every kind, the superadmin's token and preset among them, and an organization made
    // through the API (it has every field; the seed's lack `default`).
    const admin = await signedIn(api, 'admin');
    expect((await admin.post('/account/organizations', { name: 'Probe' })).status).toBe(200);
    expect((await admin.post('/account/users/current/accessTokens', { name: 'probe' })).status).toBe(200);
    expect((await admin.post('/unity/searchPresets', { name: 'Probe' })).status).toBe(200);
    // A group that requires a second factor, and a passkey (put in the store: no authenticator here).
    expect((await admin.put('/account/groups/8', { requireSecondFactor: true })).status).toBe(200);
    // A group people may request (issue 62), with every request setting.
    const settings = {
      requestable: true,
      approverIDs: [1],
      approverGroupID: 1,
      approvalsNeeded: 1,
      maxRequestDays: 14,
      requestStepUp: false,
    };
    expect((await admin.put('/account/groups/4', settings)).status).toBe(200);
    // An organization people may ask to join (issue 62), with every request setting.
    const joining = { requestable: true, requestApprovers: 'named', approverIDs: [1], approvalsNeeded: 1 };
    expect((await admin.put('/account/organizations/3', joining)).status).toBe(200);
    const { store } = api.server.ctx;
    store.insert('factors', {
      userID: 1,
      kind: 'passkey',
      name: 'Probe',
      createdAt: new Date().toISOString(),
      lastUsedAt: '',
      credentialID: 'cHJvYmU',
      publicKey: '',
      counter: 0,
      transports: [],
    });
    // A membership with a start and an end date (issue 62): they are what PUT /userGroups/{id} updates.
    const ending = await admin.post('/account/users/3/groups', {
      groupID: 8,
      startsAt: '2998-01-01T00:00:00Z',
      endsAt: '2999-01-01T00:00:00Z',
    });
    expect(ending.status).toBe(200);
    // An access review over a group (issue 40): its items are what a reviewer's answer updates.
    const review = await admin.post('/account/reviews', {
      name: 'Probe',
      scope: { kind: 'group', id: 1 },
      deadline: '2999-01-01T00:00:00Z',
      reviewers: [1],
    });
    expect(review.status).toBe(200);
    // A webhook destination (issue 58), on this machine's loopback: the test API delivers nowhere else.
    const hook = await admin.post('/account/webhooks', {
      url: 'http://127.0.0.1:9/in',
      eventTypes: ['person.created'],
    });
    expect(hook.status).toBe(200);
    // A provisioning client (issue 58).
    const client = await admin.post('/account/provisioningClients', { name: 'Bodies directory', organizationID: 1 });
    expect(client.status).toBe(200);
    // An identity provider (issue 65): made without reaching its issuer.
    const idp = await admin.post('/account/identityProviders', {
      name: 'Bodies IdP',
      issuer: 'https://idp.example.com',
      clientID: 'console',
    });
    expect(idp.status).toBe(200);
    // An organization's e-mail domain (issue 65).
    const domain = await admin.post('/account/organizations/1/domains', { domain: 'bodies.example.com' });
    expect(domain.status).toBe(200);
    // A joiner/mover/leaver rule (issue 62).
    const rule = await admin.post('/account/lifecycleRules', {
      name: 'Bodies leavers',
      trigger: 'leaver',
      steps: [{ action: 'removeGroup', groupID: 8 }],
    });
    expect(rule.status).toBe(200);
    const wrong: string[] = [];
    for (const entry of puts().filter((e) => e.access.changes)) {
      const { collection, fields } = entry.access.changes!;
      const schema = entry.access.body as z.ZodType;
      const rows = store.all(collection) as unknown as Record<string, unknown>[];
      expect(rows.length, `a stored ${collection} record`).toBeGreaterThan(0);
      const known = new Set(rows.flatMap((row) => Object.keys(row)));
      // A stored value of the field, and for fields no row holds yet a value of its kind.
      // A stored null is a value too (the dormancy rule's deleteAfterDays: never).
      const sample = (field: string) => {
        const holder = rows.find((row) => row[field] !== undefined);
        return holder ? holder[field] : 'x';
      };
      for (const field of known) {
        if (fields.includes(field)) continue;
        // Not even dropped in silence: the caller is told (400).
        if (passes(schema, { [field]: sample(field) })) wrong.push(`${key(entry)} accepts ${field}`);
      }
      for (const field of fields) {
        if (!known.has(field)) wrong.push(`${key(entry)} lists ${field}, which no ${collection} record has`);
        else if (!takes(schema, field, sample(field))) wrong.push(`${key(entry)} refuses its listed ${field}`);
      }
      if (passes(schema, { unlisted: 'x' })) wrong.push(`${key(entry)} accepts a field no record has`);
    }
    expect(wrong).toEqual([]);
  });
});
