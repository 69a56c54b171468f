/**
 * The policy's decision itself (fixtures/server/policy.ts, rulePattern.ts), on a small store of its own
 * rather than through the API: which roles a user holds on a service and through which groups, which rules
 * open a call, how a path is matched, how the answers follow the data, and which rule paths may be stored.
 * The API's tests (policy, access, roles-rules, hostile/input) check the same decision through the routes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decideAll, MAX_PATH_LENGTH, matches, Policy, type CompiledRule } from '../../fixtures/server/policy';
import { compileRulePath, rulePathProblem } from '../../fixtures/server/rulePattern';
import { Store } from '../../fixtures/server/store';
import type { Data, UserRow } from '../../fixtures/server/types';

const dir = mkdtempSync(join(tmpdir(), 'policy-engine-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const user = (id: number) => ({ id }) as UserRow;
const ann = user(1); // Staff and Auditors
const bob = user(2); // Staff
const cy = user(3); // no group

/**
 * Two services; Staff gives account `user` and `admin`, Auditors gives account `admin` (again) and unity
 * `reader`; a role whose service is gone, and a group link to a role that is gone, give nothing.
 */
const seed = (): Data =>
  ({
    serviceNames: [
      { id: 1, name: 'account', color: '' },
      { id: 2, name: 'unity', color: '' },
    ],
    roles: [
      { id: 1, name: 'anon', serviceNameID: 1 },
      { id: 2, name: 'any', serviceNameID: 1 },
      { id: 3, name: 'user', serviceNameID: 1 },
      { id: 4, name: 'admin', serviceNameID: 1 },
      { id: 5, name: 'reader', serviceNameID: 2 },
      { id: 6, name: 'orphan', serviceNameID: 99 },
    ],
    rules: [
      { id: 1, roleID: 1, method: 'POST', path: '/users/signin' },
      { id: 2, roleID: 2, method: 'GET', path: '/users/current' },
      { id: 3, roleID: 3, method: 'PUT', path: '/users/[0-9]+' },
      { id: 4, roleID: 4, method: 'GET', path: '/users' },
      { id: 5, roleID: 4, method: 'GET', path: '/users/[0-9]+' },
      { id: 6, roleID: 5, method: 'GET', path: '/events' },
      { id: 7, roleID: 6, method: 'GET', path: '/orphan' },
      { id: 8, roleID: 42, method: 'GET', path: '/ghost' },
      { id: 9, roleID: 3, method: 'GET', path: '/broken/([' },
    ],
    groups: [
      { id: 10, name: 'Staff', default: false },
      { id: 20, name: 'Auditors', default: false },
    ],
    groupRoles: [
      { id: 1, groupID: 10, roleID: 3 },
      { id: 2, groupID: 10, roleID: 4 },
      { id: 3, groupID: 20, roleID: 4 },
      { id: 4, groupID: 20, roleID: 5 },
      { id: 5, groupID: 20, roleID: 5 },
      { id: 6, groupID: 10, roleID: 6 },
      { id: 7, groupID: 10, roleID: 77 },
    ],
    userGroups: [
      { id: 1, userID: 1, groupID: 10 },
      { id: 2, userID: 1, groupID: 20 },
      { id: 3, userID: 2, groupID: 10 },
    ],
  }) as unknown as Data;

let store: Store;
let policy: Policy;
let run = 0;
/** A policy over a store of its own (its own data folder: the store keeps what it was given). */
const fresh = () => {
  store = new Store(seed, join(dir, String(++run)), 'policy-engine');
  policy = new Policy(store);
};
// One store for the tests that only read (a store starts by writing every collection to disk, slow on a
// loaded machine); a fresh one for each test that changes the data.
beforeAll(fresh);

/** The roles and their groups as plain objects, to compare whole. */
const grantsOf = (u: UserRow) =>
  Object.fromEntries([...policy.grants(u)].map(([service, roles]) => [service, Object.fromEntries(roles)]));
const ids = (rules: CompiledRule[]) => rules.map((r) => r.id);

describe("a user's roles", () => {
  it('are those of their groups per service, each with the groups that give it once, and none of another user', () => {
    expect(grantsOf(ann)).toEqual({ account: { user: [10], admin: [10, 20] }, unity: { reader: [20] } });
    expect(grantsOf(bob)).toEqual({ account: { user: [10], admin: [10] } });
    expect(grantsOf(cy)).toEqual({});
    expect(policy.services(ann)).toEqual({ account: ['admin', 'user'], unity: ['reader'] });
    expect(policy.services(cy)).toEqual({});
  });

  it('on a service: anon always, any when signed in, then the roles of their groups there', () => {
    expect(policy.rolesOn(undefined, 'account')).toEqual(['anon']);
    expect(policy.rolesOn(cy, 'account')).toEqual(['anon', 'any']);
    expect(policy.rolesOn(bob, 'unity')).toEqual(['anon', 'any']);
    expect(policy.rolesOn(ann, 'account')).toEqual(['anon', 'any', 'user', 'admin']);
    expect(policy.rolesOn(ann, 'unity')).toEqual(['anon', 'any', 'reader']);
  });
});

describe('the decision', () => {
  it('allows a call when one of the roles held has a rule with that method matching the whole path', () => {
    expect(policy.allows(undefined, 'POST', 'account', '/users/signin')).toBe(true);
    expect(policy.allows(undefined, 'GET', 'account', '/users/current')).toBe(false);
    expect(policy.allows(cy, 'GET', 'account', '/users/current')).toBe(true);
    expect(policy.allows(cy, 'GET', 'account', '/users')).toBe(false);
    expect(policy.allows(bob, 'PUT', 'account', '/users/7')).toBe(true);
    expect(policy.allows(bob, 'DELETE', 'account', '/users/7')).toBe(false);
    expect(policy.allows(bob, 'PUT', 'account', '/users/7/groups')).toBe(false);
    expect(policy.allows(bob, 'PUT', 'account', '/x/users/7')).toBe(false);
    // A role's rules are for its own service only.
    expect(policy.allows(ann, 'GET', 'unity', '/events')).toBe(true);
    expect(policy.allows(ann, 'GET', 'account', '/events')).toBe(false);
    expect(policy.allows(bob, 'GET', 'unity', '/events')).toBe(false);
  });

  it('takes the method in any case and ignores the query, and an empty path is the root', () => {
    expect(policy.allows(bob, 'put', 'account', '/users/7')).toBe(true);
    expect(policy.allows(bob, 'GET', 'account', '/users?filters=[]')).toBe(true);
    expect(policy.allows(bob, 'GET', 'account', '/users/x?/7')).toBe(false);
    const root: CompiledRule = { id: 1, roleID: 1, method: 'GET', path: '/', pattern: compileRulePath('/') };
    expect(matches(root, 'GET', '')).toBe(true);
    expect(matches(root, 'GET', '?a=1')).toBe(true);
    expect(matches(root, 'GET', '/?a=1')).toBe(true);
  });

  it('matches no path longer than its bound, however the pattern reads', () => {
    const any: CompiledRule = { id: 1, roleID: 1, method: 'GET', path: '/.*', pattern: compileRulePath('/.*') };
    expect(matches(any, 'GET', `/${'a'.repeat(MAX_PATH_LENGTH - 1)}`)).toBe(true);
    expect(matches(any, 'GET', `/${'a'.repeat(MAX_PATH_LENGTH)}`)).toBe(false);
    // The query does not count.
    expect(matches(any, 'GET', `/a?${'b'.repeat(MAX_PATH_LENGTH)}`)).toBe(true);
    expect(MAX_PATH_LENGTH).toBe(2048);
  });

  it('gives nothing through a role whose service is gone, a link to a role that is gone, or a malformed pattern', () => {
    expect(policy.allows(bob, 'GET', 'account', '/orphan')).toBe(false);
    expect(policy.allows(ann, 'GET', 'account', '/ghost')).toBe(false);
    expect(policy.allows(bob, 'GET', 'account', '/broken/([')).toBe(false);
    expect(policy.rulesOf('account', 'user').map((r) => [r.id, r.pattern === null])).toEqual([
      [3, false],
      [9, true],
    ]);
  });

  it("lists a role's rules by service and role name, and none for an unknown one", () => {
    expect(policy.rulesOf('account', 'admin')).toEqual([
      { id: 4, roleID: 4, method: 'GET', path: '/users', pattern: expect.anything() },
      { id: 5, roleID: 4, method: 'GET', path: '/users/[0-9]+', pattern: expect.anything() },
    ]);
    expect(policy.rulesOf('account', 'reader')).toEqual([]);
    expect(policy.rulesOf('nowhere', 'admin')).toEqual([]);
  });

  it('names the roles a call is open to, each with the rules that open it', () => {
    const open = (method: string, service: string, path: string) =>
      Object.fromEntries([...policy.rolesAllowing(method, service, path)].map(([role, rules]) => [role, ids(rules)]));
    expect(open('GET', 'account', '/users/5')).toEqual({ admin: [5] });
    expect(open('GET', 'account', '/users/current')).toEqual({ any: [2] });
    expect(open('PUT', 'account', '/users/5')).toEqual({ user: [3] });
    expect(open('DELETE', 'account', '/users/5')).toEqual({});
    expect(open('GET', 'nowhere', '/users')).toEqual({});
  });

  it('answers a list of checks per method: true only when every check with that method is allowed', () => {
    const check = (method: 'GET' | 'PUT', path: string) => ({ method, service: 'account', path });
    expect(decideAll(policy, bob, [check('GET', '/users'), check('PUT', '/users/1')])).toEqual({
      GET: true,
      PUT: true,
    });
    expect(decideAll(policy, bob, [check('GET', '/users'), check('GET', '/nope'), check('GET', '/users/1')])).toEqual({
      GET: false,
    });
    expect(decideAll(policy, bob, [check('GET', '/nope'), check('GET', '/users')])).toEqual({ GET: false });
    expect(decideAll(policy, undefined, [check('PUT', '/users/1')])).toEqual({ PUT: false });
    expect(decideAll(policy, bob, [])).toEqual({});
  });
});

describe('the decision follows the data at once', () => {
  beforeEach(fresh);

  it('a new membership, and one removed', () => {
    expect(policy.allows(cy, 'GET', 'account', '/users')).toBe(false);
    expect(policy.allows(bob, 'GET', 'unity', '/events')).toBe(false);
    store.insert('userGroups', { userID: 3, groupID: 10 });
    store.insert('userGroups', { userID: 2, groupID: 20 });
    expect(policy.allows(cy, 'GET', 'account', '/users')).toBe(true);
    expect(grantsOf(bob)).toEqual({ account: { user: [10], admin: [10, 20] }, unity: { reader: [20] } });
    store.remove('userGroups', 3);
    expect(grantsOf(bob)).toEqual({ account: { admin: [20] }, unity: { reader: [20] } });
  });

  it('memberships removed many at once, moved, changed in place and reset, each seen at once', () => {
    expect(grantsOf(ann)).toEqual({ account: { user: [10], admin: [10, 20] }, unity: { reader: [20] } });
    store.removeWhere('userGroups', (l) => l.userID === 1);
    expect(grantsOf(ann)).toEqual({});
    store.update('userGroups', 3, { userID: 3 });
    expect(grantsOf(bob)).toEqual({});
    expect(policy.allows(cy, 'GET', 'account', '/users')).toBe(true);
    store.all('userGroups').find((l) => l.id === 3)!.groupID = 20;
    store.changed('userGroups');
    expect(grantsOf(cy)).toEqual({ account: { admin: [20] }, unity: { reader: [20] } });
    store.reset();
    expect(grantsOf(cy)).toEqual({});
    expect(grantsOf(bob)).toEqual({ account: { user: [10], admin: [10] } });
  });

  it("a group's new role", () => {
    expect(policy.allows(bob, 'GET', 'unity', '/events')).toBe(false);
    store.insert('groupRoles', { groupID: 10, roleID: 5 });
    expect(policy.allows(bob, 'GET', 'unity', '/events')).toBe(true);
    expect(grantsOf(bob).unity).toEqual({ reader: [10] });
  });

  it('a new rule, and one changed', () => {
    expect(policy.allows(bob, 'DELETE', 'account', '/users/7')).toBe(false);
    store.insert('rules', { roleID: 3, method: 'DELETE', path: '/users/[0-9]+' });
    expect(policy.allows(bob, 'DELETE', 'account', '/users/7')).toBe(true);
    store.update('rules', 3, { path: '/people/[0-9]+' });
    expect(policy.allows(bob, 'PUT', 'account', '/users/7')).toBe(false);
    expect(policy.allows(bob, 'PUT', 'account', '/people/7')).toBe(true);
  });

  it("a role renamed, and a service's name changed", () => {
    expect(policy.rulesOf('account', 'editor')).toEqual([]);
    store.update('roles', 3, { name: 'editor' });
    expect(ids(policy.rulesOf('account', 'editor'))).toEqual([3, 9]);
    expect(policy.services(bob)).toEqual({ account: ['admin', 'editor'] });
    store.update('serviceNames', 2, { name: 'audit' });
    expect(policy.allows(ann, 'GET', 'audit', '/events')).toBe(true);
    expect(policy.allows(ann, 'GET', 'unity', '/events')).toBe(false);
  });
});

describe('rule paths', () => {
  it('match the whole path with the pattern as one group, alternatives included', () => {
    const either = compileRulePath('/users|/groups')!;
    expect(either.test('/users')).toBe(true);
    expect(either.test('/groups')).toBe(true);
    expect(either.test('/users/1')).toBe(false);
    expect(either.test('/x/groups')).toBe(false);
    expect(compileRulePath('/users/[0-9]+')!.test('/users/12')).toBe(true);
    expect(compileRulePath('(')).toBeNull();
  });

  it('may be stored when valid and without a repetition of a repetition', () => {
    for (const path of ['/users', '/users/[0-9]+', '/users(/[0-9]+)?', '(/a+)?', '(a?)+', '(ab|c)+', '[a+]+', ''])
      expect(rulePathProblem(path), path).toBeUndefined();
  });

  it('are refused when not a pattern, in the browser or in the engine that matches them', () => {
    expect(rulePathProblem('/users/([')).toBe('The path is not a valid pattern.');
    // Valid for the browser, not for re2 (a look-ahead and a back-reference).
    expect(rulePathProblem('/users(?=/1)')).toBe('The path is not a valid pattern.');
    expect(rulePathProblem('(a)\\1')).toBe('The path is not a valid pattern.');
    // Valid for re2, not for the browser (whose engine the console's policy tester matches with): an inline
    // flag and a Python-style named group.
    expect(rulePathProblem('(?i)/users')).toBe('The path is not a valid pattern.');
    expect(rulePathProblem('/users/(?P<id>[0-9]+)')).toBe('The path is not a valid pattern.');
  });

  it('are refused when a repetition repeats a repetition, however deep, in a group or an alternative', () => {
    const problem = 'The path repeats a repetition, which can take too long to match. Simplify the pattern.';
    for (const path of ['(a+)+', '(a*)*', '(x+x+)+y', '(b|a+)+', '((a+))+', '(a{2})+', '/p/((x)+y)*'])
      expect(rulePathProblem(path), path).toBe(problem);
  });
});
