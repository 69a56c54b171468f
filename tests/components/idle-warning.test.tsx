/**
 * The idle warning (issue 59): a minute before the session policy's idle end (the current user's
 * `sessionIdleMinutes`, counted from the platform's last answer, less the minute the platform may note activity
 * late), a dialog says so over the page, which keeps what was typed; "Stay signed in" makes a call, and the
 * warning goes until the next idle minute before the end.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { IdleWarning, idleWarningTimes } from '@/layout/IdleWarning';
import { CURRENT_USER_KEY } from '@/auth/useCurrentUser';
import { queryClient } from '@/platform/queryClient';
import type { User } from '@contract/types';
import { mockApi, renderAdmin } from '../support/admin';

vi.setConfig({ testTimeout: 20_000 });

const MINUTE = 60_000;
const user = { uuid: 'u-1', email: 'user@example.com', sessionIdleMinutes: 5 } as User;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  queryClient.clear();
  queryClient.setQueryData(CURRENT_USER_KEY, user);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const dialog = () => screen.queryByRole('dialog', { name: 'You will be signed out in a minute' });

describe('the idle warning', () => {
  it('shows a minute before the idle end (less the minute of noting), and Stay signed in calls the platform', async () => {
    const calls = mockApi({ 'GET /account/users/current': user });
    renderAdmin(
      <>
        <input aria-label="Draft" defaultValue="" />
        <IdleWarning />
      </>,
      { queryClient },
    );
    fireEvent.change(screen.getByLabelText('Draft'), { target: { value: 'unsaved words' } });
    await act(async () => vi.advanceTimersByTime(3 * MINUTE - 100));
    expect(dialog()).toBeNull();
    await act(async () => vi.advanceTimersByTime(200));
    expect(await screen.findByRole('dialog', { name: 'You will be signed out in a minute' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await vi.waitFor(() => expect(dialog()).toBeNull());
    expect(calls.filter((c) => c.path === '/account/users/current')).toHaveLength(1);
    // The page behind kept what was typed, and the warning comes again only after another idle while.
    expect(screen.getByLabelText('Draft')).toHaveValue('unsaved words');
    await act(async () => vi.advanceTimersByTime(2 * MINUTE));
    expect(dialog()).toBeNull();
  });

  it('never shows for a session without an idle end', async () => {
    queryClient.setQueryData(CURRENT_USER_KEY, { ...user, sessionIdleMinutes: undefined });
    mockApi({});
    renderAdmin(<IdleWarning />, { queryClient });
    await act(async () => vi.advanceTimersByTime(60 * MINUTE));
    expect(dialog()).toBeNull();
  });

  it('warns half the time left instead of a minute when the idle lifetime is short', () => {
    // From the last answer, the end may come the noting minute early: 1 minute left of 2, warned 30 s before.
    expect(idleWarningTimes(2)).toEqual({ wait: 30_000, lead: 30_000 });
    expect(idleWarningTimes(5)).toEqual({ wait: 3 * MINUTE, lead: MINUTE });
    expect(idleWarningTimes(1)).toEqual({ wait: 0, lead: 0 });
  });

  it('with a 2-minute idle lifetime, waits 30 s and says the seconds left', async () => {
    queryClient.setQueryData(CURRENT_USER_KEY, { ...user, sessionIdleMinutes: 2 });
    mockApi({ 'GET /account/users/current': user });
    renderAdmin(<IdleWarning />, { queryClient });
    await act(async () => vi.advanceTimersByTime(29_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => vi.advanceTimersByTime(2_000));
    expect(await screen.findByRole('dialog', { name: 'You will be signed out in 30 seconds' })).toBeInTheDocument();
  });

  it('Stay signed in after the session ended offers signing in again in a new tab, and keeps the page', async () => {
    let signedIn = false;
    const ended = () =>
      new Response(
        JSON.stringify({ success: false, status: 401, errorCode: 'UNAUTHORIZED', description: 'Sign in.' }),
        {
          status: 401,
        },
      );
    mockApi({ 'GET /account/users/current': () => (signedIn ? user : ended()) });
    const address = window.location.href;
    renderAdmin(
      <>
        <input aria-label="Draft" defaultValue="" />
        <IdleWarning />
      </>,
      { queryClient },
    );
    fireEvent.change(screen.getByLabelText('Draft'), { target: { value: 'unsaved words' } });
    await act(async () => vi.advanceTimersByTime(3 * MINUTE + 100));
    fireEvent.click(await screen.findByRole('button', { name: 'Stay signed in' }));
    const gone = await screen.findByRole('dialog', { name: 'Your session has ended' });
    expect(screen.getByRole('link', { name: 'Sign in again in a new tab' })).toHaveAttribute('target', '_blank');
    expect(window.location.href).toBe(address);
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toEqual(user);

    // Not signed in yet: it still says so. Signed in in the other tab: the page goes on as it was.
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await act(async () => vi.advanceTimersByTime(100));
    expect(gone).toBeInTheDocument();
    signedIn = true;
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Draft')).toHaveValue('unsaved words');
  });
});
