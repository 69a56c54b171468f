import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { users } from '@resources/users';
import UserDetail from '@resources/users/UserDetail';
import { mockApi, renderAdmin, type Call } from '../../tests/support/admin';
import { required } from '../../tests/support/labels';

const record = {
  id: 7,
  uuid: '4f1c-uuid-7',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  phone: '',
  active: true,
  defaultAppID: 0,
  organizationID: 2,
  organizations: [
    { id: 1, name: 'Navy', default: false },
    { id: 2, name: 'Harvard', default: true },
  ],
  createdAt: '2024-03-05T10:00:00.000Z',
  // (Issue 39: an activity never noted shows as Never.)
  lastSigninAt: '2026-11-20T12:55:00.000Z',
  lastActiveAt: '',
};

let calls: Call[];
let memberships: { id: number; groupID: number; groupName: string }[];

beforeEach(() => {
  memberships = [{ id: 50, groupID: 1, groupName: 'Admins' }];
  calls = mockApi({
    'GET /account/users/current': {
      id: 1,
      uuid: 'me',
      firstName: 'Ada',
      lastName: 'Admin',
      email: 'admin@example.com',
      services: {},
    },
    'GET /account/users/7/groups': () => memberships,
    'POST /account/users/7/groups': (call: Call) => {
      const link = { id: 51, groupID: (call.body as { groupID: number }).groupID, groupName: 'Editors' };
      memberships = [...memberships, link];
      return link;
    },
    'DELETE /account/userGroups/50': () => {
      memberships = memberships.filter((m) => m.id !== 50);
      return {};
    },
    'GET /account/groups': [
      { id: 1, name: 'Admins' },
      { id: 2, name: 'Editors' },
    ],
    'GET /account/apps': [{ id: 3, name: 'Billing' }],
    'PUT /account/users/7': (call: Call) => ({ ...record, ...(call.body as object) }),
    'PUT /account/users/7/password': {},
    'POST /account/users/requestPLCode': { phone: '' },
    'DELETE /account/users/7': record,
  });
});
afterEach(() => vi.unstubAllGlobals());

/** Renders the panel, whole: what follows the first fields comes with the phone input's code (loaded apart). */
async function renderDetail(onClose = vi.fn()) {
  renderAdmin(
    <>
      <UserDetail definition={users} record={record} onClose={onClose} tab={0} onTab={vi.fn()} />
      <Notification />
    </>,
  );
  await screen.findByLabelText('Phone', undefined, { timeout: 10_000 });
  return onClose;
}

const bodyOf = (method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path).map((c) => c.body);

describe('UserDetail', { timeout: 20_000 }, () => {
  it('shows the name, created date, and copies the UUID and ID', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await renderDetail();
    expect(screen.getByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByText('Created Mar 5, 2024')).toBeInTheDocument();
    const uuid = screen.getByRole('button', { name: 'UUID 4f1c-uuid-7' });
    await user.hover(uuid);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Click to Copy');
    await user.click(uuid);
    expect(writeText).toHaveBeenCalledWith('4f1c-uuid-7');
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copied!');
    await user.click(screen.getByRole('button', { name: 'ID 7' }));
    expect(writeText).toHaveBeenLastCalledWith('7');
  });

  it('shows the last sign-in and last activity as read-only facts, Never when there is none (issue 39)', async () => {
    await renderDetail();
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(fact('Last Sign-In')).toHaveTextContent(/^Nov 2[01], 2026 \d\d:\d\d$/);
    expect(fact('Last Activity')).toHaveTextContent(/^Never$/);
    expect(screen.queryByRole('textbox', { name: /Last Sign-In|Last Activity/ })).toBeNull();
  });

  it('saves a name field alone on Enter and says User has been updated.', async () => {
    const user = userEvent.setup();
    await renderDetail();
    const first = screen.getByLabelText(/First Name/);
    await user.clear(first);
    await user.type(first, 'Amazing{Enter}');
    expect(await screen.findByText('User has been updated.')).toBeInTheDocument();
    expect(bodyOf('PUT', '/account/users/7')).toEqual([{ firstName: 'Amazing' }]);
  });

  it('refuses a wrong phone and saves a valid one in E.164 form on blur', async () => {
    const user = userEvent.setup();
    await renderDetail();
    const phone = screen.getByLabelText('Phone');
    await user.type(phone, '12');
    await user.tab();
    expect(await screen.findByText('Wrong phone format')).toBeInTheDocument();
    expect(bodyOf('PUT', '/account/users/7')).toEqual([]);
    await user.clear(phone);
    await user.type(phone, '2025550143');
    await user.tab();
    await waitFor(() => expect(bodyOf('PUT', '/account/users/7')).toEqual([{ phone: '+12025550143' }]));
  });

  it('saves Email Verified (Active) at once and changes the organization of another user', async () => {
    const user = userEvent.setup();
    await renderDetail();
    await user.click(screen.getByLabelText('Email Verified (Active)'));
    await waitFor(() => expect(bodyOf('PUT', '/account/users/7')).toContainEqual({ active: false }));
    await user.click(screen.getByRole('combobox', { name: /Current Organization/ }));
    await user.click(await screen.findByRole('option', { name: 'Navy' }));
    await waitFor(() => expect(bodyOf('PUT', '/account/users/7')).toContainEqual({ organizationID: 1 }));
  });

  it('offers None as default app and saves the pick', async () => {
    const user = userEvent.setup();
    await renderDetail();
    const select = await screen.findByRole('combobox', { name: /Default App/ });
    await waitFor(() => expect(select).toHaveTextContent('None'));
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Billing' }));
    await waitFor(() => expect(bodyOf('PUT', '/account/users/7')).toContainEqual({ defaultAppID: 3 }));
  });

  it('lists group chips, removes one and adds another; No Groups once all are taken', async () => {
    const user = userEvent.setup();
    await renderDetail();
    const chips = await screen.findByRole('list', { name: 'Groups' });
    expect(await within(chips).findByText('Admins')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Add Groups to Users/ }));
    await user.click(await screen.findByRole('option', { name: 'Editors' }));
    expect(await within(chips).findByText('Editors')).toBeInTheDocument();
    expect(bodyOf('POST', '/account/users/7/groups')).toEqual([{ groupID: 2 }]);
    await user.click(screen.getByRole('combobox', { name: /Add Groups to Users/ }));
    expect(await screen.findByRole('option', { name: 'No Groups' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Remove from Admins' }));
    await waitFor(() => expect(within(chips).queryByText('Admins')).toBeNull());
  });

  it('sends a password-free code to the user', async () => {
    const user = userEvent.setup();
    await renderDetail();
    await user.click(screen.getByRole('button', { name: 'Send PL Code' }));
    expect(
      await screen.findByText('The password less code has been sent by email & SMS if available.'),
    ).toBeInTheDocument();
    expect(bodyOf('POST', '/account/users/requestPLCode')).toEqual([{ email: 'grace@example.com' }]);
  });

  it('forces a new password once the rules hold, then shows Success !', async () => {
    const user = userEvent.setup();
    await renderDetail();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    const dialog = await screen.findByRole('dialog');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await user.type(within(dialog).getByLabelText(required('New Password')), 'secret12');
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText(required('Password Confirmation')), 'secret12');
    await user.click(save);
    expect(await within(dialog).findByText('Success !')).toBeInTheDocument();
    expect(within(dialog).getByText('The new password has been set.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(required('New Password'))).toHaveValue('');
    expect(bodyOf('PUT', '/account/users/7/password')).toEqual([
      { password: 'secret12', passwordConfirmation: 'secret12' },
    ]);
  });

  it('deletes the user after the confirm and closes the panel', async () => {
    const user = userEvent.setup();
    const onClose = await renderDetail();
    await user.click(screen.getByRole('button', { name: 'Delete User' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure ?')).toBeInTheDocument();
    expect(within(dialog).getByText("If you delete this user, you won't be able to recover it.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf('DELETE', '/account/users/7')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete User' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'I am sure' }));
    expect(await screen.findByText('User has been deleted.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });
});
