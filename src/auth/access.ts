import type { AccessCheck, Method, ResourceEndpoint } from '@contract/types';
import { accessAnswers as cache } from './accessCache';
import { askAccess, type AccessAnswer } from './calls';

// Answers are kept for the session: accessCache.ts forgets them at sign-in, sign-out and impersonation.

export function accessKey(checks: AccessCheck[]): string {
  return checks
    .map((c) => `${c.method} ${c.service} ${c.path}`)
    .sort()
    .join('|');
}

/**
 * Asks the server once per set of checks and session; `ask` may stand in for the call with an answer
 * learnt by one that asked more (a page of rows: accessEach.ts).
 */
export function fetchAccess(checks: AccessCheck[], ask = askAccess): Promise<AccessAnswer> {
  const key = accessKey(checks);
  let answer = cache.get(key);
  if (!answer) {
    answer = ask(checks).catch((): AccessAnswer => {
      cache.delete(key); // a failed question is asked again next time
      return {};
    });
    cache.set(key, answer);
  }
  return answer;
}

/**
 * Asks several checks in one call, ahead of the components that will ask them one by one (start-up):
 * with one check per method the answer, keyed by method, is each check's own, so each is kept as if
 * asked alone; checks already asked, or sharing a method, are asked as fetchAccess would.
 */
export function primeAccess(checks: AccessCheck[]): Promise<unknown> {
  const fresh = checks.filter((check) => !cache.has(accessKey([check])));
  if (new Set(fresh.map((check) => check.method)).size !== fresh.length) {
    return Promise.allSettled(fresh.map((check) => fetchAccess([check])));
  }
  if (!fresh.length) return Promise.resolve();
  const answer = askAccess(fresh);
  for (const check of fresh) {
    const key = accessKey([check]);
    cache.set(
      key,
      answer.then(
        (all): AccessAnswer => ({ [check.method]: all[check.method] }),
        (): AccessAnswer => {
          cache.delete(key); // a failed question is asked again next time
          return {};
        },
      ),
    );
  }
  return answer.catch(() => undefined);
}

/** True when the answer allows every check. */
export function allowsAll(answer: AccessAnswer, checks: AccessCheck[]): boolean {
  return checks.every((check) => answer[check.method] === true);
}

const ACTION_METHODS: Record<string, Method> = {
  list: 'GET',
  show: 'GET',
  export: 'GET',
  create: 'POST',
  edit: 'PUT',
  delete: 'DELETE',
};

/**
 * The check behind react-admin's `canAccess({ action, resource })`: the method of the action on the
 * resource's path (with a record id for actions on one record, so `/users/[0-9]+` rules apply).
 */
export function accessCheckFor(endpoint: ResourceEndpoint, action: string, recordId?: string | number): AccessCheck {
  const method = ACTION_METHODS[action] ?? 'GET';
  const onRecord = action === 'show' || action === 'edit' || action === 'delete';
  const path = onRecord ? `${endpoint.path}/${recordId ?? 1}` : endpoint.path;
  return { method, service: endpoint.service, path };
}
