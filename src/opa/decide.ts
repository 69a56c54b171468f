/**
 * The platform's rules alone (../shared/api-contract.md, "Rules and the policy decision"), as one pure
 * function. Not the policy tester's answer: the tester asks the API for its own whole decision (the route's
 * caller, the rules, the records rule, the limits: `GET /account/rules/test`, issue 64), because the rules
 * alone said "Allowed" where the platform refuses. Kept as the contract's reference that the tests hold
 * effective access to (tests/api/access.test.ts). A call `(method, service, path)` is
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
  /** The role's id, when known (the tester links to it). */
  roleID?: number | string;
}

/** A role a group gives the caller. */
export interface GroupGrant {
  roleName: string;
  serviceName: string;
  groupName: string;
}

/** A role the caller holds on a service, and the groups that give it (none for `any` and `anon`). */
export interface HeldRole {
  roleName: string;
  serviceName: string;
  groups: string[];
}

export interface Caller {
  signedIn: boolean;
  /** The roles the caller's groups give, on every service. */
  grants: GroupGrant[];
}

export interface Match {
  rule: PolicyRule;
  role: HeldRole;
}

export interface Decision {
  allowed: boolean;
  /** Every rule that allows the call, with the role that holds it: groups' roles first, then `any`, `anon`. */
  matches: Match[];
  /** The caller's roles on the call's service (groups' roles, then `any`, `anon`). */
  roles: HeldRole[];
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

/** The caller's roles on a service: their groups' (each once, with every group giving it), then `any`, `anon`. */
export function rolesOn(service: string, caller: Caller): HeldRole[] {
  const roles = new Map<string, HeldRole>();
  const hold = (roleName: string, groupName?: string) => {
    let role = roles.get(roleName);
    if (!role) roles.set(roleName, (role = { roleName, serviceName: service, groups: [] }));
    if (groupName && !role.groups.includes(groupName)) role.groups.push(groupName);
  };
  if (caller.signedIn) {
    for (const grant of caller.grants) if (grant.serviceName === service) hold(grant.roleName, grant.groupName);
    hold(ANY_ROLE);
  }
  hold(ANON_ROLE);
  return [...roles.values()];
}

/** Decides a call for a caller, given the rules (of any service: those of other services are ignored). */
export function decide(call: Call, caller: Caller, rules: PolicyRule[]): Decision {
  const method = call.method.toUpperCase();
  const path = call.path.split('?')[0] || '/';
  const roles = rolesOn(call.service, caller);
  const matches: Match[] = [];
  for (const role of roles) {
    for (const rule of rules) {
      if (rule.serviceName !== call.service || rule.roleName !== role.roleName) continue;
      if (rule.method === method && matchesPath(rule.path, path)) matches.push({ rule, role });
    }
  }
  return { allowed: matches.length > 0, matches, roles };
}
