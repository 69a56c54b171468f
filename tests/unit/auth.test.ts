import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '@/config';
import { createAuthProvider } from '@/auth/authProvider';
import { clearAccessCache } from '@/auth/accessCache';
import { canAccessEach } from '@/auth/accessEach';
import { hasRoles } from '@/auth/hasRoles';
import { POST_LOGIN_REDIRECT_KEY } from '@/auth/postLoginRedirect';
import { refreshCurrentUser } from '@/auth/useCurrentUser';
import { browser } from '@/platform/browser';
import { queryClient } from '@/platform/queryClient';

describe('hasRoles (spec 1, section 6)', () => {
  const user = { services: { account: ['user'], unity: ['superadmin'] } };

  it('passes empty requirements, even for nobody', () => {
    expect(hasRoles(undefined, {})).toBe(true);
    expect(hasRoles({ services: {} }, undefined)).toBe(true);
  });

  it('fails a user without rights', () => {
    expect(hasRoles({ services: {} }, { account: ['any'] })).toBe(false);
    expect(hasRoles(undefined, { account: ['user'] })).toBe(false);
  });

  it('matches a role of the service, and `any` on either side', () => {
    expect(hasRoles(user, { account: ['superadmin'] })).toBe(false);
    expect(hasRoles(user, { account: ['admin', 'user'] })).toBe(true);
    expect(hasRoles(user, { account: ['any'] })).toBe(true);
    expect(hasRoles({ services: { account: ['any'] } }, { account: ['superadmin'] })).toBe(true);
    expect(hasRoles(user, { billing: ['any'] })).toBe(false);
    expect(hasRoles(user, { account: ['user'], unity: ['superadmin'] })).toBe(true);
  });
});

const admin = {
  id: 1,
  uuid: 'u-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'admin@example.com',
  services: { account: ['superadmin'] },
  organizations: [],
};

const groups = { service: 'account', path: '/groups' } as const;
const authProvider = createAuthProvider({
  applications: { service: 'account', path: '/apps' },
  events: { service: 'unity', path: '/events' },
  groups,
});

describe('authProvider', () => {
  let calls: { url: string; method: string; body?: unknown }[];
  let routes: Record<string, () => Response>;

  beforeEach(() => {
    calls = [];
    routes = {};
    clearAccessCache();
    queryClient.clear();
    localStorage.clear();
    setConfig({ apiPrefix: '', signinPath: '/signin', signinRoute: '/account/users/signin' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const method = init.method ?? 'GET';
        calls.push({ url, method, body: init.body ? JSON.parse(init.body as string) : undefined });
        const answer = routes[`${method} ${url}`];
        return answer ? answer() : new Response(JSON.stringify({ success: false, status: 404 }), { status: 404 });
      }),
    );
    vi.spyOn(browser, 'replace').mockImplementation(() => undefined);
    vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const ok = (payload: unknown) => () => new Response(JSON.stringify({ success: true, payload }), { status: 200 });
  const unauthorized = () =>
    new Response(JSON.stringify({ success: false, status: 401, description: 'No.' }), { status: 401 });

  it('logs in through the configured route and leaves the destination to the sign-in page', async () => {
    routes['POST /account/users/signin'] = ok({ defaultAppURL: 'crm.example.com' });
    routes['GET /account/users/current'] = ok(admin);
    const answer = await authProvider.login({ email: 'a@b.c', password: 'secret123', permanent: true });
    expect(answer).toEqual({ redirectTo: false, payload: { defaultAppURL: 'crm.example.com' } });
    expect(calls[0].body).toEqual({ email: 'a@b.c', password: 'secret123', permanent: true });
    await expect(authProvider.getIdentity()).resolves.toMatchObject({ fullName: 'Ada Lovelace', initials: 'AL' });
    await expect(authProvider.getPermissions({})).resolves.toEqual({ account: ['superadmin'] });
  });

  it('checkAuth lets a signed-in user through, and sends a visitor to the sign-in page keeping the path', async () => {
    routes['GET /account/users/current'] = unauthorized;
    window.history.replaceState(null, '', '/groups?x=1');
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/signin' });
    expect(localStorage.getItem(POST_LOGIN_REDIRECT_KEY)).toBe('/groups?x=1');
    expect(browser.assign).not.toHaveBeenCalled(); // the check opted out of the 401 redirect

    routes['GET /account/users/current'] = ok(admin);
    queryClient.clear();
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('logs out through the sign-out route, then replaces the location with the sign-in page', async () => {
    routes['DELETE /account/users/signout'] = () => new Response(null, { status: 204 });
    await authProvider.logout({});
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['DELETE /account/users/signout']);
    expect(browser.replace).toHaveBeenCalledWith(`${window.location.origin}/signin`);
  });

  it('canAccess asks POST /account/users/access for the method and path of the action, once per session', async () => {
    routes['POST /account/users/access'] = ok({ GET: true });
    await expect(authProvider.canAccess({ action: 'list', resource: 'applications' })).resolves.toBe(true);
    await expect(authProvider.canAccess({ action: 'list', resource: 'applications' })).resolves.toBe(true);
    expect(calls).toEqual([
      { url: '/account/users/access', method: 'POST', body: { method: 'GET', service: 'account', path: '/apps' } },
    ]);
    routes['POST /account/users/access'] = ok({ DELETE: false });
    await expect(authProvider.canAccess({ action: 'delete', resource: 'events', record: { id: 12 } })).resolves.toBe(
      false,
    );
    expect(calls[1].body).toEqual({ method: 'DELETE', service: 'unity', path: '/events/12' });
  });

  it("canAccessEach asks a page of records in one call; a true answer is each record's, a false is asked again alone", async () => {
    routes['POST /account/users/access'] = ok({ PUT: true, DELETE: false });
    await expect(canAccessEach({ endpoint: groups, actions: ['edit', 'delete'], ids: [3, 4] })).resolves.toEqual({
      edit: true,
      delete: false,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual([
      { method: 'PUT', service: 'account', path: '/groups/3' },
      { method: 'PUT', service: 'account', path: '/groups/4' },
      { method: 'DELETE', service: 'account', path: '/groups/3' },
      { method: 'DELETE', service: 'account', path: '/groups/4' },
    ]);
    // Each record's edit is known: no call. A false for the page says nothing of one record: asked alone.
    await expect(authProvider.canAccess({ action: 'edit', resource: 'groups', record: { id: 4 } })).resolves.toBe(true);
    expect(calls).toHaveLength(1);
    routes['POST /account/users/access'] = ok({ DELETE: true });
    await expect(authProvider.canAccess({ action: 'delete', resource: 'groups', record: { id: 3 } })).resolves.toBe(
      true,
    );
    expect(calls[1].body).toEqual({ method: 'DELETE', service: 'account', path: '/groups/3' });
    // A record of another page is not known by this one's answer.
    routes['POST /account/users/access'] = ok({ PUT: false });
    await expect(authProvider.canAccess({ action: 'edit', resource: 'groups', record: { id: 5 } })).resolves.toBe(
      false,
    );
    expect(calls).toHaveLength(3);
  });

  it('canAccessEach keeps nothing when the call fails', async () => {
    routes['POST /account/users/access'] = () => new Response('{}', { status: 500 });
    await expect(canAccessEach({ endpoint: groups, actions: ['edit'], ids: [1] })).resolves.toEqual({ edit: false });
    routes['POST /account/users/access'] = ok({ PUT: false });
    await expect(authProvider.canAccess({ action: 'edit', resource: 'groups', record: { id: 1 } })).resolves.toBe(
      false,
    );
  });

  it('asks again once someone else is the current user (impersonation)', async () => {
    routes['GET /account/users/current'] = ok(admin);
    await refreshCurrentUser();
    routes['POST /account/users/access'] = ok({ GET: true });
    await authProvider.canAccess({ action: 'list', resource: 'groups' });
    routes['GET /account/users/current'] = ok({ ...admin, impersonate: true, services: { account: ['user'] } });
    await refreshCurrentUser();
    routes['POST /account/users/access'] = ok({ GET: false });
    await expect(authProvider.canAccess({ action: 'list', resource: 'groups' })).resolves.toBe(false);
    expect(calls.filter((c) => c.url === '/account/users/access')).toHaveLength(2);
  });

  it('forgets the user at sign-out time', async () => {
    routes['POST /account/users/signin'] = ok({ defaultAppURL: '' });
    routes['GET /account/users/current'] = ok(admin);
    await authProvider.login({ email: 'admin@example.com', password: 'admin1234', permanent: false });
    await expect(authProvider.getIdentity()).resolves.toMatchObject({ fullName: 'Ada Lovelace' });

    // The platform now answers as for a visitor; the user read before sign-out must not linger in the cache.
    routes['DELETE /account/users/signout'] = () => new Response(null, { status: 204 });
    routes['GET /account/users/current'] = unauthorized;
    await authProvider.logout({});
    await expect(authProvider.getIdentity()).rejects.toThrow('Not signed in');
    await expect(authProvider.getPermissions({})).resolves.toEqual({});
  });
});
