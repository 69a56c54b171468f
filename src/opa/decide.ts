/**
 * The policy decision of the contract (../shared/api-contract.md, "Rules and the policy decision"), as
 * one pure function: the same answer the platform gives, plus why. A call `(method, service, path)` is
 * allowed when one of the caller's roles on that service has a rule with that method whose pattern
 * matches the whole path below the service. The caller's roles there: those their groups give, `any`
 * when signed in, and `anon` always. Rules belong to a role by its name within its service.
 */

/** Holds the rules open to callers who are not signed in. */
export const ANON_ROLE = 'anon';
/** Holds the rules open to every signed-in user. */
export const ANY_ROLE = 'any';

export interface Call {
  method: string;
  service: string;
  /** Below the service, e.g. `/users/5`; a query string is ignored. */
  path: string;
}

export interface PolicyRule {
  id: number;
  method: string;
  /** An anchored pattern below the service (`/users/[0-9]+`). */
  path: string;
  roleName: string;
  serviceName: string;
}

/** A role the caller holds on a service, and where it comes from. */
export interface Grant {
  roleName: string;
  serviceName: string;
  /** The group that gives it; absent for `any` and `anon`, which everyone (signed in) holds. */
  groupName?: string;
}

export interface Caller {
  signedIn: boolean;
  /** The roles the caller's groups give, on every service. */
  grants: Grant[];
}

export interface Match {
  rule: PolicyRule;
  grant: Grant;
}

export interface Decision {
  allowed: boolean;
  /** Every rule that allows the call, with the role that holds it: groups' roles first, then `any`, `anon`. */
  matches: Match[];
  /** The caller's roles on the call's service (groups' roles, then `any`, `anon`). */
  roles: Grant[];
}

const patterns = new Map<string, RegExp | null>();

/** A rule's pattern matching the whole path; a malformed pattern matches nothing. */
function patternOf(path: string): RegExp | null {
  let pattern = patterns.get(path);
  if (pattern === undefined) {
    try {
      pattern = new RegExp(`^(?:${path})$`);
    } catch {
      pattern = null;
    }
    patterns.set(path, pattern);
  }
  return pattern;
}

/** Does the rule's pattern match the whole path? */
export function matchesPath(rulePath: string, path: string): boolean {
  return !!patternOf(rulePath)?.test(path);
}

/** The caller's roles on a service: their groups' (one entry per role, first group kept), then `any`, `anon`. */
export function rolesOn(service: string, caller: Caller): Grant[] {
  const roles: Grant[] = [];
  const seen = new Set<string>();
  const add = (grant: Grant) => {
    if (seen.has(grant.roleName)) return;
    seen.add(grant.roleName);
    roles.push(grant);
  };
  if (caller.signedIn) caller.grants.filter((g) => g.serviceName === service).forEach(add);
  if (caller.signedIn) add({ roleName: ANY_ROLE, serviceName: service });
  add({ roleName: ANON_ROLE, serviceName: service });
  return roles;
}

/** Decides a call for a caller, given the rules (of any service: those of other services are ignored). */
export function decide(call: Call, caller: Caller, rules: PolicyRule[]): Decision {
  const method = call.method.toUpperCase();
  const path = call.path.split('?')[0] || '/';
  const roles = rolesOn(call.service, caller);
  const matches: Match[] = [];
  for (const grant of roles) {
    for (const rule of rules) {
      if (rule.serviceName !== call.service || rule.roleName !== grant.roleName) continue;
      if (rule.method === method && matchesPath(rule.path, path)) matches.push({ rule, grant });
    }
  }
  return { allowed: matches.length > 0, matches, roles };
}
