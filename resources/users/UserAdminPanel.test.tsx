import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '@/config';
import { users } from '@resources/users';
import UserAdminPanel from '@resources/users/UserAdminPanel';
import UserPanel from '@resources/users/UserPanel';
import { mockApi, renderAdmin, type Call } from '../../tests/support/admin';

const record = {
  id: 9,
  uuid: 'u-9',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  active: true,
  defaultAppID: 0,
};
let calls: Call[];

beforeEach(() => {
  calls = mockApi({
    'GET /account/users/9/groups': [{ id: 3, groupID: 2, groupName: 'Engineers' }],
    'GET /account/groups': [{ id: 2, name: 'Engineers' }],
    'GET /account/apps': [],
    'PUT /account/users/9': (call: Call) => ({ ...record, ...(call.body as object) }),
    'DELETE /account/users/9': record,
    'GET /account/users/9/factors': [
      { id: 1, userID: 9, kind: 'totp', name: 'Authenticator app', createdAt: '2026-01-02T10:00:00Z', lastUsedAt: '' },
    ],
    'GET /account/users/9/lockout': { locked: false, locks: [] },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setConfig({});
});

describe('UserAdminPanel (the alternate admin panel)', { timeout: 20_000 }, () => {
  it('has General, Groups, Danger and then Security tabs; Danger deletes only once the full name is typed', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderAdmin(
      <>
        <UserAdminPanel definition={users} record={record} onClose={onClose} tab={0} onTab={vi.fn()} />
        <Notification />
      </>,
    );
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['General', 'Groups', 'Danger', 'Security']);
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Ada');
    expect(screen.getByRole('combobox', { name: /Default App/ })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Groups' }));
    expect(await screen.findByText('Engineers')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Danger' }));
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Active'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ active: false }));

    const remove = screen.getByRole('button', { name: 'Delete User' });
    expect(remove).toBeDisabled();
    await user.type(screen.getByLabelText('Confirmation'), 'Ada Lovelac');
    expect(remove).toBeDisabled();
    await user.type(screen.getByLabelText('Confirmation'), 'e');
    expect(remove).toBeEnabled();
    await user.click(remove);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText("If you delete this user, you won't be able to recover it.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'I am sure' }));
    expect(await screen.findByText('User has been deleted.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the person's second factors and lockout under Security, as the detail does", async () => {
    const user = userEvent.setup();
    renderAdmin(<UserAdminPanel definition={users} record={record} onClose={vi.fn()} tab={0} onTab={vi.fn()} />);
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    const factors = await screen.findByRole('list', { name: 'Second factors' });
    expect(within(factors).getByRole('listitem', { name: 'Authenticator app' })).toBeInTheDocument();
    expect(screen.getByText('Not locked')).toBeInTheDocument();
  });

  it("is what a user's row opens when config.json's userPanel is admin; the detail otherwise", async () => {
    /** Renders a user's panel and waits for `shows`, then for what the panel asked for to answer. */
    const panel = async (shows: { role: 'button' | 'tab'; name: string }) => {
      const shown = renderAdmin(
        <UserPanel definition={users} record={record} onClose={vi.fn()} tab={0} onTab={vi.fn()} />,
      );
      expect(await screen.findByRole(shows.role, { name: shows.name }, { timeout: 10_000 })).toBeInTheDocument();
      await waitFor(() => expect(shown.queryClient.isFetching()).toBe(0));
      return shown;
    };
    const detail = await panel({ role: 'button', name: 'Impersonate' });
    expect(screen.queryByRole('tab', { name: 'Danger' })).not.toBeInTheDocument();
    detail.unmount();

    setConfig({ userPanel: 'admin' });
    const admin = await panel({ role: 'tab', name: 'Danger' });
    expect(screen.queryByRole('button', { name: 'Impersonate' })).not.toBeInTheDocument();
    // Gone before the configuration is reset after the test, which would show the detail again.
    admin.unmount();
  });
});
