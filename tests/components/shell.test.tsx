import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useNotify } from 'react-admin';
import { useEffect } from 'react';
import { RequireAccess } from '@/auth/RequireAccess';
import { clearAccessCache } from '@/auth/accessCache';
import { OrganizationSwitch } from '@/layout/OrganizationSwitch';
import { MessageDrawers } from '@/layout/MessageDrawers';
import { showMessageDrawer } from '@/layout/messageDrawers';
import { Watermark } from '@/layout/Watermark';
import { setConfig } from '@/config';
import { NotificationCentre } from '@/notifications/NotificationCentre';
import { NoticesRegion } from '@/notifications/NoticesRegion';
import { notifyNotice, rememberNotifiedError, useNoticesConnected } from '@/notifications/notify';
import { queryClient } from '@/platform/queryClient';
import type { User } from '@contract/types';
import { renderAdmin } from '../support/admin';

// The first render of react-admin's context takes seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

/** The shell's parts inside the admin app's context, on the app's query client. */
const renderShell = (ui: React.ReactNode) => renderAdmin(ui, { queryClient });

/** What PageServices does: the notices raised outside React reach this app's notifications. */
function Connected() {
  useNoticesConnected();
  return null;
}

beforeEach(() => {
  clearAccessCache();
  queryClient.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('notification centre', () => {
  it('stacks notifications with title, subtitle, body and action, until closed, in a live region there from the start', async () => {
    // Raised before the app is there (start-up): shown once it is.
    notifyNotice({ severity: 'info', title: 'Deploy done', body: 'v2', timestamp: '2026-11-20 10:00' });
    renderShell(
      <>
        <Connected />
        <NoticesRegion />
      </>,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    act(() =>
      notifyNotice({
        severity: 'error',
        title: 'Boom.',
        subtitle: 'Try later.',
        body: '500 DOWN',
        action: 'Retry',
      }),
    );
    await waitFor(() => expect(within(region).getAllByRole('alert')).toHaveLength(2));
    const alerts = within(region).getAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('Deploy done');
    expect(alerts[1]).toHaveTextContent('Boom.Try later.500 DOWN');
    expect(screen.getByText('Nov 20, 2026 10:00 AM')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Retry' }).click());
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
    expect(screen.getByRole('alert')).toHaveTextContent('Deploy done');
  });

  it('shows a transient notification in the snackbar while the notices stay stacked, in one queue', async () => {
    function Notifier() {
      const notify = useNotify();
      useEffect(() => {
        notifyNotice({ severity: 'warning', title: 'Quota near.' });
        notify('Saved!', { type: 'success', autoHideDuration: 200 });
      }, [notify]);
      return null;
    }
    renderShell(
      <>
        <Connected />
        <Notifier />
        <NoticesRegion />
        <NotificationCentre />
      </>,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
    expect(within(region).queryByText('Saved!')).not.toBeInTheDocument();
    await within(region).findByText('Quota near.');
    // The snackbar's notification goes by itself; the notice stays until closed.
    await waitFor(() => expect(screen.queryByText('Saved!')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(within(region).getByText('Quota near.')).toBeInTheDocument();
  });

  it('shows a modal alert with its OK button', async () => {
    renderShell(
      <>
        <Connected />
        <NotificationCentre />
      </>,
    );
    act(() =>
      notifyNotice({ severity: 'success', title: 'Password changed', subtitle: 'Sign in again.', modal: true }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Password changed' });
    expect(dialog).toHaveTextContent('Sign in again.');
    act(() => within(dialog).getByRole('button', { name: 'OK' }).click());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows react-admin notifications, but not the repeat of an error the adapter showed', async () => {
    function Notifier() {
      const notify = useNotify();
      useEffect(() => {
        rememberNotifiedError('User not found.');
        notify('User not found.', { type: 'error', messageArgs: { _: 'User not found.' } });
        notify('Saved!', { type: 'success' });
      }, [notify]);
      return null;
    }
    renderShell(
      <>
        <Notifier />
        <NotificationCentre />
      </>,
    );
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
    expect(screen.queryByText('User not found.')).not.toBeInTheDocument();
  });
});

describe('RequireAccess', () => {
  it('renders its children only when every check is allowed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: true, payload: { GET: true, DELETE: false } }))),
    );
    renderShell(
      <>
        <RequireAccess checks={[{ method: 'GET', service: 'account', path: '/users' }]}>
          <p>may read</p>
        </RequireAccess>
        <RequireAccess
          checks={[
            { method: 'GET', service: 'account', path: '/users' },
            { method: 'DELETE', service: 'account', path: '/users/1' },
          ]}
        >
          <p>may delete</p>
        </RequireAccess>
      </>,
    );
    expect(await screen.findByText('may read')).toBeInTheDocument();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(screen.queryByText('may delete')).not.toBeInTheDocument();
  });
});

describe('organization label', () => {
  const user = (organizations: User['organizations']) => ({ organizations, services: {} }) as unknown as User;

  it('says No Organization when there is none', () => {
    renderShell(<OrganizationSwitch user={user([])} />);
    expect(screen.getByText('No Organization')).toBeInTheDocument();
  });

  it('treats the first organization as the default when none is flagged, and shows a chip for several', () => {
    renderShell(
      <OrganizationSwitch
        user={user([
          { id: 4, name: 'Acme' },
          { id: 5, name: 'Globex' },
        ])}
      />,
    );
    expect(screen.getByTestId('organization-chip')).toHaveTextContent('Acme');
  });

  it('uses the organization flagged default', () => {
    renderShell(
      <OrganizationSwitch
        user={user([
          { id: 4, name: 'Acme' },
          { id: 5, name: 'Globex', default: true },
        ])}
      />,
    );
    expect(screen.getByTestId('organization-chip')).toHaveTextContent('Globex');
  });
});

describe('message drawers and watermark', () => {
  it('opens a drawer on any side with its title and message, and closes it', async () => {
    renderShell(<MessageDrawers />);
    act(() => showMessageDrawer('left', { title: 'Maintenance tonight', message: 'From 22:00 UTC.' }));
    const drawer = await screen.findByRole('alertdialog');
    expect(drawer).toHaveTextContent('Maintenance tonightFrom 22:00 UTC.');
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 2000 });
  });

  it('shows the beta ribbon only when configured', () => {
    setConfig({});
    const { container, rerender } = renderShell(<Watermark />);
    expect(container).toBeEmptyDOMElement();
    act(() => void setConfig({ watermark: 'beta' }));
    rerender(<Watermark />);
    expect(screen.getByText('beta')).toBeInTheDocument();
  });
});
