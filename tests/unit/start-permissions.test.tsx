/**
 * react-admin's router (CoreAdminRoutes) asks for the permissions as it mounts and, as it came, rendered
 * the whole console again twice once they arrived: the shell, the menu and the page, in the seconds a
 * person starts to use the list (issue 63: about 100 ms of a slowed CPU after the rows showed). Start-up
 * now puts them in react-admin's cache with the user (src/routes/prefetch.ts), and a patch of ra-core
 * (patches/ra-core+5.15.4.patch) keeps the router's routes when the same children give the same ones.
 */
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import {
  CoreAdminContext,
  CoreAdminUI,
  Resource,
  ResourceDefinitionContext,
  TestMemoryRouter,
  usePermissions,
  type AuthProvider,
} from 'react-admin';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/platform/queryClient';
import { PERMISSIONS_KEY, prefetch } from '@/routes/prefetch';
import { mockApi } from '../support/admin';

const services = { account: ['SUPERADMIN'] };
const me = { id: 1, uuid: 'uuid-admin', firstName: 'Ada', lastName: 'Admin', email: 'a@example.com', services };

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

const authProvider = (getPermissions: () => Promise<unknown>): AuthProvider => ({
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions,
});

describe('the permissions at start-up', () => {
  it("are in react-admin's cache once start-up has asked: its first read finds them", async () => {
    mockApi({ 'GET /account/users/current': me, 'GET /account/users/current/apps': [] });
    await prefetch({ pathname: '/signin', search: '' });
    expect(queryClient.getQueryData(PERMISSIONS_KEY)).toEqual(services);

    const asked = vi.fn(() => Promise.resolve({}));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <CoreAdminContext authProvider={authProvider(asked)} queryClient={queryClient}>
        {children}
      </CoreAdminContext>
    );
    const { result } = renderHook(() => usePermissions(), { wrapper });
    // The first render already has them: nothing pending, nothing asked.
    expect(result.current.isPending).toBe(false);
    expect(result.current.permissions).toEqual(services);
    expect(asked).not.toHaveBeenCalled();
  });

  it('render the layout once: the router keeps its routes when they arrive or are already there', async () => {
    const renders = { layout: 0 };
    const Layout = ({ children }: { children?: ReactNode }) => {
      renders.layout++;
      return <main>{children}</main>;
    };
    const List = () => <p>The list</p>;
    // As the console has them (src/routes/adminRoutes.tsx): fixed, so that only the router's own state renders it.
    const definitions = {
      definitions: { things: Resource.registerResource({ name: 'things', list: List }) },
      register: () => undefined,
      unregister: () => undefined,
    };
    const mount = (client: QueryClient, getPermissions: () => Promise<unknown>) =>
      render(
        <TestMemoryRouter initialEntries={['/things']}>
          <CoreAdminContext authProvider={authProvider(getPermissions)} queryClient={client}>
            <ResourceDefinitionContext.Provider value={definitions}>
              <CoreAdminUI layout={Layout} disableTelemetry>
                <Resource name="things" list={List} />
              </CoreAdminUI>
            </ResourceDefinitionContext.Provider>
          </CoreAdminContext>
        </TestMemoryRouter>,
      );
    const settled = async (getPermissions: ReturnType<typeof vi.fn>) => {
      await screen.findByText('The list');
      await waitFor(() => expect(getPermissions).toHaveBeenCalled());
      await new Promise((done) => setTimeout(done, 50));
    };

    // Already there (start-up's way): the layout renders once, and the router asks nothing more of it.
    const seeded = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    seeded.setQueryData(PERMISSIONS_KEY, services);
    const notAsked = vi.fn(() => Promise.resolve(services));
    const first = mount(seeded, notAsked);
    await screen.findByText('The list');
    await new Promise((done) => setTimeout(done, 50));
    expect(notAsked).not.toHaveBeenCalled();
    expect(renders.layout).toBe(1);
    first.unmount();

    // Arriving late, they render the layout once more (the router's read), not twice.
    renders.layout = 0;
    const late = vi.fn(() => new Promise((done) => setTimeout(() => done(services), 20)));
    mount(new QueryClient({ defaultOptions: { queries: { retry: false } } }), late);
    await settled(late);
    expect(renders.layout).toBe(2);
  });
});
