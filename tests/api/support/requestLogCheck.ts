/**
 * The API project's global setup: a folder for the run's request log (support/requestLog.ts), and, once
 * every test file has run, the check of every line: only the log's own fields, no query string, and none of
 * the secrets the tests' clients handled (cookies, bearer tokens, passwords, codes, tokens of links).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

const FIELDS = new Set(['level', 'time', 'requestId', 'method', 'path', 'status', 'ms', 'caller', 'msg']);
const CALLERS = new Set(['visitor', 'halfSignedIn', 'session', 'impersonating', 'token', 'provisioning']);
/** Words no line may hold outside its path (a route may be named for what it does: `/users/resetPassword`). */
const SECRET_WORDS = /password|cookie|authorization|bearer|token|secret/i;

/**
 * Whether `text` holds `secret` whole: a secret is written whole or not at all, and a test's short password
 * ("abcdefgh") or code ("123456") is found inside innocent words (an upload's name, a request id) otherwise.
 */
const holds = (text: string, secret: string) =>
  new RegExp(`(^|[^A-Za-z0-9])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z0-9])`).test(text);

/**
 * Finds a secret held whole in a line without trying every secret on every line (a run's 13,000 lines
 * against its 8,000 secrets took minutes that way): where a secret is held whole, its first run of letters
 * and digits is one of the line's runs (what comes before it in the secret ends in another character). The
 * secrets are looked up by that run; the rare ones with no letter or digit are tried one by one.
 */
function secretFinder(secrets: Set<string>): (text: string) => string | undefined {
  const byRun = new Map<string, { secret: string; offset: number }[]>();
  const others: string[] = [];
  for (const secret of secrets) {
    const run = /[A-Za-z0-9]+/.exec(secret);
    if (run) byRun.set(run[0], [...(byRun.get(run[0]) ?? []), { secret, offset: run.index }]);
    else others.push(secret);
  }
  const wordChar = (text: string, at: number) => /[A-Za-z0-9]/.test(text.charAt(at));
  return (text) => {
    for (const { 0: run, index } of text.matchAll(/[A-Za-z0-9]+/g)) {
      const found = byRun.get(run)?.find(({ secret, offset }) => {
        const at = index - offset;
        return at >= 0 && text.startsWith(secret, at) && !wordChar(text, at - 1) && !wordChar(text, at + secret.length);
      });
      if (found) return found.secret;
    }
    return others.find((secret) => holds(text, secret));
  };
}

/** What is wrong with the run's request log, one message per line at fault (the first 20). */
export function requestLogProblems(lines: string[], secrets: Set<string>): string[] {
  const problems: string[] = [];
  const secretIn = secretFinder(secrets);
  for (const text of lines) {
    let line: Record<string, unknown>;
    try {
      line = JSON.parse(text) as Record<string, unknown>;
    } catch {
      problems.push(`not JSON: ${text}`);
      continue;
    }
    const extra = Object.keys(line).filter((key) => !FIELDS.has(key));
    if (extra.length) problems.push(`fields ${extra.join(', ')}: ${text}`);
    if (String(line.path).includes('?')) problems.push(`a query string: ${text}`);
    if (!CALLERS.has(String(line.caller))) problems.push(`caller ${String(line.caller)}: ${text}`);
    const { path: _path, caller: _caller, ...rest } = line;
    if (SECRET_WORDS.test(JSON.stringify(rest))) problems.push(`a secret's word: ${text}`);
    const secret = secretIn(text);
    if (secret) problems.push(`a secret a test sent or received (${secret.slice(0, 4)}…): ${text}`);
    if (problems.length >= 20) break;
  }
  return problems;
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'api-request-log-'));
  project.provide('requestLogDir', dir);
  return () => {
    const read = (kind: string) =>
      readdirSync(dir)
        .filter((name) => name.startsWith(`${kind}-`))
        .flatMap((name) => readFileSync(join(dir, name), 'utf8').split('\n'))
        .filter(Boolean);
    const lines = read('lines');
    const secrets = new Set(read('secrets').map((line) => JSON.parse(line) as string));
    rmSync(dir, { recursive: true, force: true });
    const problems = requestLogProblems(lines, secrets);
    if (problems.length) {
      // Vitest reports an error of a global teardown but does not fail the run for it.
      process.exitCode = 1;
      throw new Error(`The request log of the API's tests holds what it must not:\n${problems.join('\n')}`);
    }
    console.log(`Request log: ${lines.length} lines checked against ${secrets.size} secrets, none found.`);
  };
}
