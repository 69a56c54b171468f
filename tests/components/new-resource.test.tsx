/**
 * Adding a resource is one definition (and its texts): a resource defined only in this test shows in
 * the side menu and, from there, opens its page through the console's own route building.
 */
import ExtensionIcon from '@mui/icons-material/Extension';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import { Admin, TestMemoryRouter, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { defineResource } from '@resources/define';
import { CURRENT_USER_KEY, USER_APPS_KEY } from '@/auth/useCurrentUser';
import { catalogue as en } from '@resources/index';
import { SideMenu } from '@/layout/SideMenu';
import { queryClient } from '@/platform/queryClient';
import { buildAdminRoutes } from '@/routes/adminRoutes';
import { buildRoutes } from '@/routes/routeTable';

vi.setConfig({ testTimeout: 30_000 });

const gadgets = defineResource({
  name: 'gadgets',
  endpoint: { service: 'account', path: '/gadgets' },
  route: '/gadgets',
  roles: { account: ['superadmin'] },
  menu: { icon: ExtensionIcon, order: 25 },
  fields: [
    { source: 'name', type: 'text', required: true },
    { source: 'size', type: 'int' },
  ],
  columns: [{ source: 'name' }, { source: 'size' }],
  selectionParam: 'gadgetID',
});
// Its texts, as src/i18n/messages/resources.ts would hold them.
const messages = {
  ...en,
  app: { ...en.app, resources: { ...en.app.resources, gadgets: { title: 'Gadgets', fields: { size: 'Size' } } } },
};

const rows = [
  { id: 1, name: 'Sprocket', size: 3 },
  { id: 2, name: 'Flange', size: 8 },
];
const dataProvider = {
  getList: async (resource: string) => ({
    data: resource === 'gadgets' ? rows : [],
    total: resource === 'gadgets' ? 2 : 0,
  }),
} as unknown as DataProvider;

describe('a resource defined only by its definition', () => {
  it('shows in the menu and opens its page with its list', async () => {
    queryClient.setQueryData(CURRENT_USER_KEY, {
      id: 1,
      uuid: 'u-1',
      firstName: 'Ada',
      services: { account: ['superadmin'] },
    });
    queryClient.setQueryData(USER_APPS_KEY, []);
    const table = buildRoutes([gadgets]);
    const Layout = ({ children }: { children: ReactNode }) => (
      <>
        <SideMenu mini={false} routes={table} />
        <main>{children}</main>
      </>
    );
    render(
      <TestMemoryRouter initialEntries={['/default']}>
        <Admin
          dataProvider={dataProvider}
          i18nProvider={polyglotI18nProvider(() => messages, 'en', { allowMissing: true })}
          queryClient={queryClient}
          layout={Layout}
        >
          {buildAdminRoutes(table)}
        </Admin>
      </TestMemoryRouter>,
    );

    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    await userEvent.click(await within(menu).findByRole('link', { name: 'Gadgets' }));
    const main = screen.getByRole('main');
    // The page's code is transformed on its first import here: on a loaded machine that takes longer than
    // Testing Library's default second (the admin showed its catch-all meanwhile, and the test failed).
    const loaded = { timeout: 15_000 };
    expect(await within(main).findByRole('heading', { name: 'Gadgets', level: 1 }, loaded)).toBeInTheDocument();
    expect(await within(main).findByText('Sprocket', {}, loaded)).toBeInTheDocument();
    expect(within(main).getByRole('columnheader', { name: /Size/ })).toBeInTheDocument();
    expect(within(main).getByRole('columnheader', { name: /Name/ })).toBeInTheDocument();
  });
});
