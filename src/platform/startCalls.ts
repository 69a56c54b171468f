/**
 * The opened page's start-up calls, asked for by the HTML as soon as config.json has named the API's
 * prefix, before the console's code has arrived (issue 63: the first list request started by the page).
 * Which calls an address makes at start is src/routes/startCalls.json, recorded from start-up itself
 * (src/routes/prefetch.ts, the capabilities) by tests/unit/start-calls.test.ts; build/startCalls.ts writes
 * it into the HTML. Each answer goes, once, to the first identical call platformFetch makes (method,
 * address, body, no headers of its own); start-up drops those left once it has rendered (src/main.tsx),
 * so no later call ever gets an answer from the page's opening.
 */

/** The calls under way, by key (startCallKey), as the HTML leaves them on `window.startCalls`. */
type Started = Record<string, Promise<Response>>;

const page = globalThis as { startCalls?: Promise<Started | undefined> };

/** A call's key: the HTML's script makes the same (build/startCalls.ts). */
export const startCallKey = (method: string, url: string, body?: string) =>
  body === undefined ? `${method} ${url}` : `${method} ${url} ${body}`;

/** The HTML's answer to this call if it asked for it and nothing has taken it; undefined otherwise. */
export async function takeStartCall(method: string, url: string, init: RequestInit): Promise<Response | undefined> {
  const { startCalls } = page;
  // Only a call as start-up makes it: no headers of its own, a JSON body if any.
  if (!startCalls || init.headers || (init.body !== undefined && typeof init.body !== 'string')) return undefined;
  const calls = await startCalls;
  const key = startCallKey(method, url, init.body);
  const call = calls?.[key];
  if (!call) return undefined;
  delete calls[key];
  // A call that failed on its way (offline a moment) is made again by its caller.
  return call.catch(() => undefined);
}

/** Start-up has rendered: what is left untaken is dropped. */
export function endStartCalls() {
  delete page.startCalls;
}
