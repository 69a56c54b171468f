/**
 * The start-up calls in the HTML (issue 63): an address's calls (src/routes/startCalls.json, recorded from
 * start-up by tests/unit/start-calls.test.ts) go out as soon as config.json has answered, while the
 * scripts are still on their way, and src/platform/startCalls.ts hands their answers to start-up's own
 * identical calls. An address with a query asks nothing early (its filters are the app's to read).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { startCallKey } from '../src/platform/startCalls.ts';

/** One call as start-up makes it: the address after config.json's apiPrefix, and a JSON body's text. */
export interface StartCall {
  method: string;
  path: string;
  body?: string;
}
export type StartCallTable = Record<string, StartCall[]>;

/** The table, from the project's root. */
export const START_CALLS_FILE = 'src/routes/startCalls.json';

export function startCalls(): Plugin {
  let root = process.cwd();
  return {
    name: 'start-calls',
    configResolved(resolved) {
      root = resolved.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        const table = JSON.parse(readFileSync(join(root, START_CALLS_FILE), 'utf8')) as StartCallTable;
        // The key is made by start-up's own function, written into the page; the headers are platformFetch's.
        const script = `(() => {
        const key = ${startCallKey};
        const calls = location.search ? undefined : ${JSON.stringify(table)}[location.pathname];
        if (!calls || !window.configRequest) return;
        window.startCalls = window.configRequest
          .then((response) => response.clone().json())
          .then(({ apiPrefix = '' }) => {
            const started = {};
            for (const { method, path, body } of calls) {
              const headers = { Accept: 'application/json' };
              if (body !== undefined) headers['Content-Type'] = 'application/json';
              const url = apiPrefix + path;
              started[key(method, url, body)] = fetch(url, { method, body, headers, credentials: 'include' });
            }
            return started;
          })
          .catch(() => undefined);
      })()`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}
