/**
 * The component tests' one way to mount the admin app's context (issue 37): react-admin's context as
 * the admin app has it (the real catalogue's translator, the console's data provider over `fetch`,
 * its auth provider) in a memory router, each part replaceable; and `mockApi`, a fake `fetch` that
 * answers like the platform.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { AdminContext, TestMemoryRouter, type AuthProvider, type DataProvider } from 'react-admin';
import type { Location } from 'react-router-dom';
import { vi } from 'vitest';
import { calls, catalogue, endpoints } from '@resources/index';
import { TEXT_PARTS } from './textParts';
import { createAuthProvider } from '@/auth/authProvider';
import { translatorWith } from '@/i18n/withTextParts';
import { createDataProvider } from '@/platform/dataProvider';
import { createQueryClient } from '@/platform/queryClient';
import { CAPABILITY_NAMES } from '@contract/capabilities';

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
const CAPABILITIES = 'GET /account/capabilities';
const EVERY = { capabilities: CAPABILITY_NAMES };

export function mockApi(routes: Record<string, Handler | unknown>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body =
      typeof init.body === 'string' ? JSON.parse(init.body) : init.body instanceof FormData ? init.body : undefined;
    const call: Call = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(call);
    // The fake platform offers every capability, as the development API does, unless the test says otherwise.
    const route =
      routes[`${method} ${url.pathname}`] ?? (`${method} ${url.pathname}` === CAPABILITIES ? EVERY : undefined);
    if (route === undefined) {
      return new Response(
        JSON.stringify({ success: false, status: 404, errorCode: 'NOT_FOUND', description: 'Not found.' }),
        {
          status: 404,
        },
      );
    }
    // A handler may answer later (a promise), for a test to act while the call is on its way.
    const payload = await (typeof route === 'function' ? (route as Handler)(call) : route);
    if (payload instanceof Response) return payload;
    const headers: Record<string, string> = {};
    if (Array.isArray(payload))
      headers['Content-Range'] = `items 0-${Math.max(payload.length - 1, 0)}/${payload.length}`;
    return new Response(JSON.stringify({ success: true, payload }), { status: 200, headers });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** Every text part's English (src/i18n/textParts.ts), in the translator from the start as the app's is once wanted. */
const englishParts = await Promise.all(TEXT_PARTS.map(async (part) => ({ part, texts: (await part.en()).texts })));

export interface AdminOptions {
  /** The router's first address (default `/users`); `location()` reads the current one. */
  url?: string;
  /** Default: the console's, over `fetch` (see mockApi). */
  dataProvider?: DataProvider;
  /** Default: the console's without endpoints, so every access is allowed, as the visitors' app has it. */
  authProvider?: AuthProvider;
  /** The catalogue the translator reads. Default: the admin app's English one. */
  messages?: object;
  /** Default: a new one. The app's own (`queryClient`, src/platform/queryClient.ts) where the code under test reads it outside react-admin. */
  queryClient?: QueryClient;
}

/**
 * Renders `ui` inside react-admin's context in a memory router, as the admin app does. `rerender` keeps
 * the context; `location()` is the router's current location; `queryClient` the one react-admin uses.
 */
export function renderAdmin(ui: ReactNode, options: AdminOptions = {}) {
  const {
    url = '/users',
    dataProvider = createDataProvider(endpoints, calls),
    authProvider = createAuthProvider({}),
    messages = catalogue,
    queryClient = createQueryClient(),
  } = options;
  const i18nProvider = translatorWith(messages, 'en', englishParts);
  let current: Location | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestMemoryRouter initialEntries={[url]} locationCallback={(l) => (current = l)}>
      <AdminContext
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
      >
        {children}
      </AdminContext>
    </TestMemoryRouter>
  );
  const result = render(ui, { wrapper });
  return { ...result, location: () => current!, queryClient };
}
