/**
 * GET calls started before the app has loaded (by the first paint, src/firstPaint), which the app takes
 * over instead of asking again: platformFetch looks here first. Each call is taken once, and only while
 * it is fresh.
 */
const started = new Map<string, Promise<Response>>();

/** An answer left untaken this long after its call started is dropped: a later call must not get it. */
export const EARLY_CALL_TTL_MS = 10_000;

/**
 * Starts a GET of `url` as platformFetch would send it (credentials, JSON) and leaves it for the app to
 * take; resolves with a copy of the answer for the starter's own reading.
 */
export function startEarly(url: string): Promise<Response> {
  const call = fetch(url, { headers: { Accept: 'application/json' }, credentials: 'include' });
  started.set(url, call);
  setTimeout(() => {
    if (started.get(url) === call) started.delete(url);
  }, EARLY_CALL_TTL_MS);
  // Cloned in the first reaction to the answer, so before the app can read (and so lock) its body.
  return call.then((response) => response.clone());
}

/** The early GET of `url`, if one was started and not taken yet; the caller reads its answer. */
export function takeEarly(url: string, init: RequestInit): Promise<Response> | undefined {
  if ((init.method ?? 'GET') !== 'GET' || init.body !== undefined) return undefined;
  const call = started.get(url);
  started.delete(url);
  return call;
}
