import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as account from '@/account/api';
import * as auth from '@/auth/api';
import { setConfig } from '@/config';
import * as join from '@/join/api';
import { clearNotifications, getNotificationState } from '@/notifications/store';
import { browser } from '@/platform/browser';
import * as signin from '@/auth/selfService';
import * as users from '@resources/users/api';
import * as bulk from '@/bulk/api';

/** What each feature's API module sends: one row per call (method, address, body). */

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
  clearNotifications();
  setConfig({
    apiPrefix: '',
    signinPath: '/signin',
    signinRoute: '/account/users/signin',
    signoutRoute: '/account/users/signout',
  });
  window.history.replaceState(null, '', '/my-account');
  vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const passwords = { password: 'secret12', passwordConfirmation: 'secret12' };
const credentials = { email: 'a@b.co', password: 'pw', permanent: true };
const usersCheck = { method: 'GET', service: 'account', path: '/users' } as const;

const bulkEvent = {
  name: 'Bulk action: Delete', description: 'admin@example.com ran Delete on 2 users: 2 done, 0 failed.',
  method: 'DELETE', resource: '/account/users/{id}', status: 200, errorCode: '', module: 'account',
} as const;

const sent: [string, () => Promise<unknown>, string, string, unknown?][] = [
  ['sign-in', () => auth.signIn(credentials), 'POST', '/account/users/signin', credentials],
  ['sign-out', () => auth.signOut(), 'DELETE', '/account/users/signout'],
  ['access', () => auth.askAccess([usersCheck]), 'POST', '/account/users/access', usersCheck],
  ['default organization', () => auth.setDefaultOrganization(4), 'PUT', '/account/organizations/4/default'],
  ['stop impersonating', () => auth.stopImpersonate(), 'DELETE', '/account/users/current/stopImpersonate'],
  ['validate e-mail', () => signin.validateEmail('T 1', 'a@b.co'), 'POST', '/account/users/validateEmail?token=T+1', { email: 'a@b.co' }],
  ['opaReady', () => signin.fetchOpaReady(), 'GET', '/account/users/opaReady'],
  ['one-time code', () => signin.sendPLCode('a@b.co'), 'POST', '/account/users/requestPLCode', { email: 'a@b.co' }],
  ['code and e-mail', () => signin.signinWithCode('123456', 'a@b.co'), 'POST', '/account/users/signinPL', { code: '123456', email: 'a@b.co' }],
  ['code alone', () => signin.signinWithCode('123456'), 'POST', '/account/users/signinPL', { code: '123456' }],
  ['reset request', () => signin.requestPasswordReset('a@b.co'), 'POST', '/account/users/requestResetPassword', { email: 'a@b.co' }],
  ['reset', () => signin.resetPassword('RT', passwords), 'PUT', '/account/users/current/password?token=RT', passwords],
  ['own record', () => account.saveOwnUser(2, { phone: '+1' }), 'PUT', '/account/users/2', { phone: '+1' }],
  ['own password', () => account.changeOwnPassword(passwords), 'PUT', '/account/users/current/password', passwords],
  ['access token', () => account.createAccessToken('CI'), 'POST', '/account/users/current/accessTokens', { name: 'CI' }],
  ['invitation', () => join.fetchInvitation('a/b'), 'GET', '/account/organizations/token/a%2Fb'],
  ['join', () => join.joinOrganization('INV'), 'PUT', '/account/organizations/join', { token: 'INV' }],
  ['user field', () => users.updateUser(17, { active: false }), 'PUT', '/account/users/17', { active: false }],
  ['user deletion', () => users.deleteUser(17), 'DELETE', '/account/users/17'],
  ['user groups', () => users.fetchUserGroups(17), 'GET', '/account/users/17/groups'],
  ['group membership', () => users.addUserToGroup(17, 8), 'POST', '/account/users/17/groups', { groupID: 8 }],
  ['membership removal', () => users.removeUserGroup(99), 'DELETE', '/account/userGroups/99'],
  ['bulk event', () => bulk.recordBulkEvent(bulkEvent), 'POST', '/unity/events', bulkEvent],
];

describe('feature API modules', () => {
  it.each(sent)('%s sends its method, address and body', async (_, call, method, url, body) => {
    vi.stubGlobal('fetch', answer(200));
    await call();
    expect(calls).toEqual([{ method, url, body }]);
  });

  // Visitors make these calls (sign-in page, invitation, session checks): a 401 must not leave the page.
  it.each([
    ['sign-in', () => auth.signIn(credentials)],
    ['current user', () => auth.getCurrentUser()],
    ['validate e-mail', () => signin.validateEmail('T', 'a@b.co')],
    ['sign-in with a code', () => signin.signinWithCode('123456')],
    ['reset', () => signin.resetPassword('RT', passwords)],
    ['signup', () => signin.signup({ email: 'a@b.co', firstName: 'A', lastName: 'B', ...passwords })],
    ['invitation', () => join.fetchInvitation('INV')],
  ])('%s keeps a 401 to itself', async (_, call) => {
    vi.stubGlobal('fetch', answer(401));
    await expect(call()).rejects.toMatchObject({ status: 401 });
    expect(browser.assign).not.toHaveBeenCalled();
  });

  // A bulk action lists its failures itself: no notice per user.
  it.each([
    ['user field', () => users.updateUser(17, { active: true }, { notify: false })],
    ['user deletion', () => users.deleteUser(17, { notify: false })],
    ['user groups', () => users.fetchUserGroups(17, { notify: false })],
    ['group membership', () => users.addUserToGroup(17, 8, { notify: false })],
    ['membership removal', () => users.removeUserGroup(99, { notify: false })],
    ['one-time code', () => signin.sendPLCode('a@b.co', { notify: false })],
    ['bulk event', () => bulk.recordBulkEvent(bulkEvent)],
  ])('%s made for a bulk action fails without a notice', async (_, call) => {
    vi.stubGlobal('fetch', answer(500));
    await expect(call()).rejects.toMatchObject({ status: 500, description: 'No.' });
    expect(getNotificationState().notifications).toEqual([]);
  });

  it('checks readiness and access without a notice', async () => {
    vi.stubGlobal('fetch', answer(500));
    await expect(signin.fetchOpaReady()).rejects.toMatchObject({ status: 500 });
    await expect(auth.askAccess([])).rejects.toMatchObject({ status: 500 });
    expect(getNotificationState().notifications).toEqual([]);
  });
});
