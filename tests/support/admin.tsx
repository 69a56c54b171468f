/**
 * Test harness of the search, users and uploads components: react-admin's context with the real
 * catalogue and the real data provider, over a fake `fetch` that answers like the platform.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createQueryClient } from '@/platform/queryClient';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import type { Location } from 'react-router-dom';
import { vi } from 'vitest';
import { calls, endpoints } from '@resources/index';
import { catalogue as en } from '@resources/index';
import { createDataProvider } from '@/platform/dataProvider';
import { createAuthProvider } from '@/auth/authProvider';

// The console's auth provider; no endpoints, so every access is allowed, as the visitors' app has it.
const authProvider = createAuthProvider({});

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (call: Call) => unknown;

/**
 * Routes are `"GET /account/users/searchMetadata"`; a handler's return value is the envelope's payload,
 * or a Response to answer something else. Unrouted calls answer 404.
 */
export function mockApi(routes: Record<string, Handler | unknown>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body =
      typeof init.body === 'string' ? JSON.parse(init.body) : init.body instanceof FormData ? init.body : undefined;
    const call: Call = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    if (route === undefined) {
      return new Response(JSON.stringify({ success: false, status: 404, errorCode: 'NOT_FOUND', description: 'Not found.' }), {
        status: 404,
      });
    }
    const payload = typeof route === 'function' ? (route as Handler)(call) : route;
    if (payload instanceof Response) return payload;
    const headers: Record<string, string> = {};
    if (Array.isArray(payload)) headers['Content-Range'] = `items 0-${Math.max(payload.length - 1, 0)}/${payload.length}`;
    return new Response(JSON.stringify({ success: true, payload }), { status: 200, headers });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const i18nProvider = polyglotI18nProvider(() => en, 'en', { allowMissing: true });

/** Renders inside react-admin with a memory router; `location()` is the router's current location. */
export function renderWithAdmin(ui: ReactNode, { url = '/users' }: { url?: string } = {}) {
  let current: Location | undefined;
  const queryClient = createQueryClient();
  const result = render(
    <TestMemoryRouter initialEntries={[url]} locationCallback={(l) => (current = l)}>
      <AdminContext authProvider={authProvider} dataProvider={createDataProvider(endpoints, calls)} i18nProvider={i18nProvider} queryClient={queryClient}>
        {ui}
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...result, location: () => current!, queryClient };
}
