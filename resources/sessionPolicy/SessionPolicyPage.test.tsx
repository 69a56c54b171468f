import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SessionPolicyPage from '@resources/sessionPolicy/SessionPolicyPage';
import sessionPolicy from '@resources/sessionPolicy/index';
import { policyErrors } from '@resources/sessionPolicy/policyErrors';
import type { SessionPolicy } from '@contract/sessionPolicy';
import { mockApi, renderAdmin, type Call } from '../../tests/support/admin';

let calls: Call[];
let policy: SessionPolicy;

beforeEach(() => {
  policy = {
    id: 1,
    absoluteHours: 168,
    idleMinutes: 480,
    adminAbsoluteHours: 24,
    adminIdleMinutes: 60,
    rememberMeDays: 30,
    stepUpActions: [],
    updatedAt: '',
  };
  calls = mockApi({
    'GET /account/sessionPolicy': () => policy,
    'PUT /account/sessionPolicy': ({ body }: Call) =>
      (policy = { ...policy, ...(body as object), updatedAt: new Date().toISOString() }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  renderAdmin(
    <>
      <SessionPolicyPage definition={sessionPolicy} />
      <Notification />
    </>,
    { url: '/sessionPolicy' },
  );
const made = (method: string) => calls.filter((c) => c.method === method && c.path === '/account/sessionPolicy');
const DEFAULTS = {
  absoluteHours: 168,
  idleMinutes: 480,
  adminAbsoluteHours: 24,
  adminIdleMinutes: 60,
  rememberMeDays: 30,
};

describe('policyErrors', () => {
  const key = (name: string) => `app.resources.sessionPolicy.errors.${name}`;
  it('asks for whole numbers from 1, within a year, each under its field', () => {
    expect(policyErrors(DEFAULTS)).toEqual({});
    expect(policyErrors({ ...DEFAULTS, idleMinutes: ' 600 ' })).toEqual({});
    expect(policyErrors({ ...DEFAULTS, idleMinutes: '', rememberMeDays: 0, absoluteHours: 1.5 })).toEqual({
      idleMinutes: key('required'),
      rememberMeDays: key('whole'),
      absoluteHours: key('whole'),
    });
    expect(policyErrors({ ...DEFAULTS, rememberMeDays: 366 })).toEqual({ rememberMeDays: key('whole') });
  });

  it('and their order, as the API checks it', () => {
    expect(policyErrors({ ...DEFAULTS, idleMinutes: 168 * 60 + 1 })).toEqual({ idleMinutes: key('idleMinutes') });
    expect(policyErrors({ ...DEFAULTS, adminAbsoluteHours: 200 })).toEqual({
      adminAbsoluteHours: key('adminAbsoluteHours'),
    });
    expect(policyErrors({ ...DEFAULTS, adminIdleMinutes: 600 })).toEqual({ adminIdleMinutes: key('adminIdleMinutes') });
    expect(policyErrors({ ...DEFAULTS, rememberMeDays: 6 })).toEqual({ rememberMeDays: key('rememberMeDays') });
  });
});

describe('SessionPolicyPage', { timeout: 60_000 }, () => {
  it('shows the policy; a wrong order shows under the field and is not sent; a right one is saved', async () => {
    const user = userEvent.setup();
    renderPage();
    const adminIdle = await screen.findByLabelText('Administrators: idle lifetime (minutes)');
    expect(adminIdle).toHaveValue('60');
    await user.clear(adminIdle);
    await user.type(adminIdle, '600');
    expect(
      await screen.findByText(
        'Administrators cannot have a longer idle lifetime than everyone, nor than their absolute one.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.clear(adminIdle);
    await user.type(adminIdle, '15');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The session policy has been saved.')).toBeInTheDocument();
    expect(made('PUT')).toHaveLength(1);
    expect(made('PUT')[0].body).toEqual({ ...DEFAULTS, adminIdleMinutes: 15 });
  });
});

describe('the step-up list', { timeout: 60_000 }, () => {
  it('shows the marked actions, and saves the whole list when one is marked', async () => {
    policy.stepUpActions = ['editRule'];
    const user = userEvent.setup();
    renderPage();
    const rule = await screen.findByRole('checkbox', { name: 'Creating, changing or deleting a rule' });
    expect(rule).toBeChecked();
    const save = screen.getByRole('button', { name: 'Save the step-up list' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Deleting a user' }));
    await user.click(save);
    expect(await screen.findByText('The session policy has been saved.')).toBeInTheDocument();
    expect(made('PUT').map((c) => c.body)).toEqual([{ stepUpActions: ['deleteUser', 'editRule'] }]);
    expect(screen.getByRole('checkbox', { name: 'Deleting a user' })).toBeChecked();
  });
});
