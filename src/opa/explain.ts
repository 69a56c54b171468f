/**
 * The policy tester's question, answered from the calls the console already makes: the user's groups,
 * each group's roles, the service's roles (for `any` and `anon`) and the rules of the roles the caller
 * holds there; then the pure decision (decide.ts). Where the data comes from is handed in, so the
 * console and the API tests ask the same questions in the same order.
 */
import { decide, rolesOn, type Caller, type Decision, type GroupGrant, type PolicyRule } from './decide';

type Id = number | string;

export interface PolicySource {
  /** The groups a user belongs to. */
  userGroups(userID: Id): Promise<{ groupID: Id; groupName: string }[]>;
  /** The roles a group gives, each with its service name. */
  groupRoles(groupID: Id): Promise<{ roleName: string; serviceName: string }[]>;
  /** The roles of a service name. */
  serviceRoles(serviceNameID: Id): Promise<{ id: Id; name: string }[]>;
  /** The rules of a role. */
  roleRules(roleID: Id): Promise<{ id: number; method: string; path: string }[]>;
}

export interface TestedCall {
  /** Absent: a visitor who is not signed in. */
  userID?: Id;
  method: string;
  serviceName: { id: Id; name: string };
  path: string;
}

export async function explainCall(source: PolicySource, call: TestedCall): Promise<Decision> {
  const service = call.serviceName.name;
  const signedIn = call.userID !== undefined;
  const groups = signedIn ? await source.userGroups(call.userID!) : [];
  const grants: GroupGrant[] = (
    await Promise.all(
      groups.map(async (group) =>
        (await source.groupRoles(group.groupID)).map((role) => ({
          roleName: role.roleName,
          serviceName: role.serviceName,
          groupName: group.groupName,
        })),
      ),
    )
  ).flat();
  const caller: Caller = { signedIn, grants };

  // Only the rules of the roles held on the service can decide.
  const held = new Set(rolesOn(service, caller).map((r) => r.roleName));
  const roles = (await source.serviceRoles(call.serviceName.id)).filter((r) => held.has(r.name));
  const rules: PolicyRule[] = (
    await Promise.all(
      roles.map(async (role) =>
        (await source.roleRules(role.id)).map((rule) => ({
          id: rule.id,
          method: rule.method,
          path: rule.path,
          roleName: role.name,
          roleID: role.id,
          serviceName: service,
        })),
      ),
    )
  ).flat();

  return decide({ method: call.method, service, path: call.path }, caller, rules);
}
