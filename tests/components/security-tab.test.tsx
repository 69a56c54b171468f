import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SecurityTab from '@/account/security/SecurityTab';
import type { Factor } from '@resources/users/factors/calls';
import { mockApi, renderAdmin, type Call } from '../support/admin';

vi.setConfig({ testTimeout: 30_000 });

const passkey: Factor = {
  id: 4,
  userID: 2,
  kind: 'passkey',
  name: 'Laptop',
  createdAt: '2026-03-02T14:12:00Z',
  lastUsedAt: '2026-03-05T08:30:00Z',
};
const app: Factor = {
  id: 5,
  userID: 2,
  kind: 'totp',
  name: 'Authenticator app',
  createdAt: '2026-03-02T14:12:00Z',
  lastUsedAt: '',
};
const CODES = Array.from({ length: 10 }, (_, i) => `code-${i}`);

/** The API's refusal of a wrong current password (the gate's proof), naming the field. */
const wrongPassword = () =>
  new Response(
    JSON.stringify({
      success: false,
      status: 403,
      errorCode: 'WRONG_CURRENT_PASSWORD',
      description: 'Your current password is not right.',
      field: 'currentPassword',
    }),
    { status: 403 },
  );

let factors: Factor[];
let calls: Call[];
beforeEach(() => {
  factors = [passkey, app];
  calls = mockApi({
    'GET /account/users/current/factors': () => factors,
    'GET /account/users/current/recoveryCodes': () => ({ left: factors.length ? 7 : 0, required: false }),
    'DELETE /account/users/current/passkeys/4': (call: Call) => {
      if ((call.body as { currentPassword?: string }).currentPassword !== 'right1234') return wrongPassword();
      factors = factors.filter((f) => f.id !== 4);
      return passkey;
    },
    'POST /account/users/current/recoveryCodes': { recoveryCodes: CODES },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('My Account, Sign-in & security', () => {
  it('lists the passkeys with added and last used, the app, and the recovery codes left', async () => {
    renderAdmin(<SecurityTab />, { url: '/my-account?index=4' });
    const passkeys = await screen.findByRole('region', { name: 'Passkeys' });
    const row = within(passkeys).getByRole('listitem', { name: 'Laptop' });
    expect(row).toHaveTextContent('Added Mar 2, 2026');
    expect(row).toHaveTextContent('Last used Mar 5, 2026');
    expect(within(screen.getByRole('region', { name: 'Authenticator app' })).getByRole('listitem')).toHaveTextContent(
      'Never used',
    );
    expect(screen.getByRole('region', { name: 'Recovery codes' })).toHaveTextContent('7 codes left');
  });

  it('removes a passkey only with the right current password, the refusal on the field', async () => {
    const user = userEvent.setup();
    renderAdmin(<SecurityTab />, { url: '/my-account?index=4' });
    await user.click(await screen.findByRole('button', { name: 'Remove Laptop' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the passkey Laptop?' });
    const remove = within(dialog).getByRole('button', { name: 'Remove' });
    expect(remove).toBeDisabled();
    const field = within(dialog).getByLabelText(/Current Password/);
    await user.type(field, 'wrong1234');
    await user.click(remove);
    await waitFor(() => expect(field).toHaveAccessibleDescription('Your current password is not right.'));
    await user.clear(field);
    await user.type(field, 'right1234');
    await user.click(remove);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const passkeys = screen.getByRole('region', { name: 'Passkeys' });
    await waitFor(() => expect(passkeys).toHaveTextContent('No passkeys yet'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.body)).toEqual([
      { currentPassword: 'wrong1234' },
      { currentPassword: 'right1234' },
    ]);
  });

  it('makes new recovery codes with the current password and shows them once', async () => {
    const user = userEvent.setup();
    renderAdmin(<SecurityTab />, { url: '/my-account?index=4' });
    await user.click(await screen.findByRole('button', { name: 'New recovery codes' }));
    const dialog = screen.getByRole('dialog', { name: /Make new recovery codes/ });
    await user.type(within(dialog).getByLabelText(/Current Password/), 'right1234');
    await user.click(within(dialog).getByRole('button', { name: 'New recovery codes' }));
    const shown = await screen.findByRole('dialog', { name: 'Your recovery codes' });
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    await user.click(within(shown).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('code-0')).toBeNull();
  });
});
