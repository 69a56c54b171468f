import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import UserSecurity from '@resources/users/security/UserSecurity';
import type { UserFactor, UserLockout } from '@resources/users/calls';
import { mockApi, renderAdmin, type Call } from '../../../tests/support/admin';

const LOCKED_UNTIL = '2026-03-05T10:15:00.000Z';

let calls: Call[];
let factors: UserFactor[];
let lockout: UserLockout;
/** What the policy answers for the administrator's DELETE calls (POST /account/users/access). */
let allowed: boolean;
/** The signed-in administrator's id. */
let me: number;

beforeEach(() => {
  allowed = true;
  me = 1;
  factors = [
    {
      id: 1,
      userID: 7,
      kind: 'passkey',
      name: 'Work laptop',
      createdAt: '2026-03-01T09:30:00.000Z',
      lastUsedAt: '2026-03-04T18:05:00.000Z',
    },
    {
      id: 2,
      userID: 7,
      kind: 'totp',
      name: 'Authenticator app',
      createdAt: '2026-03-02T08:00:00.000Z',
      lastUsedAt: '',
    },
  ];
  lockout = {
    userID: 7,
    locked: true,
    locks: [
      { kind: 'password', failures: 10, limit: 10, lockedUntil: LOCKED_UNTIL },
      { kind: 'secondFactor', failures: 2, limit: 10, lockedUntil: null },
    ],
  };
  const routes = (id: number) => ({
    [`GET /account/users/${id}/factors`]: () => factors,
    [`DELETE /account/users/${id}/factors`]: () => {
      const removed = factors.length;
      factors = [];
      return { removed };
    },
    [`GET /account/users/${id}/lockout`]: () => lockout,
    [`DELETE /account/users/${id}/lockout`]: () => {
      lockout = {
        userID: id,
        locked: false,
        locks: lockout.locks.map((l) => ({ ...l, failures: 0, lockedUntil: null })),
      };
      return lockout;
    },
  });
  calls = mockApi({
    ...routes(7),
    ...routes(8),
    'POST /account/users/access': () => ({ DELETE: allowed }),
    'GET /account/users/current': () => ({
      id: me,
      uuid: 'me',
      firstName: 'Alex',
      lastName: 'Morgan',
      email: 'admin@example.com',
      services: {},
    }),
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderSecurity(userID = 7) {
  renderAdmin(
    <>
      <UserSecurity userID={userID} />
      <Notification />
    </>,
  );
}

const made = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path).length;
const facts = (item: HTMLElement) =>
  within(item)
    .getAllByRole('definition')
    .map((d) => d.textContent);

describe('UserSecurity', { timeout: 20_000 }, () => {
  it("lists the person's factors: kind, added, last used (Never for an unused one)", async () => {
    renderSecurity();
    const list = await screen.findByRole('list', { name: 'Second factors' });
    expect(facts(within(list).getByRole('listitem', { name: 'Work laptop' }))).toEqual([
      'Passkey',
      expect.stringMatching(/^Mar 1, 2026 \d\d:\d\d$/),
      expect.stringMatching(/^Mar 4, 2026 \d\d:\d\d$/),
    ]);
    expect(facts(within(list).getByRole('listitem', { name: 'Authenticator app' }))).toEqual([
      'Authenticator app',
      expect.stringMatching(/^Mar 2, 2026 \d\d:\d\d$/),
      'Never',
    ]);
  });

  it('resets them only after "Are you sure ?", says how many went, then shows none', async () => {
    const user = userEvent.setup();
    renderSecurity();
    await screen.findByRole('list', { name: 'Second factors' });
    await user.click(await screen.findByRole('button', { name: 'Reset second factors' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Every passkey, authenticator app and recovery code of this user will be removed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(made('DELETE', '/account/users/7/factors')).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Reset second factors' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'I am sure' }));
    expect(await screen.findByText('2 second factors have been removed.')).toBeInTheDocument();
    expect(made('DELETE', '/account/users/7/factors')).toBe(1);
    expect(await screen.findByText('No second factor')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('list', { name: 'Second factors' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reset second factors' })).toBeDisabled();
  });

  it('shows the lockout (failures of the limit, locked until when) and unlocks the account', async () => {
    const user = userEvent.setup();
    renderSecurity();
    const region = await screen.findByRole('region', { name: 'Lockout' });
    expect(await within(region).findByText('Locked')).toBeInTheDocument();
    expect(facts(within(region).getByRole('group', { name: 'Wrong passwords' }))).toEqual([
      '10 of 10',
      expect.stringMatching(/^Mar 5, 2026 \d\d:\d\d$/),
    ]);
    expect(facts(within(region).getByRole('group', { name: 'Wrong second factors' }))).toEqual([
      '2 of 10',
      'Not locked',
    ]);
    await user.click(await within(region).findByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('The account has been unlocked.')).toBeInTheDocument();
    expect(made('DELETE', '/account/users/7/lockout')).toBe(1);
    await waitFor(() =>
      expect(facts(within(region).getByRole('group', { name: 'Wrong passwords' }))).toEqual(['0 of 10', 'Not locked']),
    );
    expect(within(region).queryByText('Locked')).toBeNull();
    expect(within(region).getByRole('button', { name: 'Unlock' })).toBeDisabled();
  });

  it('offers neither Reset nor Unlock to an administrator the policy does not let make them', async () => {
    allowed = false;
    renderSecurity(8);
    await screen.findByRole('list', { name: 'Second factors' });
    await waitFor(() => expect(made('POST', '/account/users/access')).toBeGreaterThan(0));
    await screen.findByText('Locked');
    expect(screen.queryByRole('button', { name: 'Reset second factors' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unlock' })).toBeNull();
  });
  it("offers neither Reset nor Unlock on the administrator's own account, and says where they are managed", async () => {
    me = 7;
    renderSecurity(7);
    await screen.findByRole('list', { name: 'Second factors' });
    await screen.findByText('Your own second factors are managed in My Account, with your current password.');
    await screen.findByText('Locked');
    expect(screen.queryByRole('button', { name: 'Reset second factors' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unlock' })).toBeNull();
  });
});
