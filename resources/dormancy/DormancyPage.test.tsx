import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DormancyPage from '@resources/dormancy/DormancyPage';
import dormancy from '@resources/dormancy/index';
import type { DormancyPreview, DormancyRule, DormancyRun } from '@contract/dormancy';
import { ruleErrors } from '@resources/dormancy/ruleErrors';
import { mockApi, renderAdmin, type Call } from '../../tests/support/admin';

let calls: Call[];
let rule: DormancyRule;
let runs: DormancyRun[];

const person = (id: number, email: string, inactiveDays: number, lastSigninAt = '2026-01-01T10:00:00.000Z') => ({
  id,
  firstName: 'P',
  lastName: String(id),
  email,
  active: true,
  lastSigninAt,
  createdAt: '2025-01-01T10:00:00.000Z',
  inactiveDays,
});
const PREVIEW: Omit<DormancyPreview, 'rule'> = {
  at: '2026-11-26T10:00:00.000Z',
  saved: true,
  counts: { mail: 2, deactivate: 1, delete: 0 },
  mail: [person(10, 'ann@example.com', 120, ''), person(11, 'bob@example.com', 100)],
  deactivate: [person(12, 'cid@example.com', 200)],
  delete: [],
};

beforeEach(() => {
  rule = {
    id: 1,
    enabled: false,
    warnAfterDays: 90,
    deactivateAfterDays: 180,
    deleteAfterDays: null,
    exemptUserIDs: [],
    exemptGroupIDs: [],
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
  runs = [];
  calls = mockApi({
    'GET /account/dormancy': () => rule,
    'PUT /account/dormancy': ({ body }: Call) =>
      (rule = { ...rule, ...(body as object), updatedAt: new Date().toISOString() }),
    'GET /account/dormancy/preview': () => ({ ...PREVIEW, rule }),
    'POST /account/dormancy/preview': ({ body }: Call) => ({
      ...PREVIEW,
      saved: false,
      rule: { ...rule, ...(body as object) },
    }),
    'GET /account/dormancy/runs': () => runs,
    'POST /account/dormancy/run': () => {
      const run = {
        id: 1,
        runID: 'dormancy-2026-11-26T10:00:00.000Z',
        at: PREVIEW.at,
        by: 'admin@example.com',
        mailed: 2,
        deactivated: 1,
        deleted: 0,
      };
      runs = [run];
      return { run, mailed: [10, 11], deactivated: [12], deleted: [] };
    },
    'GET /account/users': () => [],
    'GET /account/groups': () => [],
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  renderAdmin(
    <>
      <DormancyPage definition={dormancy} />
      <Notification />
    </>,
    { url: '/dormancy' },
  );
const made = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);

describe('ruleErrors', () => {
  it('asks for whole days from 1 to 3,650 and N < M < K, each under its field', () => {
    const key = (name: string) => `app.resources.dormancy.errors.${name}`;
    expect(ruleErrors({ warnAfterDays: 90, deactivateAfterDays: 180, deleteAfterDays: null })).toEqual({});
    expect(ruleErrors({ warnAfterDays: 90, deactivateAfterDays: 180, deleteAfterDays: '' })).toEqual({});
    expect(ruleErrors({ warnAfterDays: '90', deactivateAfterDays: ' 180 ', deleteAfterDays: '365' })).toEqual({});
    expect(ruleErrors({ warnAfterDays: '9x', deactivateAfterDays: '180' })).toEqual({ warnAfterDays: key('days') });
    expect(ruleErrors({ warnAfterDays: null, deactivateAfterDays: 0 })).toEqual({
      warnAfterDays: key('required'),
      deactivateAfterDays: key('days'),
    });
    expect(ruleErrors({ warnAfterDays: 90, deactivateAfterDays: 90 })).toEqual({
      deactivateAfterDays: key('afterWarning'),
    });
    expect(ruleErrors({ warnAfterDays: 90, deactivateAfterDays: 180, deleteAfterDays: 180 })).toEqual({
      deleteAfterDays: key('afterDeactivation'),
    });
    expect(ruleErrors({ warnAfterDays: 1.5, deactivateAfterDays: 3651 })).toEqual({
      warnAfterDays: key('days'),
      deactivateAfterDays: key('days'),
    });
  });
});

describe('DormancyPage', { timeout: 60_000 }, () => {
  it('shows the rule; an order the API would refuse shows its error under the field and is not sent', async () => {
    const user = userEvent.setup();
    renderPage();
    const deactivate = await screen.findByLabelText('Deactivate after (days)');
    expect(deactivate).toHaveValue('180');
    await user.clear(deactivate);
    await user.type(deactivate, '60');
    expect(await screen.findByText('Deactivate after more days than the mail.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(made('PUT', '/account/dormancy')).toHaveLength(0);

    await user.clear(deactivate);
    await user.type(deactivate, '365');
    await user.click(screen.getByRole('switch', { name: 'Run every day' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The rule has been saved.')).toBeInTheDocument();
    expect(made('PUT', '/account/dormancy')[0].body).toMatchObject({
      enabled: true,
      warnAfterDays: 90,
      deactivateAfterDays: 365,
      deleteAfterDays: null,
    });
  });

  it('the dry run lists who is mailed, deactivated and deleted with counts; Run now confirms them, then lists the run', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Dry run' }));
    const mailed = await screen.findByRole('table', { name: 'Mailed (2)' });
    expect(
      within(mailed)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      expect.stringContaining('E-mail'),
      expect.stringMatching(/ann@example\.comNever120/),
      expect.stringContaining('bob@example.com'),
    ]);
    expect(
      within(screen.getByRole('table', { name: 'Deactivated (1)' })).getByText('cid@example.com'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Deleted (0)' })).toHaveTextContent('Nobody');
    expect(made('POST', '/account/dormancy/run')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Run now' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('2 mailed, 1 deactivated, 0 deleted');
    await user.click(within(dialog).getByRole('button', { name: 'I am sure' }));
    expect(await screen.findByText('Run done: 2 mailed, 1 deactivated, 0 deleted.')).toBeInTheDocument();
    expect(made('POST', '/account/dormancy/run')).toHaveLength(1);
    const history = await screen.findByRole('link', { name: 'History of this run' });
    expect(decodeURIComponent(history.getAttribute('href')!)).toContain('"value":"dormancy-2026-11-26T10:00:00.000Z"');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('with changes not saved, Dry run previews the rule on the screen and Run now waits for the save (issue 64)', async () => {
    const user = userEvent.setup();
    renderPage();
    const deactivate = await screen.findByLabelText('Deactivate after (days)');
    await user.clear(deactivate);
    await user.type(deactivate, '365');
    expect(screen.getByRole('button', { name: 'Run now' })).toBeDisabled();
    expect(screen.getByText(/Run now runs the saved rule: save your changes first/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dry run of my changes' }));
    expect(
      await screen.findByRole('heading', { name: /rule on the screen would act on today \(not saved\)/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(/deactivate after 365 days/)).toBeInTheDocument();
    expect(made('POST', '/account/dormancy/preview')[0].body).toMatchObject({ deactivateAfterDays: 365 });
    expect(made('GET', '/account/dormancy/preview')).toHaveLength(0);
    // Another edit drops the dry run, which is no longer about the rule on the screen.
    await user.type(deactivate, '0');
    await waitFor(() => expect(screen.queryByRole('heading', { name: /not saved/ })).toBeNull());
    expect(made('PUT', '/account/dormancy')).toHaveLength(0);
  });

  it('Run now runs the saved rule its confirmation names (its version sent with the run)', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Run now' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('deactivate after 180 days');
    await user.click(within(dialog).getByRole('button', { name: 'I am sure' }));
    await screen.findByText('Run done: 2 mailed, 1 deactivated, 0 deleted.');
    expect(made('POST', '/account/dormancy/run')[0].body).toEqual({ ruleUpdatedAt: '2026-01-01T00:00:00.000Z' });
  });
});
