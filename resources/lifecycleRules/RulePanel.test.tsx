import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import RulePanel from '@resources/lifecycleRules/RulePanel';
import lifecycleRules from '@resources/lifecycleRules/index';
import type { LifecycleRule } from '@contract/lifecycle';
import { mockApi, renderAdmin, type Call } from '../../tests/support/admin';

let calls: Call[];
const RULE: LifecycleRule = {
  id: 3,
  name: 'Leavers',
  enabled: true,
  trigger: 'leaver',
  organizationID: 0,
  attribute: '',
  value: '',
  days: 90,
  steps: [{ action: 'removeGroup', groupID: 5, afterDays: 0 }],
  createdAt: '2026-12-01T10:00:00.000Z',
};
const person = {
  id: 2,
  firstName: 'Jamie',
  lastName: 'Rivera',
  email: 'user@example.com',
  active: false,
  steps: [{ step: 0, action: 'removeGroup', target: 'Sales', dueAt: new Date().toISOString(), effect: 'change' }],
};

beforeEach(() => {
  calls = mockApi({
    'GET /account/groups': [
      { id: 4, name: 'Engineering' },
      { id: 5, name: 'Sales' },
    ],
    'GET /account/apps': [{ id: 8, name: 'Wiki' }],
    'GET /account/templates': [],
    'GET /account/organizations': [],
    'GET /account/lifecycleRules/3/preview': { at: '', saved: true, count: 1, people: [person], ruleKey: 'k' },
    'POST /account/lifecycleRules/preview': { at: '', saved: false, count: 0, people: [] },
    'POST /account/lifecycleRules/3/run': { takenIn: 1, run: { done: 1, refused: 0, cancelled: 0 } },
  });
});
afterEach(() => vi.unstubAllGlobals());

it("previews the saved rule, then the form's changes not saved; Run now waits for the save", async () => {
  const user = userEvent.setup();
  renderAdmin(<RulePanel definition={lifecycleRules} record={RULE} />, { url: '/lifecycleRules?ruleID=3' });
  const form = await screen.findByRole('region', { name: 'Trigger and steps' });
  await user.click(within(form).getByRole('button', { name: 'Dry run' }));
  const table = await screen.findByRole('table', { name: 'Who a run now would take in (1)' });
  expect(within(table).getByText('Remove from group Sales, now')).toBeVisible();

  // A change on the screen: the dry run shown goes, the next one is of the changes, Run now waits.
  await user.clear(within(form).getByLabelText('After (days)'));
  await user.type(within(form).getByLabelText('After (days)'), '30');
  expect(screen.queryByRole('table', { name: /Who a run now/ })).toBeNull();
  expect(within(form).getByRole('button', { name: 'Run now' })).toBeDisabled();
  expect(within(form).getByText(/save your changes first/)).toBeVisible();
  await user.click(within(form).getByRole('button', { name: 'Dry run of my changes' }));
  await waitFor(() =>
    expect(calls.some((c) => c.method === 'POST' && c.path === '/account/lifecycleRules/preview')).toBe(true),
  );
  const sent = calls.find((c) => c.path === '/account/lifecycleRules/preview')!.body as LifecycleRule;
  expect(sent).toMatchObject({
    id: 3,
    trigger: 'leaver',
    steps: [{ action: 'removeGroup', groupID: 5, afterDays: 30 }],
  });
  expect(await screen.findByText(/Who the rule on the screen would take in now \(0, not saved\)/)).toBeVisible();
});

it('offers the applications for a default app step', async () => {
  const user = userEvent.setup();
  const rule = { ...RULE, steps: [{ action: 'setDefaultApp' as const, appID: 8, afterDays: 0 }] };
  renderAdmin(<RulePanel definition={lifecycleRules} record={rule} />, { url: '/lifecycleRules?ruleID=3' });
  const form = await screen.findByRole('region', { name: 'Trigger and steps' });
  await user.click(within(form).getByRole('combobox', { name: 'What' }));
  expect(await screen.findByRole('option', { name: 'Wiki' })).toBeVisible();
});
