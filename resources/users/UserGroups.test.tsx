import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import UserGroups from '@resources/users/UserGroups';
import { mockApi, renderAdmin, type Call } from '../../tests/support/admin';

/** Mid-June of this year at noon: the same day wherever the test runs, written "15 Jun". */
const JUNE_15 = `${new Date().getFullYear()}-06-15T12:00:00.000Z`;

let calls: Call[];
/** The 12th and 20th of December of this year at noon, written "12 Dec" and "20 Dec". */
const DEC_12 = `${new Date().getFullYear()}-12-12T12:00:00.000Z`;
const DEC_20 = `${new Date().getFullYear()}-12-20T12:00:00.000Z`;

let memberships: { id: number; groupID: number; groupName: string; endsAt?: string; startsAt?: string }[];

const routes = () => ({
  'GET /account/users/7/groups': () => memberships,
  'POST /account/users/7/groups': (call: Call) => {
    const body = call.body as { groupID: number; endsAt?: string; startsAt?: string };
    const link = { id: 52, groupName: 'Editors', ...body };
    memberships = [...memberships, link];
    return link;
  },
  'PUT /account/userGroups/50': (call: Call) => {
    const { endsAt } = call.body as { endsAt: string | null };
    memberships = memberships.map((m) =>
      m.id === 50 ? { id: 50, groupID: 1, groupName: 'Admins', ...(endsAt && { endsAt }) } : m,
    );
    return memberships[0];
  },
  'PUT /account/userGroups/53': (call: Call) => {
    const dates = call.body as { endsAt: string | null; startsAt?: string | null };
    memberships = memberships.map((m) =>
      m.id === 53
        ? {
            id: 53,
            groupID: 4,
            groupName: 'Support',
            ...(dates.endsAt && { endsAt: dates.endsAt }),
            ...(dates.startsAt && { startsAt: dates.startsAt }),
          }
        : m,
    );
    return memberships.find((m) => m.id === 53);
  },
  'GET /account/groups': [
    { id: 1, name: 'Admins' },
    { id: 2, name: 'Editors' },
    { id: 3, name: 'Readers' },
  ],
});

beforeEach(() => {
  memberships = [
    { id: 50, groupID: 1, groupName: 'Admins', endsAt: JUNE_15 },
    { id: 51, groupID: 3, groupName: 'Readers' },
  ];
  calls = mockApi(routes());
});
afterEach(() => vi.unstubAllGlobals());

const bodyOf = (method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path).map((c) => c.body);

describe("a user's groups with end dates (issue 62)", () => {
  it('says until when a membership lasts, and nothing for one without an end', async () => {
    renderAdmin(<UserGroups userID={7} />);
    const chips = await screen.findByRole('list', { name: 'Groups' });
    expect(await within(chips).findByText('Admins, until 15 Jun')).toBeInTheDocument();
    expect(within(chips).getByText('Readers')).toBeInTheDocument();
  });

  it('gives a group until the end of the day picked', async () => {
    const user = userEvent.setup();
    renderAdmin(<UserGroups userID={7} />);
    await screen.findByText('Admins, until 15 Jun');
    const day = dayjs().add(10, 'day').format('YYYY-MM-DD');
    fireEvent.change(screen.getByLabelText('Until (optional)'), { target: { value: day } });
    await user.click(screen.getByRole('combobox', { name: /Add Groups to Users/ }));
    await user.click(await screen.findByRole('option', { name: 'Editors' }));
    await waitFor(() =>
      expect(bodyOf('POST', '/account/users/7/groups')).toEqual([
        { groupID: 2, endsAt: dayjs(day).endOf('day').toISOString() },
      ]),
    );
  });

  it('changes the end from the chip, or removes it', async () => {
    const user = userEvent.setup();
    renderAdmin(<UserGroups userID={7} />);
    await user.click(await screen.findByText('Admins, until 15 Jun'));
    const dialog = await screen.findByRole('dialog', { name: 'Membership in Admins' });
    // A membership in force has no start to move.
    expect(within(dialog).queryByLabelText('From')).toBeNull();
    const day = dayjs().add(30, 'day').format('YYYY-MM-DD');
    fireEvent.change(within(dialog).getByLabelText('Until'), { target: { value: day } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodyOf('PUT', '/account/userGroups/50')).toEqual([{ endsAt: dayjs(day).endOf('day').toISOString() }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(await screen.findByText(/^Admins, until /));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove the end' }));
    await waitFor(() => expect(bodyOf('PUT', '/account/userGroups/50').at(-1)).toEqual({ endsAt: null }));
    expect(await screen.findByText('Admins')).toBeInTheDocument();
  });

  it('offers no end date where the platform does not announce it', async () => {
    calls = mockApi({ ...routes(), 'GET /account/capabilities': { capabilities: [] } });
    renderAdmin(<UserGroups userID={7} />);
    // Once the groups show, as when the field shows where it is offered (the test above).
    const chip = await screen.findByText('Admins, until 15 Jun');
    await waitFor(() => expect(calls.some((c) => c.path === '/account/capabilities')).toBe(true));
    expect(screen.queryByLabelText('Until (optional)')).toBeNull();
    await userEvent.setup().click(chip);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe("a user's groups with start dates (issue 62)", () => {
  it('says from when a membership starts, and from … until … with an end', async () => {
    memberships = [
      { id: 53, groupID: 4, groupName: 'Support', startsAt: DEC_12 },
      { id: 54, groupID: 5, groupName: 'Billing', startsAt: DEC_12, endsAt: DEC_20 },
    ];
    renderAdmin(<UserGroups userID={7} />);
    const chips = await screen.findByRole('list', { name: 'Groups' });
    expect(await within(chips).findByText('Support, from 12 Dec')).toBeInTheDocument();
    expect(within(chips).getByText('Billing, from 12 Dec until 20 Dec')).toBeInTheDocument();
  });

  it('gives a group from the start of the day picked until the end of the other', async () => {
    const user = userEvent.setup();
    renderAdmin(<UserGroups userID={7} />);
    await screen.findByText('Admins, until 15 Jun');
    const from = dayjs().add(3, 'day').format('YYYY-MM-DD');
    const until = dayjs().add(10, 'day').format('YYYY-MM-DD');
    fireEvent.change(await screen.findByLabelText('From (optional)'), { target: { value: from } });
    fireEvent.change(screen.getByLabelText('Until (optional)'), { target: { value: until } });
    await user.click(screen.getByRole('combobox', { name: /Add Groups to Users/ }));
    await user.click(await screen.findByRole('option', { name: 'Editors' }));
    await waitFor(() =>
      expect(bodyOf('POST', '/account/users/7/groups')).toEqual([
        {
          groupID: 2,
          startsAt: dayjs(from).startOf('day').toISOString(),
          endsAt: dayjs(until).endOf('day').toISOString(),
        },
      ]),
    );
    expect(await screen.findByText(/^Editors, from .* until /)).toBeInTheDocument();
  });

  it('changes both dates of a membership not started yet in the same dialog', async () => {
    memberships = [{ id: 53, groupID: 4, groupName: 'Support', startsAt: DEC_12 }];
    const user = userEvent.setup();
    renderAdmin(<UserGroups userID={7} />);
    await user.click(await screen.findByText('Support, from 12 Dec'));
    const dialog = await screen.findByRole('dialog', { name: 'Membership in Support' });
    expect(within(dialog).getByLabelText('From')).toHaveValue(dayjs(DEC_12).format('YYYY-MM-DD'));
    const from = dayjs().add(5, 'day').format('YYYY-MM-DD');
    const until = dayjs().add(40, 'day').format('YYYY-MM-DD');
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: from } });
    fireEvent.change(within(dialog).getByLabelText('Until'), { target: { value: until } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodyOf('PUT', '/account/userGroups/53')).toEqual([
        { startsAt: dayjs(from).startOf('day').toISOString(), endsAt: dayjs(until).endOf('day').toISOString() },
      ]),
    );
  });
});
