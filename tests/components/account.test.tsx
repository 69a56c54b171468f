import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@/platform/queryClient';
import type { User } from '@contract/types';
import MyAccountPage from '@/account/MyAccountPage';
import { renderAdmin } from '../support/admin';

vi.setConfig({ testTimeout: 30_000 });

const user: User = {
  id: 2,
  uuid: 'uuid-2',
  firstName: 'Jamie',
  lastName: 'Rivera',
  email: 'user@example.com',
  phone: '+12125550171',
  active: true,
  defaultAppID: 0,
  organizations: [],
  services: { account: ['user'], unity: ['user'] },
  createdAt: '2024-01-08T09:00:00Z',
  updatedAt: '2026-03-02T14:12:00Z',
};

const ok = (payload: unknown) =>
  new Response(JSON.stringify({ success: true, payload }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

// My Account reads the signed-in user from the app's query client, as the admin app does.
const renderAt = (url: string) => renderAdmin(<MyAccountPage />, { url, queryClient });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  queryClient.clear();
  fetchMock = vi.fn(async (url: string) => {
    if (url.endsWith('/users/current/apps')) return ok([{ id: 1, name: 'Customer Portal', icon: 'Dashboard' }]);
    if (url.endsWith('/users/current')) return ok(user);
    return ok({});
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('My Account', () => {
  it('shows a joke for an index out of range', async () => {
    renderAt('/my-account?index=9');
    expect(await screen.findByText(/Nice try!/)).toBeInTheDocument();
    expect(screen.queryByText('Your Personal Data')).not.toBeInTheDocument();
  });

  it('shows the floating organizations button for index 2', async () => {
    renderAt('/my-account?index=2');
    expect(await screen.findByRole('button', { name: 'Organizations' })).toBeInTheDocument();
  });

  it('enables Save only after a change and with a valid e-mail, and sends only what changed', async () => {
    const u = userEvent.setup({ delay: null });
    renderAt('/my-account');
    const save = (await screen.findAllByRole('button', { name: 'Save' }))[0];
    expect(save).toBeDisabled();
    const email = screen.getByLabelText(/^Email/);
    await u.clear(email);
    await u.type(email, 'jamie@example');
    expect(save).toBeDisabled();
    await u.type(email, '.com');
    // A new address needs the current password (issue 33).
    expect(save).toBeDisabled();
    await u.type(
      within(screen.getByRole('form', { name: 'Your Personal Data' })).getByLabelText(/^Current Password/),
      'user1234',
    );
    expect(save).toBeEnabled();
    await u.click(save);
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/account/users/2');
    // Sending an unchanged address would cancel a pending change of it (the API's e-mail confirmation).
    expect(JSON.parse(put?.[1].body)).toEqual({ email: 'jamie@example.com', currentPassword: 'user1234' });
  });

  it('shows Other and Services & Roles', async () => {
    renderAt('/my-account?index=0');
    expect(await screen.findByText('uuid-2')).toBeInTheDocument();
    for (const label of ['Uuid', 'Created At', 'Updated At', 'Id', 'Services & Roles']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(screen.getByText('Automaticaly launch this app after a login')).toBeInTheDocument();
  });

  it('flags a wrong phone format', async () => {
    const u = userEvent.setup({ delay: null });
    renderAt('/my-account');
    const phone = await screen.findByLabelText('Phone');
    await u.clear(phone);
    await u.type(phone, '+1 555');
    expect(screen.getByText('Wrong phone format')).toBeInTheDocument();
    await u.clear(phone);
    await u.type(phone, '+1 201 555 0123');
    expect(screen.queryByText('Wrong phone format')).toBeNull();
  });
});
