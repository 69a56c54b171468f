/**
 * The access requests page (issue 62): requests whose requester or group has since been deleted (the API
 * answers their names blank) show "Deleted user #id" / "Deleted group #id" instead (names.ts), in the list to
 * decide and in the person's own; the link of the mail that access ends soon opens the form on its group.
 */
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import AccessRequestsPage from '@resources/accessRequests/AccessRequestsPage';
import { mockApi, renderAdmin } from '../support/admin';

vi.setConfig({ testTimeout: 30_000 });

const request = {
  id: 3,
  userID: 12,
  requesterName: '',
  requesterEmail: '',
  groupID: 4,
  groupName: '',
  reason: 'On call',
  days: 7,
  status: 'pending',
  createdAt: '2026-12-01T10:00:00.000Z',
  expiresAt: '2026-12-08T10:00:00.000Z',
  approvalsNeeded: 1,
  decisions: [],
};

beforeEach(() => {
  mockApi({
    'GET /account/accessRequests/toDecide': [{ ...request, requesterGroups: [], grants: [] }],
    'GET /account/accessRequests': [
      {
        ...request,
        id: 2,
        userID: 2,
        requesterName: 'Jamie Rivera',
        requesterEmail: 'user@example.com',
        groupID: 5,
        status: 'denied',
        decisions: [{ userID: 9, name: '', decision: 'deny', comment: 'Closed', at: '2026-12-02T10:00:00.000Z' }],
      },
    ],
    'GET /account/accessRequests/groups': [],
    'GET /account/accessRequests/organizations': [],
  });
});
afterEach(() => vi.unstubAllGlobals());

it('names a deleted requester, group and approver by a placeholder, never a blank', async () => {
  // The page reads none of a list slot's props.
  const props = {} as ComponentProps<typeof AccessRequestsPage>;
  renderAdmin(<AccessRequestsPage {...props} />, { url: '/accessRequests' });
  const toDecide = await screen.findByRole('table', { name: 'Waiting for your decision' });
  expect(await within(toDecide).findByText('Deleted user #12')).toBeVisible();
  expect(within(toDecide).getByText('Deleted group #4')).toBeVisible();
  expect(within(toDecide).getByRole('button', { name: 'Approve the request of Deleted user #12' })).toBeVisible();
  const mine = screen.getByRole('region', { name: 'My requests' });
  expect(await within(mine).findByText(/Deleted group #5/)).toBeVisible();
  expect(within(mine).getByText(/Deleted user #9: Closed/)).toBeVisible();
});

it('tells the approver who the requester is: their organization and their manager', async () => {
  const props = {} as ComponentProps<typeof AccessRequestsPage>;
  mockApi({
    'GET /account/accessRequests/toDecide': [
      {
        ...request,
        requesterName: 'Jamie Rivera',
        requesterManager: 'Alex Morgan',
        requesterOrganization: 'Acme Corporation',
        requesterGroups: ['Sales'],
        grants: [],
      },
    ],
    'GET /account/accessRequests': [],
    'GET /account/accessRequests/groups': [],
    'GET /account/accessRequests/organizations': [],
  });
  renderAdmin(<AccessRequestsPage {...props} />, { url: '/accessRequests' });
  const toDecide = await screen.findByRole('table', { name: 'Waiting for your decision' });
  expect(await within(toDecide).findByText('Acme Corporation · Manager: Alex Morgan')).toBeVisible();
  expect(within(toDecide).getByText('In: Sales')).toBeVisible();
});

it('opens the request form with the group of the link picked (the mail that access ends soon)', async () => {
  const props = {} as ComponentProps<typeof AccessRequestsPage>;
  mockApi({
    'GET /account/accessRequests/toDecide': [],
    'GET /account/accessRequests': [],
    'GET /account/accessRequests/groups': [{ id: 4, name: 'Engineering', maxRequestDays: 30, requestStepUp: false }],
    'GET /account/accessRequests/organizations': [],
  });
  renderAdmin(<AccessRequestsPage {...props} />, { url: '/accessRequests?ask=1&groupID=4' });
  const dialog = await screen.findByRole('dialog', { name: 'Request access to a group' });
  expect(await within(dialog).findByRole('combobox', { name: 'Group or organization' })).toHaveTextContent(
    'Engineering',
  );
});

it('offers the organizations one may ask to join, and asks for one without days', async () => {
  const props = {} as ComponentProps<typeof AccessRequestsPage>;
  const calls = mockApi({
    'GET /account/accessRequests/toDecide': [],
    'GET /account/accessRequests': [],
    'GET /account/accessRequests/groups': [{ id: 4, name: 'Engineering', maxRequestDays: 30, requestStepUp: false }],
    'GET /account/accessRequests/organizations': [{ id: 3, name: 'Initech' }],
    'POST /account/accessRequests': {
      ...request,
      kind: 'organization',
      organizationID: 3,
      organizationName: 'Initech',
    },
  });
  renderAdmin(<AccessRequestsPage {...props} />, { url: '/accessRequests?ask=1' });
  const dialog = await screen.findByRole('dialog', { name: 'Request access to a group' });
  fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: 'Group or organization' }));
  const options = await screen.findByRole('listbox');
  expect(within(options).getByText('Organizations')).toBeVisible();
  fireEvent.click(await within(options).findByRole('option', { name: 'Initech' }));
  // An organization's membership has no end: the form asks for no days.
  expect(within(dialog).queryByLabelText(/For how many days/)).toBeNull();
  fireEvent.change(within(dialog).getByLabelText(/Why do you need it/), { target: { value: 'I moved teams' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    kind: 'organization',
    organizationID: 3,
    reason: 'I moved teams',
  });
});

it('shows an organization’s request to its approvers and its requester, with no end date', async () => {
  const props = {} as ComponentProps<typeof AccessRequestsPage>;
  const joining = {
    ...request,
    requesterName: 'Jamie Rivera',
    kind: 'organization',
    groupID: 0,
    organizationID: 3,
    organizationName: 'Initech',
    days: 0,
  };
  mockApi({
    'GET /account/accessRequests/toDecide': [{ ...joining, requesterGroups: [], grants: [] }],
    'GET /account/accessRequests': [{ ...joining, id: 2, organizationName: '' }],
    'GET /account/accessRequests/groups': [],
    'GET /account/accessRequests/organizations': [],
  });
  renderAdmin(<AccessRequestsPage {...props} />, { url: '/accessRequests' });
  const toDecide = await screen.findByRole('table', { name: 'Waiting for your decision' });
  expect(await within(toDecide).findByText('Organization Initech')).toBeVisible();
  expect(within(toDecide).getByText('No end date')).toBeVisible();
  const mine = screen.getByRole('region', { name: 'My requests' });
  expect(await within(mine).findByText(/Deleted organization #3/)).toBeVisible();
});
