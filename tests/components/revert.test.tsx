/**
 * Revert of a history entry (issue 39, resources/history/RevertDialog.tsx): offered only to whom the
 * platform's rules allow the write it makes, it chooses the fields (secrets never), lists the fields changed
 * again since with their value now, and writes them back only when asked to overwrite.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EntryChanges from '@resources/history/EntryChanges';
import type { HistoryEntry } from '@resources/history/types';
import { clearAccessCache } from '@/auth/accessCache';
import { BULK_RUN_HEADER } from '@/bulk/runHeader';
import { RUN_HEADER } from '@resources/history/revertRun';
import { mockApi, renderAdmin, type Call } from '../support/admin';

vi.setConfig({ testTimeout: 30_000 });

const entry: HistoryEntry = {
  id: 41,
  at: '2026-11-20T10:00:00Z',
  actorID: 1,
  actorEmail: 'admin@example.com',
  asUserID: 0,
  asUserEmail: '',
  viaToken: false,
  service: 'account',
  method: 'PUT',
  path: '/account/users/4',
  runID: '',
  resource: 'users',
  recordID: 4,
  action: 'update',
  about: ['users:4'],
  names: { 'users:4': 'Fatima Taylor' },
  changes: [
    { field: 'firstName', before: 'Fatima', after: 'Fatou' },
    { field: 'phone', before: '+1', after: '+2' },
    { field: 'password', before: '********', after: '********' },
    { field: 'updatedAt', before: '2026-01-01', after: '2026-11-20' },
  ],
  summary: '',
};

let allowed: boolean;
let calls: Call[];
let answers: object[];
beforeEach(() => {
  clearAccessCache();
  allowed = true;
  answers = [];
  calls = mockApi({
    // The platform's rules for the write the revert makes: PUT /account/users/4.
    'POST /account/users/access': (call: Call) => {
      const check = call.body as { method: string; path: string };
      return { [check.method]: allowed && check.path === '/users/4' };
    },
    'POST /account/history/41/revert': () => answers.shift(),
  });
});
afterEach(() => vi.unstubAllGlobals());

const reverts = () => calls.filter((c) => c.path === '/account/history/41/revert').map((c) => c.body);

describe('Revert on a history entry', () => {
  it('is not offered to whom the platform does not allow the write', async () => {
    allowed = false;
    renderAdmin(<EntryChanges entry={entry} />);
    await waitFor(() => expect(calls.some((c) => c.path === '/account/users/access')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Revert' })).toBeNull();
  });

  it('reverts the fields chosen (never a secret nor bookkeeping), then overwrites a field changed since when asked', async () => {
    const user = userEvent.setup();
    answers = [
      {
        entryID: 41,
        write: 'update',
        reverted: [],
        conflicts: [{ field: 'firstName', before: 'Fatima', after: 'Fatou', current: 'Fanta' }],
        skipped: [],
        entries: [],
      },
      // Overwritten: the answer still names the field changed since, now written back.
      {
        entryID: 41,
        write: 'update',
        reverted: ['firstName'],
        conflicts: [{ field: 'firstName', before: 'Fatima', after: 'Fatou', current: 'Fanta' }],
        skipped: [],
        entries: [43],
      },
    ];
    renderAdmin(<EntryChanges entry={entry} />);
    await user.click(await screen.findByRole('button', { name: 'Revert' }));
    const dialog = screen.getByRole('dialog', { name: 'Revert this change' });
    const choices = within(dialog).getByRole('group', { name: 'Fields to revert' });
    expect(
      within(choices)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')!.textContent),
    ).toEqual(['First Name: Fatou → Fatima', 'Phone: +2 → +1']);
    await user.click(within(choices).getByLabelText('Phone: +2 → +1'));
    await user.click(within(dialog).getByRole('button', { name: 'Revert' }));
    await waitFor(() => expect(reverts()).toEqual([{ fields: ['firstName'] }]));
    const conflicts = await within(dialog).findByRole('list', { name: 'Fields changed since' });
    // By the field's label (issue 64), not its name.
    expect(conflicts).toHaveTextContent('First Name');
    expect(conflicts).toHaveTextContent('now Fanta (this change set Fatou)');
    // Without Overwrite there is nothing more to do.
    const confirm = within(dialog).getByRole('button', { name: 'Revert' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByLabelText('Overwrite changes made since'));
    await user.click(confirm);
    await waitFor(() => expect(reverts()[1]).toEqual({ fields: ['firstName'], overwrite: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("Revert run's calls carry the bulk run's header, as every run's do", () => {
    expect(RUN_HEADER).toBe(BULK_RUN_HEADER);
  });
});
