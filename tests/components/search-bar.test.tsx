import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dayBefore } from '@/filters/relative';
import { useFiltersParam } from '@/filters/useFiltersParam';
import type { SearchDefinition } from '@contract/types';
import SearchBar from '@/search/SearchBar';
import { mockApi, renderAdmin, type Call } from '../support/admin';

const search: SearchDefinition = {
  keyword: 'users',
  metadata: { service: 'account', path: '/users/searchMetadata' },
  csv: { service: 'account', path: '/users/csv' },
};

/** The bar as a list page shows it: the applied filters kept in the address. */
function Bar() {
  const [filters, apply] = useFiltersParam();
  return <SearchBar search={search} filters={filters} onApply={apply} />;
}

const metadata = {
  email: { name: 'email', label: 'Email', type: 'string' },
  id: { name: 'id', label: 'ID', type: 'int' },
  createdAt: { name: 'createdAt', label: 'Created At', type: 'date' },
  active: { name: 'active', label: 'Active', type: 'bool' },
};

const me = {
  id: 1,
  uuid: 'uuid-admin',
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'admin@example.com',
  services: { account: ['superadmin'] },
};

let calls: Call[];
let presets: Record<string, unknown>[];

beforeEach(() => {
  presets = [
    {
      id: 1,
      name: 'Team search',
      color: '#ff0000',
      global: true,
      keyword: 'users',
      userUUID: 'uuid-other',
      filter: '[{"name":"email","comparison":"like","value":"team"}]',
    },
    {
      id: 2,
      name: 'Mine',
      color: '#00ff00',
      global: false,
      keyword: 'users',
      userUUID: 'uuid-admin',
      filter: '[{"name":"id","comparison":"gt","value":5}]',
    },
  ];
  calls = mockApi({
    'GET /account/users/searchMetadata': metadata,
    'GET /account/users/current': me,
    'GET /unity/searchPresets': () => presets,
    'POST /unity/searchPresets': (call: Call) => ({ id: 3, ...(call.body as object), userUUID: 'uuid-admin' }),
    'PUT /unity/searchPresets/2': (call: Call) => ({ ...presets[1], ...(call.body as object) }),
    'DELETE /unity/searchPresets/2': () => {
      presets = presets.filter((p) => p.id !== 2);
      return {};
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

const filtersOf = (search: string) => JSON.parse(new URLSearchParams(search).get('filters') ?? 'null');

async function addField(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(await screen.findByRole('button', { name: 'Field' }));
  await user.click(await screen.findByRole('menuitem', { name: label }));
}

// MUI menus in jsdom are slow on a shared machine.
describe('SearchBar', { timeout: 20_000 }, () => {
  it('shows its header and buttons, and a Field menu built from searchMetadata', async () => {
    const user = userEvent.setup();
    renderAdmin(<Bar />);
    expect(screen.getByText('Search by')).toBeInTheDocument();
    for (const name of ['Global Presets', 'My Presets', 'Export in CSV', 'Clear', 'Save as Preset', 'Search']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    await waitFor(() => expect(screen.getByRole('button', { name: 'Field' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Field' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Email', 'ID', 'Created At', 'Active']);
    expect(calls.some((c) => c.path === '/account/users/searchMetadata')).toBe(true);
  });

  it('defaults strings and dates to Like and other types to Equal, with an input per type', async () => {
    const user = userEvent.setup();
    renderAdmin(<Bar />);
    for (const label of ['Email', 'Created At', 'ID', 'Active']) await addField(user, label);
    const comparison = (label: string) =>
      within(screen.getByRole('group', { name: label })).getByRole('combobox', { name: /^Comparison/ });
    expect(comparison('Email')).toHaveTextContent('Like');
    expect(comparison('Created At')).toHaveTextContent('Like');
    expect(comparison('ID')).toHaveTextContent('Equal');
    expect(comparison('Active')).toHaveTextContent('Equal');
    expect(screen.getByLabelText('ID Value')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Created At Value')).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    expect(
      within(screen.getByRole('group', { name: 'Active' })).getByRole('combobox', { name: /^Value/ }),
    ).toHaveTextContent('Yes');

    await user.click(comparison('Email'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Equal',
      'Like',
      'Not Equal',
      'Greater Than',
      'Less Than',
      'Greater or Equal Than',
      'Less or Equal Than',
    ]);
  });

  it('sends a date typed MM/DD/YYYY as YYYY-MM-DD in the filters parameter, and reads it back', async () => {
    const user = userEvent.setup();
    const { location } = renderAdmin(<Bar />);
    await addField(user, 'Created At');
    await user.type(screen.getByLabelText('Created At Value'), '01/31/2024');
    await addField(user, 'Email');
    await user.type(screen.getByLabelText('Email Value'), 'smith');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(filtersOf(location().search)).toEqual([
      { name: 'createdAt', comparison: 'like', value: '2024-01-31' },
      { name: 'email', comparison: 'like', value: 'smith' },
    ]);
  });

  it('flags an impossible date and leaves it out', async () => {
    const user = userEvent.setup();
    const { location } = renderAdmin(<Bar />);
    await addField(user, 'Created At');
    await user.type(screen.getByLabelText('Created At Value'), '13/45/2024');
    expect(screen.getByLabelText('Created At Value')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(filtersOf(location().search)).toBeNull();
  });

  it('rebuilds the chips from the URL, and removing the last filter clears the parameter', async () => {
    const user = userEvent.setup();
    const filters = encodeURIComponent(JSON.stringify([{ name: 'createdAt', comparison: 'gte', value: '2024-02-29' }]));
    const { location } = renderAdmin(<Bar />, { url: `/users?filters=${filters}&userID=4` });
    expect(await screen.findByLabelText('Created At Value')).toHaveValue('02/29/2024');
    expect(
      within(screen.getByRole('group', { name: 'Created At' })).getByRole('combobox', { name: /^Comparison/ }),
    ).toHaveTextContent('Greater or Equal Than');
    await user.click(screen.getByRole('button', { name: 'Remove filter Created At' }));
    expect(new URLSearchParams(location().search).has('filters')).toBe(false);
    expect(new URLSearchParams(location().search).get('userID')).toBe('4');
  });

  it('Clear empties the chips and the parameter', async () => {
    const user = userEvent.setup();
    const filters = encodeURIComponent(
      JSON.stringify([
        { name: 'email', comparison: 'like', value: 'a' },
        { name: 'id', comparison: 'eq', value: 3 },
      ]),
    );
    const { location } = renderAdmin(<Bar />, { url: `/users?filters=${filters}` });
    expect(await screen.findByLabelText('Email Value')).toHaveValue('a');
    expect(screen.getByLabelText('ID Value')).toHaveValue(3);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByLabelText('Email Value')).toBeNull();
    expect(new URLSearchParams(location().search).has('filters')).toBe(false);
  });

  it('downloads the server CSV export of the applied filters in place, opening no tab (issue 42)', async () => {
    const user = userEvent.setup();
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    try {
      const filters = JSON.stringify([{ name: 'email', comparison: 'like', value: 'a&b' }]);
      renderAdmin(<Bar />, { url: `/users?filters=${encodeURIComponent(filters)}` });
      await user.click(screen.getByRole('button', { name: 'Export in CSV' }));
      expect(clicked).toHaveLength(1);
      const parsed = new URL(clicked[0].href, 'http://localhost');
      expect(parsed.pathname).toBe('/account/users/csv');
      expect(parsed.searchParams.get('filters')).toBe(filters);
      expect(clicked[0].hasAttribute('download')).toBe(true);
      expect(open).not.toHaveBeenCalled();
    } finally {
      click.mockRestore();
    }
  });

  it('lists global presets to everyone and private ones to their owner, and applies a preset', async () => {
    // Somebody else's private preset, as a list answered to a superadmin may hold: never in My Presets.
    presets.push({
      id: 4,
      name: 'Their private',
      color: '#0000ff',
      global: false,
      keyword: 'users',
      userUUID: 'uuid-other',
      filter: '[]',
    });
    const user = userEvent.setup();
    const { location } = renderAdmin(<Bar />);
    await user.click(screen.getByRole('button', { name: 'Global Presets' }));
    expect(await screen.findByRole('menuitem', { name: /Team search/ })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Mine/ })).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: /Team search/ }));
    expect(filtersOf(location().search)).toEqual([{ name: 'email', comparison: 'like', value: 'team' }]);
    expect(await screen.findByLabelText('Email Value')).toHaveValue('team');

    expect(screen.queryByRole('menuitem', { name: /Their private/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'My Presets' }));
    expect(await screen.findByRole('menuitem', { name: /Mine/ })).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([expect.stringContaining('Mine')]);
    const presetCall = calls.find((c) => c.path === '/unity/searchPresets')!;
    expect(JSON.parse(presetCall.query.get('filters')!)).toEqual([
      { name: 'keyword', comparison: 'eq', value: 'users' },
    ]);
  });
});

describe('PresetDialog', { timeout: 20_000 }, () => {
  it('creates a preset from the current filters, with its name, colour and global flag', async () => {
    const user = userEvent.setup();
    renderAdmin(
      <>
        <Bar />
        <Notification />
      </>,
    );
    await addField(user, 'Email');
    await user.type(screen.getByLabelText('Email Value'), 'doe');
    await user.click(screen.getByRole('button', { name: 'Save as Preset' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText("Let's Create a New Search Preset")).toBeInTheDocument();
    expect(within(dialog).getByText('If set, all the team will see this preset.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Name *'), '  Does ');
    const hex = within(dialog)
      .getAllByLabelText('Color')
      .find((e) => e.tagName === 'INPUT')!;
    await user.clear(hex);
    await user.type(hex, '#123abc');
    await user.click(within(dialog).getByLabelText('Make it Global'));
    await user.click(create);
    expect(await screen.findByText('SearchPreset has been created.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((c) => c.method === 'POST' && c.path === '/unity/searchPresets')!;
    expect(post.body).toEqual({
      name: 'Does',
      color: '#123abc',
      global: true,
      keyword: 'users',
      filter: JSON.stringify([{ name: 'email', comparison: 'like', value: 'doe' }]),
    });
  });

  it('edits a preset under its own name and lets only its owner delete it, after the confirm', async () => {
    const user = userEvent.setup();
    renderAdmin(
      <>
        <Bar />
        <Notification />
      </>,
    );
    // Somebody else's global preset: no Delete.
    await user.click(screen.getByRole('button', { name: 'Global Presets' }));
    await user.click(await screen.findByRole('button', { name: 'Edit preset Team search' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Team search')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The caller's own preset: rename it, then delete it.
    await user.click(screen.getByRole('button', { name: 'My Presets' }));
    await user.click(await screen.findByRole('button', { name: 'Edit preset Mine' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Name *')).toHaveValue('Mine');
    await user.clear(within(dialog).getByLabelText('Name *'));
    await user.type(within(dialog).getByLabelText('Name *'), 'Mine renamed');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('SearchPreset has been updated.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      name: 'Mine renamed',
      global: false,
      keyword: 'users',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'My Presets' }));
    await user.click(await screen.findByRole('button', { name: /Edit preset Mine/ }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText("If you delete this searchPreset, you won't be able to recover it."),
    ).toBeInTheDocument();
    expect(screen.getByText('Are you sure ?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I am sure' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/unity/searchPresets/2')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

// Issue 39: a date field's value may be a number of days ago or never, kept relative in the address and presets.
describe('SearchBar, relative dates and never', { timeout: 30_000 }, () => {
  const chip = () => within(screen.getByRole('group', { name: 'Created At' }));
  const pickWhen = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
    await user.click(chip().getByRole('combobox', { name: /^When/ }));
    await user.click(await screen.findByRole('option', { name }));
  };

  it('"Days ago" starts as Less Than and is kept as now-Nd; "Never" is the empty value, Equal', async () => {
    const user = userEvent.setup();
    const { location } = renderAdmin(<Bar />);
    await addField(user, 'Created At');
    expect(chip().getByRole('combobox', { name: /^When/ })).toHaveTextContent('Date');
    await pickWhen(user, 'Days ago');
    expect(chip().getByRole('combobox', { name: /^Comparison/ })).toHaveTextContent('Less Than');
    await user.type(screen.getByLabelText('Created At Value'), '90');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(filtersOf(location().search)).toEqual([{ name: 'createdAt', comparison: 'lt', value: 'now-90d' }]);

    await pickWhen(user, 'Never');
    expect(screen.queryByLabelText('Created At Value')).toBeNull();
    const comparison = chip().getByRole('combobox', { name: /^Comparison/ });
    expect(comparison).toHaveTextContent('Equal');
    expect(comparison).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(filtersOf(location().search)).toEqual([{ name: 'createdAt', comparison: 'eq', value: '' }]);
  });

  it('shows a relative filter of the address as such, and saves it relative in a preset', async () => {
    const user = userEvent.setup();
    const filters = encodeURIComponent(JSON.stringify([{ name: 'createdAt', comparison: 'lt', value: 'now-30d' }]));
    renderAdmin(
      <>
        <Bar />
        <Notification />
      </>,
      { url: `/users?filters=${filters}` },
    );
    expect(await screen.findByLabelText('Created At Value')).toHaveValue('30');
    expect(chip().getByRole('combobox', { name: /^When/ })).toHaveTextContent('Days ago');
    await user.click(screen.getByRole('button', { name: 'Save as Preset' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name *'), 'Dormant');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('SearchPreset has been created.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.path === '/unity/searchPresets')!;
    expect((post.body as { filter: string }).filter).toBe(
      JSON.stringify([{ name: 'createdAt', comparison: 'lt', value: 'now-30d' }]),
    );
  });

  it('exports the CSV of the day a relative filter names today', async () => {
    const user = userEvent.setup();
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    try {
      const filters = JSON.stringify([{ name: 'createdAt', comparison: 'lt', value: 'now-0d' }]);
      renderAdmin(<Bar />, { url: `/users?filters=${encodeURIComponent(filters)}` });
      await user.click(screen.getByRole('button', { name: 'Export in CSV' }));
      const sent = JSON.parse(new URL(clicked[0].href, 'http://localhost').searchParams.get('filters')!);
      expect(sent).toEqual([{ name: 'createdAt', comparison: 'lt', value: dayBefore(0, new Date()) }]);
    } finally {
      click.mockRestore();
    }
  });
});
