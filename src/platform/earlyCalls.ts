/**
 * Start-up's calls started before the app has loaded (src/firstPaint/start.ts), which the app takes over
 * instead of asking again: platformFetch looks here first. Each call is taken once, and only while it is
 * fresh; a call matches on its method, address and JSON body.
 */
const started = new Map<string, Promise<Response>>();

/** An answer left untaken this long after its call started is dropped: a later call must not get it. */
export const EARLY_CALL_TTL_MS = 10_000;

/** What an early call may send: a GET, or a POST with a JSON body (the access check). */
export interface EarlyInit {
  method?: 'GET' | 'POST';
  body?: string;
}

const keyOf = (url: string, method: string, body: string | undefined) => `${method} ${url}\n${body ?? ''}`;

/**
 * Starts a call as platformFetch would send it (credentials, JSON) and leaves it for the app to take;
 * resolves with a copy of the answer for the starter's own reading.
 */
export function startEarly(url: string, { method = 'GET', body }: EarlyInit = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const call = fetch(url, { method, body, headers, credentials: 'include' });
  const key = keyOf(url, method, body);
  started.set(key, call);
  setTimeout(() => {
    if (started.get(key) === call) started.delete(key);
  }, EARLY_CALL_TTL_MS);
  // Cloned in the first reaction to the answer, so before the app can read (and so lock) its body.
  const copy = call.then((response) => response.clone());
  // A failure is its reader's to handle; a call or copy nobody reads must not fail unhandled.
  call.catch(() => undefined);
  copy.catch(() => undefined);
  return copy;
}

/** The early call of `url` with this method and body, if one was started and not taken yet. */
export function takeEarly(url: string, init: RequestInit): Promise<Response> | undefined {
  if (init.body !== undefined && typeof init.body !== 'string') return undefined;
  const key = keyOf(url, init.method ?? 'GET', init.body);
  const call = started.get(key);
  started.delete(key);
  return call;
}
