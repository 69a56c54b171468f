/** The policy decision of the contract (src/opa/decide.ts) on a table of cases, and the editor's resource groups. */
import { describe, expect, it } from 'vitest';
import { decide, rolesOn, type Caller, type PolicyRule } from '@/opa/decide';
import { chipOf, groupByResource, resourceKey } from '@/opa/resourceGroups';

let nextId = 1;
const rule = (serviceName: string, roleName: string, method: string, path: string): PolicyRule => ({
  id: nextId++,
  serviceName,
  roleName,
  method,
  path,
});

const RULES: PolicyRule[] = [
  rule('account', 'anon', 'POST', '/users/signin'),
  rule('account', 'anon', 'GET', '/organizations/token/[^/]+'),
  rule('account', 'any', 'GET', '/users/current'),
  rule('account', 'any', 'GET', '/accessTokens/[0-9]+'),
  rule('account', 'user', 'PUT', '/users/[0-9]+'),
  rule('account', 'admin', 'GET', '/users'),
  rule('account', 'admin', 'GET', '/users/[0-9]+'),
  rule('account', 'admin', 'GET', '/groups/[0-9]+/.+'),
  rule('account', 'superadmin', 'DELETE', '/users/[0-9]+'),
  rule('account', 'superadmin', 'DELETE', '/users/.+'),
  rule('account', 'broken', 'GET', '/users/(['),
  rule('unity', 'admin', 'DELETE', '/events/[0-9]+'),
  rule('unity', 'user', 'GET', '/events/searchMetadata'),
  rule('unity', 'any', 'GET', '/searchPresets'),
];

const visitor: Caller = { signedIn: false, grants: [] };
const plain: Caller = {
  signedIn: true,
  grants: [
    { roleName: 'user', serviceName: 'account', groupName: 'Customers' },
    { roleName: 'user', serviceName: 'unity', groupName: 'Customers' },
    { roleName: 'user', serviceName: 'account', groupName: 'Sales' },
  ],
};
const admin: Caller = {
  signedIn: true,
  grants: [
    { roleName: 'admin', serviceName: 'account', groupName: 'Support' },
    { roleName: 'user', serviceName: 'unity', groupName: 'Support' },
  ],
};
const superadmin: Caller = {
  signedIn: true,
  grants: [{ roleName: 'superadmin', serviceName: 'account', groupName: 'Administrators' }],
};
const broken: Caller = { signedIn: true, grants: [{ roleName: 'broken', serviceName: 'account', groupName: 'X' }] };

describe('decide', () => {
  it.each([
    // anchored: the whole path, not a prefix or a suffix
    ['admin GET /users', admin, 'GET', 'account', '/users', true],
    ['admin GET /users/', admin, 'GET', 'account', '/users/', false],
    ['admin GET /users/5/groups (no rule for it)', admin, 'GET', 'account', '/users/5/groups', false],
    ['admin GET /xusers', admin, 'GET', 'account', '/xusers', false],
    // [0-9]+
    ['admin GET /users/5', admin, 'GET', 'account', '/users/5', true],
    ['admin GET /users/123456', admin, 'GET', 'account', '/users/123456', true],
    ['admin GET /users/abc', admin, 'GET', 'account', '/users/abc', false],
    ['admin GET /users/5a', admin, 'GET', 'account', '/users/5a', false],
    // .+ / .* below a key
    ['admin GET /groups/3/roles', admin, 'GET', 'account', '/groups/3/roles', true],
    ['admin GET /groups/3/', admin, 'GET', 'account', '/groups/3/', false],
    ['superadmin DELETE /users/current/x', superadmin, 'DELETE', 'account', '/users/current/x', true],
    // the method matters, in any case
    ['admin DELETE /users/5', admin, 'DELETE', 'account', '/users/5', false],
    ['admin get /users (lower case method)', admin, 'get', 'account', '/users', true],
    // a query string is not part of the path
    ['admin GET /users?x=1', admin, 'GET', 'account', '/users?x=1', true],
    // any: every signed-in user, never a visitor
    ['plain GET /users/current', plain, 'GET', 'account', '/users/current', true],
    ['visitor GET /users/current', visitor, 'GET', 'account', '/users/current', false],
    ['plain GET /accessTokens/4', plain, 'GET', 'account', '/accessTokens/4', true],
    // anon: everyone, signed in or not
    ['visitor POST /users/signin', visitor, 'POST', 'account', '/users/signin', true],
    ['plain POST /users/signin', plain, 'POST', 'account', '/users/signin', true],
    ['visitor GET /organizations/token/ab12', visitor, 'GET', 'account', '/organizations/token/ab12', true],
    ['visitor GET /organizations/token/a/b', visitor, 'GET', 'account', '/organizations/token/a/b', false],
    // a method allowed on one service and not another
    ['admin DELETE unity /events/5 (admin of account only)', admin, 'DELETE', 'unity', '/events/5', false],
    ['plain GET unity /events/searchMetadata', plain, 'GET', 'unity', '/events/searchMetadata', true],
    [
      'superadmin GET unity /events/searchMetadata (no unity role)',
      superadmin,
      'GET',
      'unity',
      '/events/searchMetadata',
      false,
    ],
    ['plain PUT account /users/2', plain, 'PUT', 'account', '/users/2', true],
    ['plain PUT unity /users/2', plain, 'PUT', 'unity', '/users/2', false],
    ['any on unity GET /searchPresets', superadmin, 'GET', 'unity', '/searchPresets', true],
    // an unknown service has no rules
    ['superadmin on billing', superadmin, 'DELETE', 'billing', '/users/5', false],
    // a malformed pattern matches nothing
    ['broken pattern', broken, 'GET', 'account', '/users/([', false],
  ] as const)('%s → %s', (_label, caller, method, service, path, allowed) => {
    expect(decide({ method, service, path }, caller, RULES).allowed).toBe(allowed);
  });

  it('names every matching rule with its role and group, the first in rule order', () => {
    const decision = decide({ method: 'DELETE', service: 'account', path: '/users/5' }, superadmin, RULES);
    expect(decision.matches.map((m) => [m.rule.path, m.role.roleName, m.role.groups])).toEqual([
      ['/users/[0-9]+', 'superadmin', ['Administrators']],
      ['/users/.+', 'superadmin', ['Administrators']],
    ]);
  });

  it('names the implicit role when any or anon allows the call', () => {
    const signin = decide({ method: 'POST', service: 'account', path: '/users/signin' }, plain, RULES);
    expect(signin.matches[0].role).toEqual({ roleName: 'anon', serviceName: 'account', groups: [] });
    const current = decide({ method: 'GET', service: 'account', path: '/users/current' }, plain, RULES);
    expect(current.matches[0].role).toEqual({ roleName: 'any', serviceName: 'account', groups: [] });
  });

  it('answers the roles held on the service when denied: each once with the groups giving it, then any and anon', () => {
    const denied = decide({ method: 'DELETE', service: 'account', path: '/users/5' }, plain, RULES);
    expect(denied.allowed).toBe(false);
    expect(denied.matches).toEqual([]);
    expect(denied.roles).toEqual([
      { roleName: 'user', serviceName: 'account', groups: ['Customers', 'Sales'] },
      { roleName: 'any', serviceName: 'account', groups: [] },
      { roleName: 'anon', serviceName: 'account', groups: [] },
    ]);
    expect(rolesOn('account', visitor)).toEqual([{ roleName: 'anon', serviceName: 'account', groups: [] }]);
  });

  it('gives a visitor no group roles, even when handed some', () => {
    const roles = rolesOn('account', { signedIn: false, grants: plain.grants });
    expect(roles.map((r) => r.roleName)).toEqual(['anon']);
  });
});

describe('resource groups', () => {
  const r = (id: number, method: string, path: string) => ({ id, method, path });

  it('keys a path by its first segment', () => {
    expect(resourceKey('/users/[0-9]+')).toBe('users');
    expect(resourceKey('/users')).toBe('users');
    expect(resourceKey('users/.*')).toBe('users');
    expect(resourceKey('/')).toBe('');
  });

  it('knows the five chips by their exact patterns, anything else is custom', () => {
    expect(chipOf(r(1, 'GET', '/users'))?.id).toBe('getAll');
    expect(chipOf(r(1, 'GET', '/users/[0-9]+'))?.id).toBe('getById');
    expect(chipOf(r(1, 'POST', '/users'))?.id).toBe('post');
    expect(chipOf(r(1, 'PUT', '/users/[0-9]+'))?.id).toBe('put');
    expect(chipOf(r(1, 'DELETE', '/users/[0-9]+'))?.id).toBe('delete');
    expect(chipOf(r(1, 'PUT', '/users'))).toBeUndefined();
    expect(chipOf(r(1, 'DELETE', '/users/.+'))).toBeUndefined();
    expect(chipOf(r(1, 'GET', '/users/\\d+'))).toBeUndefined();
  });

  it('groups rules by key in alphabetical order, chips apart from the custom rules', () => {
    const groups = groupByResource([
      r(1, 'GET', '/users'),
      r(2, 'DELETE', '/users/[0-9]+'),
      r(3, 'GET', '/users/current'),
      r(4, 'POST', '/apps'),
      r(5, 'GET', '/users'),
    ]);
    expect(groups.map((g) => g.key)).toEqual(['apps', 'users']);
    expect(groups[1].chips).toEqual({ getAll: r(1, 'GET', '/users'), delete: r(2, 'DELETE', '/users/[0-9]+') });
    // The duplicate of a chip's rule shows as custom instead of vanishing.
    expect(groups[1].custom.map((x) => x.id)).toEqual([3, 5]);
    expect(groups[0].chips.post?.id).toBe(4);
  });
});
