import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { definitions } from '@resources/index';
import MyReviewsPage from '@resources/myReviews/MyReviewsPage';
import type { ReviewItem } from '@contract/reviews';
import { mockApi, renderAdmin, type Call } from '../../tests/support/admin';

const REVIEW = {
  id: 3,
  name: 'Q3 Sales',
  scope: { kind: 'group', id: 5 },
  scopeName: 'Sales',
  deadline: '2026-12-31T23:59:59.000Z',
  reviewers: [9],
  status: 'open',
  createdAt: '2026-11-01T09:00:00.000Z',
  closedAt: '',
  missing: '',
  runID: '',
  total: 2,
  keep: 0,
  revoke: 0,
  pending: 2,
  assigned: { total: 2, pending: 2 },
};
const item = (id: number, name: string): ReviewItem => ({
  id,
  reviewID: 3,
  userID: id + 100,
  userEmail: `${name.toLowerCase()}@example.com`,
  userName: name,
  reviewerID: 9,
  reviewerEmail: 'owner@example.com',
  roles: [
    { service: 'billing', roleID: 12, roleName: 'admin', sources: [{ kind: 'group', groupID: 5, groupName: 'Sales' }] },
  ],
  apps: [{ id: 1, name: 'CRM', sources: [{ kind: 'group', groupID: 5, groupName: 'Sales' }] }],
  revokes: [{ kind: 'group', groupID: 5, groupName: 'Sales' }],
  decision: 'pending',
  decidedAt: '',
  outcome: '',
});

let calls: Call[];
let items: ReviewItem[];
let status: string;

beforeEach(() => {
  status = 'open';
  items = [item(1, 'Ann'), item(2, 'Bob')];
  calls = mockApi({
    'GET /account/reviews': () => [{ ...REVIEW, status }],
    'GET /account/reviews/3/items': () => items,
    'POST /account/reviews/3/decisions': ({ body }: Call) => {
      const { itemIDs, decision, until } = body as {
        itemIDs: number[];
        decision: ReviewItem['decision'];
        until?: string;
      };
      items = items.map((i) => (itemIDs.includes(i.id) ? { ...i, decision, ...(until && { until }) } : i));
      return { decided: itemIDs.length };
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  renderAdmin(<MyReviewsPage definition={definitions.find((d) => d.name === 'myReviews')!} />, {
    url: '/myReviews',
  });
/** The first render loads the page's texts and data: on a loaded machine, more than a second. */
const SLOW = { timeout: 15_000 };
const decisions = () => calls.filter((c) => c.method === 'POST' && c.path === '/account/reviews/3/decisions');

describe('My reviews', { timeout: 40_000 }, () => {
  it("shows each person's access with where it comes from, and what revoking ends", async () => {
    renderPage();
    const row = (await screen.findByText('ann@example.com', undefined, SLOW)).closest('tr')!;
    expect(within(row).getByText('billing:admin')).toBeTruthy();
    expect(row.textContent).toContain('billing:admin from group Sales');
    expect(row.textContent).toContain('app CRM from group Sales');
    expect(within(row).getByText('Member of group Sales')).toBeTruthy();
    expect(within(row).getByText('Revoking ends: group Sales')).toBeTruthy();
    expect(screen.getByText('2 of 2 to answer')).toBeTruthy();
  });

  it('answers one row, then the rows selected in bulk, each in one call', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('ann@example.com', undefined, SLOW);
    await user.click(screen.getByRole('button', { name: 'Revoke the access of Ann' }));
    await waitFor(() => expect(decisions()).toHaveLength(1));
    expect(decisions()[0].body).toEqual({ itemIDs: [1], decision: 'revoke' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Revoke the access of Ann' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );

    await user.click(screen.getByRole('checkbox', { name: 'Select every row of the page' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep the selected' }));
    await waitFor(() => expect(decisions()).toHaveLength(2));
    expect(decisions()[1].body).toEqual({ itemIDs: [1, 2], decision: 'keep' });
  });

  it('asks only for the items to answer when told, and offers no answer once the review is closed', async () => {
    const user = userEvent.setup();
    status = 'closed';
    renderPage();
    expect(await screen.findByText('This review is closed: its answers are final.', undefined, SLOW)).toBeTruthy();
    await screen.findByText('ann@example.com', undefined, SLOW);
    expect(screen.queryByRole('button', { name: 'Keep the access of Ann' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'To answer' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.path === '/account/reviews/3/items' && c.query.get('filters')?.includes('pending')),
      ).toBe(true),
    );
  });

  it('keeps one row until a day, then the selected rows, sending the end of that day (issue 62)', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('ann@example.com', undefined, SLOW);
    await user.click(screen.getByRole('button', { name: 'Keep the access of Ann until a day' }));
    // No answer yet: the day comes first.
    expect(decisions()).toHaveLength(0);
    const day = dayjs().add(20, 'day');
    fireEvent.change(screen.getByLabelText('Keep the access of Ann until'), {
      target: { value: day.format('YYYY-MM-DD') },
    });
    await waitFor(() => expect(decisions()).toHaveLength(1));
    expect(decisions()[0].body).toEqual({ itemIDs: [1], decision: 'keep', until: day.endOf('day').toISOString() });
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Keep the access of Ann until a day' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );

    await user.click(screen.getByRole('checkbox', { name: 'Select every row of the page' }));
    const keepSelected = screen.getByRole('button', { name: 'Keep the selected until this day' });
    expect(keepSelected).toBeDisabled();
    const later = dayjs().add(40, 'day');
    fireEvent.change(screen.getByLabelText('Keep the selected until'), {
      target: { value: later.format('YYYY-MM-DD') },
    });
    await user.click(keepSelected);
    await waitFor(() => expect(decisions()).toHaveLength(2));
    expect(decisions()[1].body).toEqual({
      itemIDs: [1, 2],
      decision: 'keep',
      until: later.endOf('day').toISOString(),
    });
  });

  it('says the day an item is kept until once the review is closed', async () => {
    status = 'closed';
    const until = `${new Date().getFullYear()}-12-20T12:00:00.000Z`;
    items = [{ ...item(1, 'Ann'), decision: 'keep', until }, item(2, 'Bob')];
    renderPage();
    const row = (await screen.findByText('ann@example.com', undefined, SLOW)).closest('tr')!;
    expect(within(row).getByText('Keep until 20 Dec')).toBeTruthy();
  });
});
