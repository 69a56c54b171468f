/**
 * The records a call acts on (fixtures/server/gate/records.ts) and what derived data may show a viewer
 * (readable.ts), asked directly on a small store of their own, no HTTP: the resolvers' ids (an id's every
 * spelling, `current`, a body's e-mail, a row's owner), the records rule for each kind of caller (self,
 * outranks, carries), and the route each recorded collection is read through. The platform's roles are a stub
 * (`ctx.policy.services`) and so is the gate's decision (`ctx.gate.admits`): what it is asked is checked.
 * Listed first for the mutation run (issue 34): a mutant it kills starts no API.
 */
import type { Request } from 'express';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Call, Ctx } from '../../fixtures/server/context';
import type { RecordRule } from '../../fixtures/server/gate/access';
import { READ_ROUTES, type ReadableCollection, readerFor } from '../../fixtures/server/gate/readable';
import { checkRecords, from, rights, users } from '../../fixtures/server/gate/records';
import { Store } from '../../fixtures/server/store';
import type { Data, UserRow } from '../../fixtures/server/types';

const dir = mkdtempSync(join(tmpdir(), 'gate-records-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SUPER = 1; // account:superadmin
const ADMIN = 2; // account:admin, unity:viewer
const LESSER = 3; // account:admin only
const PLAIN = 4; // unity:viewer
const BARE = 5; // no roles

/** The roles the platform gives each person (the stub of `ctx.policy.services`). */
const ROLES: Record<number, Record<string, string[]>> = {
  [SUPER]: { account: ['superadmin'] },
  [ADMIN]: { account: ['admin'], unity: ['viewer'] },
  [LESSER]: { account: ['admin'] },
  [PLAIN]: { unity: ['viewer'] },
  [BARE]: {},
};

const person = (id: number, name: string) =>
  ({ id, uuid: `u-${name}`, email: `${name}@example.com`, active: true }) as unknown as UserRow;

const seed = (): Data =>
  ({
    users: [
      person(SUPER, 'sue'),
      person(ADMIN, 'ada'),
      person(LESSER, 'les'),
      person(PLAIN, 'pat'),
      person(BARE, 'bea'),
    ],
    serviceNames: [
      { id: 1, name: 'account' },
      { id: 2, name: 'unity' },
      { id: 3, name: 'empty' },
    ],
    roles: [
      { id: 1, serviceNameID: 1, name: 'admin' },
      { id: 2, serviceNameID: 2, name: 'viewer' },
      { id: 3, serviceNameID: 1, name: 'superadmin' },
    ],
    groups: [
      { id: 1, name: 'Admins' },
      { id: 2, name: 'Viewers' },
      { id: 3, name: 'Nothing' },
    ],
    groupRoles: [
      { id: 1, groupID: 1, roleID: 1 },
      { id: 2, groupID: 1, roleID: 2 },
      { id: 3, groupID: 2, roleID: 2 },
    ],
    organizationUsers: [
      { id: 1, userID: PLAIN, organizationID: 1 },
      { id: 2, userID: 'x', organizationID: 1 },
    ],
    searchPresets: [
      { id: 1, userUUID: 'u-pat', name: 'mine' },
      { id: 2, userUUID: 'u-nobody', name: 'orphan' },
      { id: 3, name: 'no owner' },
    ],
  }) as unknown as Data;

let store: Store;
let ctx: Ctx;
let stores = 0;

beforeEach(() => {
  store = new Store(seed, dir, `records-${++stores}`);
  const policy = { services: (u: UserRow) => ROLES[u.id] ?? {} };
  ctx = { store, policy, gate: { admits: vi.fn(() => false) } } as unknown as Ctx;
});

const user = (id: number) => store.get('users', id)!;
const call = (more: { user?: number; params?: Record<string, string>; body?: Record<string, unknown> } = {}): Call => ({
  req: { user: more.user === undefined ? undefined : user(more.user) } as Request,
  ctx,
  params: more.params ?? {},
  body: more.body ?? {},
});

describe('an id, as the resolvers read it', () => {
  const read = (value: unknown) => users.bodyId('id')(call({ body: { id: value } }))[0];

  it('is a positive whole number, or its digits', () => {
    expect(read(7)).toBe(7);
    expect(read('7')).toBe(7);
    expect(read('12')).toBe(12);
    expect(read('007')).toBe(7);
    expect(read(1)).toBe(1);
  });

  it('is nothing else', () => {
    // Number() would read some of these texts as numbers: only digits are an id's spelling.
    const texts = [' 7', '7 ', '1e3', '0x10', '7a', 'a7', 'x', '', '0', '-1', '1.5'];
    for (const value of [0, -1, 1.5, true, null, undefined, ['7'], { id: 7 }, ...texts]) {
      expect(read(value), JSON.stringify(value)).toBeUndefined();
    }
  });
});

describe('the users a call acts on', () => {
  it('from the address, `current` being the caller', () => {
    expect(users.param()(call({ params: { id: '3' } }))).toEqual([3]);
    expect(users.param()(call({ user: PLAIN, params: { id: 'current' } }))).toEqual([PLAIN]);
    expect(users.param()(call({ params: { id: 'current' } }))).toEqual([undefined]);
    expect(users.param()(call({ params: { id: 'x' } }))).toEqual([undefined]);
    expect(users.param('userID')(call({ params: { id: '3', userID: '4' } }))).toEqual([4]);
    expect(users.param('userID')(call({ user: ADMIN, params: { id: '3', userID: 'current' } }))).toEqual([ADMIN]);
  });

  it('from a body field by id, or by e-mail when the id is absent', () => {
    expect(users.bodyId('userID')(call({ body: { userID: 4, id: 3 } }))).toEqual([4]);
    const byIdOrEmail = users.bodyIdOrEmail('userID', 'email');
    expect(byIdOrEmail(call({ body: { userID: '4', email: 'ada@example.com' } }))).toEqual([4]);
    expect(byIdOrEmail(call({ body: { userID: 'x', email: 'ada@example.com' } }))).toEqual([undefined]);
    expect(byIdOrEmail(call({ body: { email: 'ada@example.com' } }))).toEqual([ADMIN]);
    expect(byIdOrEmail(call({ body: { email: 'nobody@example.com' } }))).toEqual([undefined]);
    expect(byIdOrEmail(call({ body: { email: 2 } }))).toEqual([undefined]);
    expect(byIdOrEmail(call({ body: {} }))).toEqual([undefined]);
  });

  it("from a row of the address: its person's id", () => {
    expect(users.ofRow('organizationUsers')(call({ params: { id: '1' } }))).toEqual([PLAIN]);
    expect(users.ofRow('organizationUsers')(call({ params: { id: '2' } }))).toEqual([undefined]); // not an id
    expect(users.ofRow('organizationUsers')(call({ params: { id: '9' } }))).toEqual([undefined]);
    expect(users.ofRow('organizationUsers')(call({ params: { id: 'x' } }))).toEqual([undefined]);
    expect(users.ofRow('organizationUsers', 'organizationID')(call({ params: { id: '1' } }))).toEqual([1]);
    expect(users.ofRow('organizationUsers', 'userID', 'link')(call({ params: { id: '9', link: '1' } }))).toEqual([
      PLAIN,
    ]);
  });

  it("from a row of the address: its owner's uuid, 0 for an owner gone, none without one", () => {
    const owner = users.ownerOfRow('searchPresets');
    expect(owner(call({ params: { id: '1' } }))).toEqual([PLAIN]);
    expect(owner(call({ params: { id: '2' } }))).toEqual([0]);
    expect(owner(call({ params: { id: '3' } }))).toEqual([]);
    expect(owner(call({ params: { id: '9' } }))).toEqual([]);
    expect(users.ownerOfRow('searchPresets', 'name')(call({ params: { id: '1' } }))).toEqual([0]);
    expect(users.ownerOfRow('searchPresets', 'userUUID', 'preset')(call({ params: { preset: '1' } }))).toEqual([PLAIN]);
  });
});

describe('the rights a call gives or takes', () => {
  const body = (id: unknown) => call({ body: { id } });

  it("a group's, a role's, a service name's", () => {
    expect(rights.ofGroup(from.body('id'))(body(1))).toEqual(['account:admin', 'unity:viewer']);
    expect(rights.ofGroup(from.body('id'))(body('2'))).toEqual(['unity:viewer']);
    expect(rights.ofGroup(from.body('id'))(body(3))).toEqual([]);
    expect(rights.ofRole(from.body('id'))(body(3))).toEqual(['account:superadmin']);
    expect(rights.ofServiceName(from.body('id'))(body(1))).toEqual(['account:admin', 'account:superadmin']);
    expect(rights.ofServiceName(from.body('id'))(body(3))).toEqual([]);
  });

  it('none for what is not an id', () => {
    for (const resolve of [rights.ofGroup, rights.ofRole, rights.ofServiceName]) {
      expect(resolve(from.body('id'))(body('x'))).toEqual([]);
      expect(resolve(from.body('id'))(body(0))).toEqual([]);
    }
  });

  it('read from the address, a body field or a row of the address', () => {
    expect(from.param()(call({ params: { id: '5', other: '6' } }))).toBe('5');
    expect(from.param('other')(call({ params: { id: '5', other: '6' } }))).toBe('6');
    expect(from.body('groupID')(call({ body: { groupID: 2 } }))).toBe(2);
    expect(from.row('groupRoles', 'roleID')(call({ params: { id: '3' } }))).toBe(2);
    expect(from.row('groupRoles', 'roleID', 'link')(call({ params: { id: '1', link: '3' } }))).toBe(2);
    expect(from.row('groupRoles', 'roleID')(call({ params: { id: '0' } }))).toBeUndefined();
  });
});

describe('the records rule', () => {
  const self = (ids: (number | undefined)[], hidden?: string): RecordRule => ({
    rule: 'self',
    users: () => ids,
    what: 'change this token',
    hidden,
  });
  const outranks = (ids: (number | undefined)[]): RecordRule => ({
    rule: 'outranks',
    users: () => ids,
    what: 'change this user',
  });
  const carries = (given: string[]): RecordRule => ({ rule: 'carries', rights: () => given, what: 'give this group' });
  const refusal = (actor: number | undefined, rules: RecordRule[]) => {
    try {
      checkRecords(call({ user: actor }), rules);
      return undefined;
    } catch (error) {
      const { status, errorCode, description, resolution } = error as Record<string, unknown>;
      return { status, errorCode, description, resolution };
    }
  };

  it('asks a signed-in caller (401 otherwise, whatever the rules)', () => {
    expect(refusal(undefined, [])).toMatchObject({ status: 401, errorCode: 'UNAUTHORIZED' });
    expect(refusal(PLAIN, [])).toBeUndefined();
  });

  it("self: the caller's own records; another's is 403, or the hidden record's 404", () => {
    expect(refusal(PLAIN, [self([PLAIN, undefined, PLAIN])])).toBeUndefined();
    expect(refusal(PLAIN, [self([PLAIN, ADMIN])])).toEqual({
      status: 403,
      errorCode: 'NOT_YOURS',
      description: 'Only its owner can change this token.',
      resolution: 'Act on your own records.',
    });
    expect(refusal(SUPER, [self([PLAIN])])).toMatchObject({ status: 403, errorCode: 'NOT_YOURS' });
    expect(refusal(PLAIN, [self([ADMIN], 'Search preset')])).toMatchObject({
      status: 404,
      errorCode: 'SEARCH_PRESET_NOT_FOUND',
    });
    expect(refusal(PLAIN, [self([0], 'Search preset')])).toMatchObject({ status: 404 }); // an owner gone
  });

  it('outranks: oneself, and users who are gone, are anyone’s; another is an administrator’s', () => {
    expect(refusal(PLAIN, [outranks([PLAIN, undefined, 0, 99])])).toBeUndefined();
    expect(refusal(PLAIN, [outranks([BARE])])).toMatchObject({ status: 403, errorCode: 'FORBIDDEN' });
    expect(refusal(BARE, [outranks([BARE, PLAIN])])).toMatchObject({ status: 403, errorCode: 'FORBIDDEN' });
  });

  it('outranks: an administrator acts on those whose every right they hold', () => {
    expect(refusal(ADMIN, [outranks([PLAIN, LESSER, BARE, ADMIN])])).toBeUndefined();
    expect(refusal(SUPER, [outranks([ADMIN, SUPER])])).toBeUndefined();
    expect(refusal(LESSER, [outranks([BARE, PLAIN])])).toEqual({
      status: 403,
      errorCode: 'INSUFFICIENT_RIGHTS',
      description: 'You cannot change this user: it holds rights you do not hold.',
      resolution: 'Ask someone who holds those rights.',
    });
    expect(refusal(ADMIN, [outranks([SUPER])])).toMatchObject({ errorCode: 'INSUFFICIENT_RIGHTS' });
  });

  it('carries: the caller holds every right given or taken (a superadmin all of them)', () => {
    expect(refusal(ADMIN, [carries(['account:admin', 'unity:viewer'])])).toBeUndefined();
    expect(refusal(PLAIN, [carries([])])).toBeUndefined();
    expect(refusal(SUPER, [carries(['account:superadmin', 'other:role'])])).toBeUndefined();
    expect(refusal(LESSER, [carries(['account:admin', 'unity:viewer'])])).toEqual({
      status: 403,
      errorCode: 'INSUFFICIENT_RIGHTS',
      description: 'You cannot give this group: it holds rights you do not hold.',
      resolution: 'Ask someone who holds those rights.',
    });
  });

  it('every rule, in turn: one refusal refuses the call', () => {
    expect(refusal(ADMIN, [carries(['unity:viewer']), outranks([PLAIN]), self([ADMIN])])).toBeUndefined();
    expect(refusal(ADMIN, [carries(['unity:viewer']), self([PLAIN])])).toMatchObject({ errorCode: 'NOT_YOURS' });
    expect(refusal(LESSER, [outranks([BARE]), carries(['unity:viewer'])])).toMatchObject({
      errorCode: 'INSUFFICIENT_RIGHTS',
    });
    expect(refusal(PLAIN, [self([PLAIN]), outranks([BARE])])).toMatchObject({ errorCode: 'FORBIDDEN' });
  });
});

describe('what derived data shows a viewer', () => {
  let allowed: Set<string>;
  let asked: string[];

  beforeEach(() => {
    allowed = new Set();
    asked = [];
    ctx.gate.admits = vi.fn((who: unknown, method: string, service: string, path: string) => {
      asked.push(`${method} ${service} ${path}`);
      return allowed.has(`${service} ${path}`);
    });
  });
  const viewer = (id = PLAIN) => ({ user: user(id) }) as unknown as Request;

  /** Every collection: the routes asked for a record of it, none admitted, and the record's fields. */
  const ROUTES: Record<ReadableCollection, [Record<string, unknown>, string[]]> = {
    users: [{ id: 9 }, ['GET account /users', 'GET account /users/9']],
    webhooks: [{ id: 4 }, ['GET account /webhooks', 'GET account /webhooks/4']],
    lifecycleRules: [{ id: 4 }, ['GET account /lifecycleRules', 'GET account /lifecycleRules/4']],
    accessTokens: [{ id: 3, userID: PLAIN }, ['GET account /accessTokens/3']],
    groups: [{ id: 2 }, ['GET account /groups', 'GET account /groups/2']],
    userGroups: [{ id: 1, userID: 7 }, ['GET account /users/7/groups']],
    serviceNames: [{ id: 2 }, ['GET account /serviceNames', 'GET account /serviceNames/2']],
    roles: [{ id: 2 }, ['GET account /roles', 'GET account /roles/2']],
    rules: [{ id: 2 }, ['GET account /rules', 'GET account /rules/2']],
    groupRoles: [{ id: 1, groupID: 2 }, ['GET account /groups/2/roles']],
    apps: [{ id: 2 }, ['GET account /apps', 'GET account /apps/2']],
    groupApps: [{ id: 1, groupID: 2 }, ['GET account /groups/2/apps']],
    organizations: [{ id: 2 }, ['GET account /organizations', 'GET account /organizations/2']],
    organizationUsers: [{ id: 4, userID: 7 }, ['GET account /organizationUsers/4/full']],
    organizationGroups: [{ id: 1, groupID: 2 }, ['GET account /groups/2/organizations']],
    organizationDomains: [{ id: 1, organizationID: 2 }, ['GET account /organizations/2/domains']],
    events: [{ id: 2 }, ['GET unity /events', 'GET unity /events/2']],
    settings: [{ id: 2 }, ['GET account /settings', 'GET account /settings/2']],
    templates: [{ id: 2 }, ['GET account /templates', 'GET account /templates/2']],
    searchPresets: [{ id: 5, global: true }, ['GET unity /searchPresets/5']],
    factors: [{ id: 1, userID: 7 }, ['GET account /users/7/factors']],
    dormancyRules: [{ id: 1 }, ['GET account /dormancy']],
    dormancyWarnings: [{ id: 1, userID: 7 }, ['GET account /dormancy']],
    sessionPolicies: [{ id: 1 }, ['GET account /sessionPolicy']],
    identityProviders: [{ id: 2 }, ['GET account /identityProviders', 'GET account /identityProviders/2']],
    identityLinks: [{ id: 1, userID: 7 }, ['GET account /users/7/identityLinks']],
    provisioningClients: [{ id: 2 }, ['GET account /provisioningClients', 'GET account /provisioningClients/2']],
  };

  it('a record of each collection: its list route, then its own', () => {
    expect(Object.keys(ROUTES).sort()).toEqual(Object.keys(READ_ROUTES).sort());
    for (const [collection, [row, routes]] of Object.entries(ROUTES)) {
      asked = [];
      expect(readerFor(ctx, viewer())(collection as ReadableCollection, row as { id: number })).toBe(false);
      expect(asked, collection).toEqual(routes);
    }
  });

  it("the viewer's own records through their `current` routes", () => {
    const read = readerFor(ctx, viewer(PLAIN));
    const own = { id: 1, userID: PLAIN };
    for (const collection of ['userGroups', 'organizationUsers', 'factors'] as const) read(collection, own);
    read('users', { id: PLAIN });
    expect(asked).toEqual([
      'GET account /users/current/access',
      'GET account /users/current',
      'GET account /users/current/factors',
      'GET account /users',
      // `/users/current` was decided already
    ]);
  });

  it('a record the list shows, or its own route admits', () => {
    const read = readerFor(ctx, viewer());
    allowed.add('account /groups');
    allowed.add('unity /events/2');
    expect(read('groups', { id: 7 })).toBe(true);
    expect(read('events', { id: 2 })).toBe(true);
    expect(read('events', { id: 3 })).toBe(false);
    expect(read('roles', { id: 7 })).toBe(false);
    expect(asked).toContain('GET account /groups');
    expect(asked).not.toContain('GET account /groups/7'); // the list admitted it
  });

  it("rows its route's handler keeps to their owners (tokens, presets)", () => {
    const read = readerFor(ctx, viewer(PLAIN));
    allowed.add('account /accessTokens/3').add('unity /searchPresets/5');
    expect(read('accessTokens', { id: 3, userID: PLAIN } as never)).toBe(true);
    expect(read('accessTokens', { id: 3, userID: ADMIN } as never)).toBe(false);
    expect(read('searchPresets', { id: 5, global: true } as never)).toBe(true);
    expect(read('searchPresets', { id: 5, userUUID: 'u-pat' } as never)).toBe(true);
    expect(read('searchPresets', { id: 5, userUUID: 'u-ada' } as never)).toBe(false);
    expect(read('searchPresets', { id: 5, global: 'true', userUUID: 'u-ada' } as never)).toBe(false);
  });

  it('every record of a collection: only where its list shows every row, and admits the viewer', () => {
    const reader = readerFor(ctx, viewer());
    allowed.add('account /users').add('unity /events').add('account /accessTokens').add('unity /searchPresets');
    expect(reader.all('users')).toBe(true);
    expect(reader.all('events')).toBe(true);
    expect(reader.all('groups')).toBe(false);
    expect(reader.all('userGroups')).toBe(false); // no list
    expect(reader.all('accessTokens')).toBe(false); // rows kept to their owners
    expect(reader.all('searchPresets')).toBe(false);
    expect(asked).toEqual(['GET account /users', 'GET unity /events', 'GET account /groups']);
  });

  it('each route asked once per request, per service', () => {
    allowed.add('account /groups');
    const reader = readerFor(ctx, viewer());
    expect(reader('groups', { id: 1 })).toBe(true);
    expect(reader('groups', { id: 2 })).toBe(true);
    expect(reader.all('groups')).toBe(true);
    expect(reader('roles', { id: 1 })).toBe(false);
    expect(reader('roles', { id: 1 })).toBe(false);
    expect(asked).toEqual(['GET account /groups', 'GET account /roles', 'GET account /roles/1']);
    const next = readerFor(ctx, viewer());
    allowed.clear();
    expect(next('groups', { id: 1 })).toBe(false); // another request decides again
  });

  it('the same path of another service is another route', () => {
    (READ_ROUTES as Record<string, unknown>).x = { service: 'unity', list: '/groups', one: () => '/none' };
    try {
      allowed.add('account /groups');
      const reader = readerFor(ctx, viewer());
      expect(reader.all('groups')).toBe(true);
      expect(reader.all('x' as ReadableCollection)).toBe(false);
    } finally {
      delete (READ_ROUTES as Record<string, unknown>).x;
    }
  });

  it('nothing to no one', () => {
    allowed.add('account /users').add('account /users/1');
    const reader = readerFor(ctx, {} as Request);
    expect(reader('users', { id: 1 })).toBe(false);
    expect(reader.all('users')).toBe(false);
    expect(reader('accessTokens', { id: 1 })).toBe(false);
    expect(asked).toEqual([]);
  });

  it('asks the gate for the request itself', () => {
    const req = viewer();
    readerFor(ctx, req)('groups', { id: 1 });
    expect(vi.mocked(ctx.gate.admits).mock.calls[0][0]).toBe(req);
  });
});
