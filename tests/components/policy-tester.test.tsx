/**
 * The policy tester's user box (src/opa/PolicyTester.tsx): a quick Down and Enter after typing a name picks
 * that person, also while the platform's search for what was typed is still on its way (issue 64, item 4:
 * under load the e2e test once picked nobody, or the first person of the list before the search); and the date
 * the decision is asked for (issue 62).
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PolicyTester from '@/opa/PolicyTester';
import { mockApi, renderAdmin } from '../support/admin';

vi.setConfig({ testTimeout: 30_000 });

const ada = { id: 1, firstName: 'Ada', lastName: 'Lovelace', email: 'admin@example.com' };
const jamie = { id: 2, firstName: 'Jamie', lastName: 'Rivera', email: 'user@example.com' };

beforeEach(() => {
  mockApi({
    // The first list answers at once; a search for typed words stays on its way for the whole test.
    'POST /account/users/search': ({ body }: { body: unknown }) =>
      (body as { text: string }).text ? new Promise(() => undefined) : [ada, jamie],
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderTester() {
  renderAdmin(
    <PolicyTester open services={[{ id: 1, name: 'account' }]} onClose={() => undefined} onShow={() => undefined} />,
    { url: '/opa' },
  );
  return screen.getByRole('combobox', { name: 'User' });
}

it.each([
  ['at once, before the search starts', 0],
  ['while the search is on its way', 400],
])('typing a name, Down and Enter picks that person %s', async (_, pause) => {
  const user = userEvent.setup();
  const box = renderTester();
  await user.click(box);
  await screen.findByRole('option', { name: 'Ada Lovelace (admin@example.com)' });
  await user.type(box, 'jamie');
  await new Promise((resolve) => setTimeout(resolve, pause));
  expect(screen.getByRole('option', { name: 'Jamie Rivera (user@example.com)' })).toBeVisible();
  expect(screen.queryByRole('option', { name: 'Ada Lovelace (admin@example.com)' })).toBeNull();
  await user.keyboard('{ArrowDown}{Enter}');
  expect(box).toHaveValue('Jamie Rivera (user@example.com)');
});

it('asks for the date given (issue 62) and says the answer holds then', async () => {
  const calls = mockApi({
    'POST /account/users/search': [ada, jamie],
    'GET /account/rules/test': ({ query }: { query: URLSearchParams }) => ({
      ...Object.fromEntries(query),
      userID: Number(query.get('userID')),
      allowed: false,
      status: 403,
      decidedBy: 'rule',
      serviceNameID: 1,
      rule: null,
      alsoAllowedBy: [],
      roles: [],
    }),
  });
  const user = userEvent.setup();
  const box = renderTester();
  await user.click(box);
  await user.click(await screen.findByRole('option', { name: 'Jamie Rivera (user@example.com)' }));
  await user.type(screen.getByRole('textbox', { name: 'Path' }), '/users');
  const date = await screen.findByLabelText('On (optional)');
  await user.type(date, '2030-01-15T09:30');
  await user.click(screen.getByRole('button', { name: 'Test' }));
  const asked = await vi.waitFor(() => {
    const call = calls.find((c) => c.path === '/account/rules/test');
    if (!call) throw new Error('not asked yet');
    return call;
  });
  expect(asked.query.get('at')).toBe(new Date('2030-01-15T09:30').toISOString());
  expect(await screen.findByRole('status', { name: 'Denied' })).toHaveTextContent(
    `As of ${new Date('2030-01-15T09:30').toLocaleString()}`,
  );
});
