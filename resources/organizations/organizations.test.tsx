/** An organization's invite dialog and the row menu of its Users tab (spec 2, Organizations). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrganizationUser } from '@resources/organizations/calls';
import InviteDialog from '@resources/organizations/InviteDialog';
import MemberMenu from '@resources/organizations/MemberMenu';
import { mockApi, renderAdmin, type Call } from '../../tests/support/admin';

afterEach(() => vi.unstubAllGlobals());

/** The platform's answer to invitations: one pending membership per address (as the API answers them). */
const invitations = (call: { body?: unknown }) =>
  ((call.body ?? []) as { organizationID: number; inviteEmail: string }[]).map((row, i) => ({
    id: i + 1,
    ...row,
    userID: 0,
    pending: true,
  }));

describe('InviteDialog', { timeout: 20_000 }, () => {
  it('extracts the addresses as they are pasted or typed, counts them, and sends one invitation each', async () => {
    const calls = mockApi({ 'POST /account/organizationUsers': invitations });
    // The platform answers only once the test lets it, to see the dialog while it waits.
    const answered = globalThis.fetch;
    let answer = () => undefined as void;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      await gate;
      return answered(...args);
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderAdmin(
      <>
        <InviteDialog organizationID={3} open onClose={onClose} />
        <Notification />
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Invite Users' });
    const box = within(dialog).getByRole('textbox', { name: 'Emails' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('0 Emails Detected');
    expect(within(dialog).getByRole('button', { name: 'Invite' })).toBeDisabled();

    await user.type(box, 'ada@example.co');
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 Email Detected');
    await user.clear(box);
    await user.click(box);
    await user.paste('Ada <ada@example.com>, bob@example.org\ncarol@example.net');
    expect(within(dialog).getByRole('status')).toHaveTextContent('3 Emails Detected');
    const list = within(dialog).getByRole('list', { name: 'Detected emails' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ada@example.com', 'bob@example.org', 'carol@example.net']);

    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    // While the call runs the box is disabled and the button says Loading.
    await waitFor(() => expect(box).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Loading' })).toBeDisabled();
    answer();
    expect(await screen.findByText('Invitations Sent!')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const sent = calls.find((c: Call) => c.method === 'POST')!;
    expect(sent.body).toEqual([
      { organizationID: 3, inviteEmail: 'ada@example.com' },
      { organizationID: 3, inviteEmail: 'bob@example.org' },
      { organizationID: 3, inviteEmail: 'carol@example.net' },
    ]);
  });

  it('says Invitation Sent! for one address', async () => {
    mockApi({ 'POST /account/organizationUsers': invitations });
    const user = userEvent.setup();
    renderAdmin(
      <>
        <InviteDialog organizationID={3} open onClose={() => undefined} />
        <Notification />
      </>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Emails' }), 'solo@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Invitation Sent!')).toBeInTheDocument();
  });
});

describe('InviteDialog past the most addresses one call invites', { timeout: 20_000 }, () => {
  it('says how many were found and the most, and keeps Invite disabled', async () => {
    mockApi({ 'POST /account/organizationUsers': [] });
    const user = userEvent.setup();
    renderAdmin(<InviteDialog organizationID={3} open onClose={() => undefined} />);
    const box = screen.getByRole('textbox', { name: 'Emails' });
    const addresses = (n: number) => Array.from({ length: n }, (_, i) => `person${i}@example.com`).join('\n');
    await user.click(box);
    await user.paste(addresses(500));
    expect(screen.getByRole('status')).toHaveTextContent('500 Emails Detected');
    expect(box).toHaveAccessibleDescription('');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Invite' })).toBeEnabled());

    await user.paste('\nlast@example.com');
    expect(screen.getByRole('status')).toHaveTextContent('501 Emails Detected');
    expect(box).toHaveAccessibleDescription('At most 500 addresses at a time: 501 found. Invite them in parts.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Invite' })).toBeDisabled());
  });
});

describe('MemberMenu', () => {
  const member = (patch: Partial<OrganizationUser>): OrganizationUser => ({
    id: 5,
    relationID: 40,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    active: true,
    pending: false,
    inviteEmail: '',
    instantJoin: false,
    organizationID: 1,
    ...patch,
  });
  const open = (m: OrganizationUser, onAction = vi.fn()) => {
    mockApi({});
    renderAdmin(<MemberMenu member={m} anchor={document.body} onClose={() => undefined} onAction={onAction} />);
    return onAction;
  };
  const item = (name: string) => screen.getByRole('menuitem', { name });

  it('a member with an account: Show User, no Invite Again', () => {
    open(member({}));
    expect(item('Show User')).not.toHaveAttribute('aria-disabled');
    expect(item('Invite Again')).toHaveAttribute('aria-disabled', 'true');
    expect(item('Remove')).not.toHaveAttribute('aria-disabled');
  });

  it('an invited address without an account: no Show User; Invite Again offers Resend Invite or Force Join', async () => {
    const onAction = open(
      member({ id: 0, firstName: '', lastName: '', pending: true, inviteEmail: 'new@example.com' }),
    );
    expect(item('Show User')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(item('Invite Again'));
    expect(screen.queryByRole('menuitem', { name: 'Show User' })).not.toBeInTheDocument();
    await userEvent.click(item('Force Join'));
    expect(onAction).toHaveBeenCalledWith('forceJoin', expect.objectContaining({ relationID: 40 }));
  });

  it('a pending account may be invited again too', async () => {
    const onAction = open(member({ pending: true }));
    await userEvent.click(item('Invite Again'));
    await userEvent.click(item('Resend Invite'));
    expect(onAction).toHaveBeenCalledWith('resendInvite', expect.objectContaining({ id: 5 }));
  });
});
