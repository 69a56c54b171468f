/**
 * The auditor's console (issue 40): the menu of a person holding only the auditor's roles, and the Export of a
 * time range (the event log's, the history's), shown when the platform allows its call, downloading from the
 * streaming route with the range, the format and the list's filters.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAccessCache } from '@/auth/accessCache';
import { menuFor } from '@/layout/menuEntries';
import type { User } from '@contract/types';
import { RangeExportButton } from '@/search/RangeExportButton';
import { mockApi, renderAdmin, type Call } from '../support/admin';

let calls: Call[];
let allowed: boolean;

beforeEach(() => {
  clearAccessCache();
  allowed = true;
  calls = mockApi({ 'POST /account/users/access': () => ({ GET: allowed }) });
});
afterEach(() => vi.unstubAllGlobals());

const ENDPOINT = { service: 'unity', path: '/events/export' } as const;

describe('the menu of an auditor', () => {
  it('shows the event log and the history, and no page of the administrators', () => {
    const auditor = { services: { account: ['auditor'], unity: ['auditor'] } } as unknown as User;
    const paths = menuFor(auditor).map((item) => item.path);
    expect(paths).toContain('/events');
    expect(paths).toContain('/history');
    for (const path of ['/users', '/groups', '/roles', '/opa', '/organizations', '/settings', '/lockouts']) {
      expect(paths, path).not.toContain(path);
    }
    // A plain user sees neither.
    const user = { services: { account: ['user'], unity: ['user'] } } as unknown as User;
    expect(menuFor(user).map((item) => item.path)).not.toContain('/events');
    expect(menuFor(user).map((item) => item.path)).not.toContain('/history');
  });
});

describe('Export of a time range', () => {
  it('is not shown when the platform refuses the export', async () => {
    allowed = false;
    renderAdmin(<RangeExportButton endpoint={ENDPOINT} filters={[]} />);
    await waitFor(() => expect(calls.some((c) => c.path === '/account/users/access')).toBe(true));
    const asked = calls.find((c) => c.path === '/account/users/access')!;
    expect(asked.body).toEqual({ method: 'GET', service: 'unity', path: '/events/export' });
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });

  it(
    'downloads the range, in the format chosen, with the list filters, from the streaming route',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      const filters = [{ name: 'resolved', comparison: 'eq' as const, value: true }];
      renderAdmin(<RangeExportButton endpoint={ENDPOINT} filters={filters} />);
      await user.click(await screen.findByRole('button', { name: 'Export' }));
      const dialog = await screen.findByRole('dialog', { name: 'Export a time range' });
      fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '2026-11-01T08:00' } });
      fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '2026-11-02T08:00' } });
      await user.click(within(dialog).getByRole('combobox', { name: 'Format' }));
      await user.click(await screen.findByRole('option', { name: 'JSON Lines' }));
      expect(within(dialog).getByText('The filters of the list apply too.')).toBeTruthy();
      const link = within(dialog).getByRole('link', { name: 'Download' });
      expect(link.hasAttribute('download')).toBe(true);
      const url = new URL(link.getAttribute('href')!, 'http://localhost');
      expect(url.pathname).toBe('/unity/events/export');
      expect(url.searchParams.get('from')).toBe(new Date('2026-11-01T08:00').toISOString());
      expect(url.searchParams.get('to')).toBe(new Date('2026-11-02T08:00').toISOString());
      expect(url.searchParams.get('format')).toBe('jsonl');
      expect(JSON.parse(url.searchParams.get('filters')!)).toEqual(filters);
    },
  );

  it('says so when the range ends before it starts, and offers no download', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    renderAdmin(<RangeExportButton endpoint={ENDPOINT} filters={[]} />);
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '2026-11-02T08:00' } });
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '2026-11-01T08:00' } });
    expect(within(dialog).getByText('The end must come after the start.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Download' }).getAttribute('aria-disabled')).toBe('true');
  });
});
