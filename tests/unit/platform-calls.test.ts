import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls as resourceCalls, endpoints } from '@resources/index';
import type { AccessTokensDataProvider } from '@resources/accessTokens/calls';
import type { UsersDataProvider } from '@resources/users/calls';
import type { RulesDataProvider } from '@resources/rules/calls';
import { BULK_RUN_HEADER, runCall, runMeta } from '@/bulk/runHeader';
import { createAuthProvider } from '@/auth/authProvider';
import { askAccess, fetchOpaReady, getCurrentUser, signIn, signOut } from '@/auth/calls';
import { reportNotMe } from '@/auth/notMeCalls';
import { setConfig } from '@/config';
import type { Notice } from '@/notifications/notify';
import { recordNotices } from '../support/notices';

let notices: Notice[] = [];
import { browser } from '@/platform/browser';
import { createDataProvider, QUIET } from '@/platform/dataProvider';

/**
 * What the platform's calls send, made as the console makes them: through the auth provider's methods
 * (the session's calls) and the data provider's (CRUD and the resources' other calls). One row per call
 * (method, address, body).
 */
const auth = createAuthProvider(endpoints);
const data = createDataProvider(endpoints, resourceCalls) as UsersDataProvider &
  AccessTokensDataProvider &
  RulesDataProvider;

interface Call {
  method: string;
  url: string;
  body?: unknown;
}
let calls: Call[];

function answer(status: number, payload: unknown = {}) {
  return vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(init.body as string) : undefined });
    const body = status === 200 ? { success: true, payload } : { success: false, status, description: 'No.' };
    return new Response(JSON.stringify(body), { status });
  });
}

beforeEach(() => {
  calls = [];
  notices = recordNotices();
  setConfig({
    apiPrefix: '',
    signinPath: '/signin',
    signinRoute: '/account/users/signin',
    signoutRoute: '/account/users/signout',
  });
  window.history.replaceState(null, '', '/my-account');
  vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
  vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const passwords = { password: 'secret12', passwordConfirmation: 'secret12' };
const credentials = { email: 'a@b.co', password: 'pw', permanent: true };
const usersCheck = { method: 'GET', service: 'account', path: '/users' } as const;

const bulkEvent = {
  name: 'Bulk action: Delete',
  description: 'admin@example.com ran Delete on 2 users: 2 done, 0 failed.',
  method: 'DELETE',
  resource: '/account/users/{id}',
  status: 200,
  errorCode: '',
  module: 'account',
} as const;

const sent: [string, () => Promise<unknown>, string, string, unknown?][] = [
  ['sign-in', () => signIn(credentials), 'POST', '/account/users/signin', credentials],
  ['sign-out', () => signOut(), 'DELETE', '/account/users/signout'],
  ['access', () => askAccess([usersCheck]), 'POST', '/account/users/access', usersCheck],
  ['default organization', () => auth.setDefaultOrganization(4), 'PUT', '/account/organizations/4/default'],
  ['stop impersonating', () => auth.stopImpersonating(), 'DELETE', '/account/users/current/stopImpersonate'],
  [
    'validate e-mail',
    () => auth.validateEmail('T 1', 'a@b.co'),
    'POST',
    '/account/users/validateEmail?token=T+1',
    { email: 'a@b.co' },
  ],
  ['opaReady', () => auth.isBackendReady(), 'GET', '/account/users/opaReady'],
  ['one-time code', () => auth.sendCode('a@b.co'), 'POST', '/account/users/requestPLCode', { email: 'a@b.co' }],
  [
    'code and e-mail',
    () => auth.signinWithCode('123456', 'a@b.co'),
    'POST',
    '/account/users/signinPL',
    { code: '123456', email: 'a@b.co' },
  ],
  ['code alone', () => auth.signinWithCode('123456'), 'POST', '/account/users/signinPL', { code: '123456' }],
  [
    'reset request',
    () => auth.requestPasswordReset('a@b.co'),
    'POST',
    '/account/users/requestResetPassword',
    { email: 'a@b.co' },
  ],
  ['reset', () => auth.resetPassword('RT', passwords), 'PUT', '/account/users/current/password?token=RT', passwords],
  [
    'own password',
    () => auth.changePassword({ ...passwords, currentPassword: 'old12345', keepAccessTokens: false }),
    'PUT',
    '/account/users/current/password',
    { ...passwords, currentPassword: 'old12345', keepAccessTokens: false },
  ],
  ['invitation', () => auth.getInvitation('a/b'), 'GET', '/account/organizations/token/a%2Fb'],
  ['join', () => auth.joinOrganization('INV'), 'PUT', '/account/organizations/join', { token: 'INV' }],
  ['not me', () => reportNotMe('NM'), 'POST', '/account/users/notMe', { token: 'NM' }],
  [
    'own record',
    () => data.update('users', { id: 2, data: { phone: '+1' }, previousData: { id: 2 } }),
    'PUT',
    '/account/users/2',
    { phone: '+1' },
  ],
  ['access token', () => data.createAccessToken('CI'), 'POST', '/account/users/current/accessTokens', { name: 'CI' }],
  ['user deletion', () => data.delete('users', { id: 17, previousData: { id: 17 } }), 'DELETE', '/account/users/17'],
  ['user groups', () => data.getUserGroups(17), 'GET', '/account/users/17/groups'],
  ['group membership', () => data.addUserToGroup(17, 8), 'POST', '/account/users/17/groups', { groupID: 8 }],
  ['membership removal', () => data.removeUserGroup(99), 'DELETE', '/account/userGroups/99'],
  ['user password', () => data.setUserPassword(17, passwords), 'PUT', '/account/users/17/password', passwords],
  ['user code', () => data.sendPLCode('a@b.co'), 'POST', '/account/users/requestPLCode', { email: 'a@b.co' }],
  ['bulk event', () => data.create('events', { data: bulkEvent }), 'POST', '/unity/events', bulkEvent],
  ['own sessions', () => data.getUserSessions('current'), 'GET', '/account/users/current/sessions'],
  ['a session ended', () => data.endUserSession('current', 5), 'DELETE', '/account/users/current/sessions/5'],
  ['sign out everywhere', () => data.endUserSessions(17), 'DELETE', '/account/users/17/sessions'],
  ['effective access', () => data.getUserAccess(17), 'GET', '/account/users/17/access'],
  [
    'who can (a call)',
    () => data.whoCan({ service: 'account', method: 'DELETE', path: '/users/17' }),
    'GET',
    '/account/rules/whoCan?service=account&method=DELETE&path=%2Fusers%2F17',
  ],
  [
    'who can (a rule)',
    () => data.whoCanUsers({ ruleID: 4 }, [20, 39]),
    'GET',
    '/account/rules/whoCan/users?ruleID=4&range=%5B20%2C39%5D&sort=%5B%22lastName%22%2C%22ASC%22%5D',
  ],
];

describe('the platform calls, through the providers', () => {
  it.each(sent)('%s sends its method, address and body', async (_, call, method, url, body) => {
    vi.stubGlobal('fetch', answer(200));
    await call();
    expect(calls).toEqual([{ method, url, body }]);
  });

  // Visitors make these calls (sign-in page, invitation, session checks): a 401 must not leave the page.
  it.each([
    ['sign-in', () => signIn(credentials)],
    ['current user', () => getCurrentUser()],
    ['validate e-mail', () => auth.validateEmail('T', 'a@b.co')],
    ['sign-in with a code', () => auth.signinWithCode('123456')],
    ['reset', () => auth.resetPassword('RT', passwords)],
    ['signup', () => auth.signup({ email: 'a@b.co', firstName: 'A', lastName: 'B', ...passwords })],
    ['invitation', () => auth.getInvitation('INV')],
  ])('%s keeps a 401 to itself', async (_, call) => {
    vi.stubGlobal('fetch', answer(401));
    await expect(call()).rejects.toMatchObject({ status: 401 });
    expect(browser.assign).not.toHaveBeenCalled();
  });

  // A bulk action lists its failures itself: no notice per user.
  it.each([
    [
      'user field',
      () => data.update('users', { id: 17, data: { active: true }, previousData: { id: 17 }, meta: QUIET }),
    ],
    ['user deletion', () => data.delete('users', { id: 17, previousData: { id: 17 }, meta: QUIET })],
    ['user groups', () => data.getUserGroups(17, { notify: false })],
    ['group membership', () => data.addUserToGroup(17, 8, { notify: false })],
    ['membership removal', () => data.removeUserGroup(99, { notify: false })],
    ['one-time code', () => data.sendPLCode('a@b.co', { notify: false })],
    ['bulk event', () => data.create('events', { data: bulkEvent, meta: QUIET })],
  ])('%s made for a bulk action fails without a notice', async (_, call) => {
    vi.stubGlobal('fetch', answer(500));
    await expect(call()).rejects.toMatchObject({ status: 500, description: 'No.' });
    expect(notices).toEqual([]);
  });

  // The platform's history groups a run's entries by this header (issue 24).
  it.each([
    [
      'user field',
      () => data.update('users', { id: 17, data: { active: true }, previousData: { id: 17 }, meta: runMeta('run-1') }),
    ],
    ['user deletion', () => data.delete('users', { id: 17, previousData: { id: 17 }, meta: runMeta('run-1') })],
    ['group membership', () => data.addUserToGroup(17, 8, runCall('run-1'))],
    ['membership removal', () => data.removeUserGroup(99, runCall('run-1'))],
    ['one-time code', () => data.sendPLCode('a@b.co', runCall('run-1'))],
  ])('%s made by a bulk run carries its run id, silently', async (_, call) => {
    const fetch = answer(500);
    vi.stubGlobal('fetch', fetch);
    await expect(call()).rejects.toMatchObject({ status: 500 });
    const headers = new Headers(fetch.mock.calls[0][1].headers);
    expect(headers.get(BULK_RUN_HEADER)).toBe('run-1');
    expect(notices).toEqual([]);
  });

  it('sends no run header outside a bulk run', async () => {
    const fetch = answer(200);
    vi.stubGlobal('fetch', fetch);
    await data.update('users', { id: 17, data: { active: true }, previousData: { id: 17 }, meta: QUIET });
    await data.addUserToGroup(17, 8);
    for (const [, init] of fetch.mock.calls) expect(new Headers(init.headers).has(BULK_RUN_HEADER)).toBe(false);
  });

  it('checks readiness and access without a notice', async () => {
    vi.stubGlobal('fetch', answer(500));
    await expect(fetchOpaReady()).rejects.toMatchObject({ status: 500 });
    await expect(askAccess([])).rejects.toMatchObject({ status: 500 });
    expect(notices).toEqual([]);
  });
});
