import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { queryClient } from '@/platform/queryClient';
import LauncherPage from '@/launcher/LauncherPage';
import ProcessingPage from '@/processing/ProcessingPage';
import { RouterNavigation } from '@/routes/RouterNavigation';
import { renderAdmin } from '../support/admin';

vi.setConfig({ testTimeout: 30_000 });

const ok = (payload: unknown) =>
  new Response(JSON.stringify({ success: true, payload }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

const CRM = [{ id: 1, name: 'CRM', icon: 'People', url: 'https://crm.example.com' }];

function mockApi(services: Record<string, string[]>, ready = true, apps: object[] = CRM) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.endsWith('/users/current/apps')) return ok(apps);
      if (url.endsWith('/users/current'))
        return ok({ id: 1, uuid: 'u', firstName: 'Ada', services, organizations: [] });
      if (url.endsWith('/users/opaReady')) return ok({ ready });
      return ok({});
    }),
  );
}

function SigninProbe() {
  return <p>Signin page{useLocation().search}</p>;
}

function renderAt(path: string, element: React.ReactNode) {
  return renderAdmin(
    // As in the admin app: the pages' location and navigation (src/navigation) are the router's.
    <RouterNavigation>
      <Routes>
        <Route path="/apps" element={path.startsWith('/apps') ? element : <p>Launcher</p>} />
        <Route path="/processing" element={element} />
        <Route path="/users" element={<p>Users page</p>} />
        <Route path="/signin" element={<SigninProbe />} />
      </Routes>
    </RouterNavigation>,
    { url: path, queryClient },
  );
}

beforeEach(() => queryClient.clear());
afterEach(() => vi.unstubAllGlobals());

describe('launcher', () => {
  it('greets by first name and links each app to its address; no admin tools for a user', async () => {
    mockApi({ account: ['user'] });
    renderAt('/apps', <LauncherPage />);
    expect(await screen.findByRole('heading', { name: /^Good (Morning|Afternoon|Evening), Ada$/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'CRM' })).toHaveAttribute('href', 'https://crm.example.com');
    expect(screen.queryByText('Click + Alt on an app to edit')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add an application' })).toBeNull();
  });

  it('never links or shows an address that is not http(s), whatever the data holds', async () => {
    mockApi({ account: ['user'] }, true, [
      { id: 1, name: 'Evil', icon: 'data:image/svg+xml,<svg onload=alert(1)>', url: 'javascript:alert(1)' },
      { id: 2, name: 'Sneaky', icon: '//evil.example/i.png', url: '/\\evil.example/x' },
      { id: 3, name: 'Fine', icon: 'https://cdn.example.com/i.png', url: 'https://fine.example.com' },
    ]);
    const { container } = renderAt('/apps', <LauncherPage />);
    expect(await screen.findByRole('link', { name: /Fine/ })).toHaveAttribute('href', 'https://fine.example.com');
    expect(screen.getByText('Evil').closest('a')).not.toHaveAttribute('href');
    expect(screen.getByText('Sneaky').closest('a')).not.toHaveAttribute('href');
    const sources = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual(['https://cdn.example.com/i.png']);
  });

  it('gives superadmins the hint and the add button', async () => {
    mockApi({ account: ['superadmin'] });
    renderAt('/apps', <LauncherPage />);
    expect(await screen.findByText('Click + Alt on an app to edit')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add an application' })).toBeInTheDocument();
  });
});

describe('processing page', () => {
  it('goes to a console redirect once ready', async () => {
    mockApi({ account: ['user'] });
    renderAt('/processing?redirect=%2Fusers', <ProcessingPage />);
    expect(screen.getByText('We are creating your account...')).toBeInTheDocument();
    expect(await screen.findByText('Users page')).toBeInTheDocument();
  });

  it('sends a visitor to the sign-in page with the query string, asking nothing of the policy engine', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/users/current')
        ? new Response(
            JSON.stringify({ success: false, status: 401, errorCode: 'UNAUTHORIZED', description: 'Sign in.' }),
            { status: 401 },
          )
        : ok({ ready: true }),
    );
    vi.stubGlobal('fetch', fetch);
    renderAt('/processing?signup', <ProcessingPage />);
    expect(await screen.findByText('Signin page?signup')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/users/opaReady'))).toBe(false);
  });

  it('refuses a redirect to another site and lands on /apps', async () => {
    mockApi({ account: ['user'] });
    renderAt(`/processing?redirect=${encodeURIComponent('https://evil.example.com/')}`, <ProcessingPage />);
    expect(await screen.findByText('Launcher')).toBeInTheDocument();
  });
});
