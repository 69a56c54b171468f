/**
 * The request log of the API's whole test run (issue 36): every API a test file starts writes its lines
 * (fixtures/server/requestLog.ts) to a file of this run, and every secret a test client handled (a cookie it
 * received, a bearer token or a password it sent, a token in a query) is noted beside them; once the run is
 * over, `requestLogCheck.ts` reads them all and fails the run on any line that carries one.
 */
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    requestLogDir: string;
  }
}

const dir = () => inject('requestLogDir') as string | undefined;
const file = (kind: 'lines' | 'secrets') =>
  join(dir()!, `${kind}-${process.pid}-${process.env.VITEST_POOL_ID ?? 0}.txt`);

/** Where a test file's API writes its request log: the run's folder (nowhere when run without it). */
export function requestLogDestination(): DestinationStream | false {
  if (!dir()) return false;
  const lines = file('lines');
  return { write: (line: string) => appendFileSync(lines, line) };
}

/** Field names whose values are secrets (a password, a token, a one-time code). */
const SECRET_NAME = /password|token|code|secret/i;

/** Notes the secrets of a call a test client makes (its body, its query, its headers) or receives (cookies). */
export function noteSecrets(call: { path?: string; body?: unknown; authorization?: string; cookies?: string[] }) {
  if (!dir()) return;
  const found: string[] = [];
  const walk = (value: unknown, name = '') => {
    if (typeof value === 'string') {
      if (SECRET_NAME.test(name)) found.push(value);
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(inner, Array.isArray(value) ? name : key);
    }
  };
  walk(call.body);
  const [path, query] = call.path?.split('?') ?? [];
  for (const [, segment] of path?.matchAll(/\/token\/([^/]+)/g) ?? []) found.push(segment);
  if (query) for (const [name, value] of new URLSearchParams(query)) walk(value, name);
  const bearer = /^Bearer\s+(\S+)$/i.exec(call.authorization ?? '')?.[1];
  if (bearer) found.push(bearer);
  found.push(...(call.cookies ?? []));
  // Short values (a code like "12") would match innocent text; every real secret here is longer.
  const secrets = found.filter((secret) => secret.length >= 6);
  if (secrets.length) appendFileSync(file('secrets'), secrets.map((secret) => JSON.stringify(secret) + '\n').join(''));
}
