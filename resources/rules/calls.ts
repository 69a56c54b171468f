import { platformList, platformRequest } from '@/platform/request';
import type { PlatformDataProvider } from '@/platform/dataProvider';

/** A "who can" question: a call (service name, method, path below the service) or a rule. */
export type WhoCanQuestion = { service: string; method: string; path: string } | { ruleID: number };

/** Who holds the call, as the policy decides it (`GET /account/rules/whoCan`, fixtures/server/README.md). */
export interface WhoCanAnswer {
  service: string;
  /** Visitors too (`anon` decides). */
  everyone: boolean;
  /** Every signed-in user (`any` or `anon` decides). */
  signedIn: boolean;
  roles: { roleID: number; roleName: string; rules: { id: number; method: string; path: string }[] }[];
  groups: { id: number; name: string; roles: string[]; members: number }[];
}

/** A person allowed, with each deciding role and the group giving it (groupID 0: every signed-in user, everyone). */
export interface WhoCanPerson {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  active: boolean;
  /** Each role with the group giving it, and when that membership ends (issue 62). */
  reasons: { roleName: string; groupID: number; groupName: string; endsAt?: string }[];
}

/** The policy tester's question (issue 64): a call and who makes it. */
export interface TesterQuestion {
  service: string;
  method: string;
  path: string;
  /** A visitor, or the person in their own browser session or with one of their access tokens. */
  as: 'visitor' | 'session' | 'token';
  userID?: number | string;
  /** Decide with the memberships as they will be then (issue 62; ISO); none: now. */
  at?: string;
}

/** A group, by id and name. */
interface Named {
  id: number;
  name: string;
}

/** A rule that allows the call, with its role and the groups giving that role to the person. */
export interface AllowingRule {
  id: number;
  method: string;
  path: string;
  roleID: number | null;
  roleName: string;
  groups: Named[];
}

/**
 * The gate's own decision for that person (`GET /account/rules/test`, fixtures/server/README.md): the same
 * steps the API takes, and which one decided.
 */
export interface TesterAnswer extends TesterQuestion {
  allowed: boolean;
  status: number;
  errorCode?: string;
  description?: string;
  decidedBy: 'route' | 'callerKind' | 'rule' | 'body' | 'fields' | 'records' | 'limit';
  route?: {
    path: string;
    caller: string;
    records: string[];
    fields: { field: string; needs: string }[];
    proof: boolean;
    limits: string[];
  };
  serviceNameID: number;
  rule: AllowingRule | null;
  alsoAllowedBy: AllowingRule[];
  roles: { roleID: number | null; roleName: string; groups: Named[] }[];
}

const queryOf = (question: WhoCanQuestion): Record<string, string> =>
  'ruleID' in question ? { ruleID: String(question.ruleID) } : question;

/** The rules' calls that are not CRUD: who can (issue 24), data-provider methods (resources/index.ts). */
export const calls = {
  /** The roles and groups allowed to make the call (or to use the rule). */
  whoCan: (question: WhoCanQuestion) =>
    platformRequest<WhoCanAnswer>('account', '/rules/whoCan', { query: queryOf(question) }),

  /** The policy tester's answer: the decision the API makes for that person (issue 64). */
  testCall: (question: TesterQuestion) =>
    platformRequest<TesterAnswer>('account', '/rules/test', {
      query: Object.fromEntries(
        Object.entries(question)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, String(v)]),
      ),
    }),

  /** One page of the people allowed (`range`: first and last index), by name; the total with it. */
  whoCanUsers: (question: WhoCanQuestion, range: [number, number]) =>
    platformList<WhoCanPerson>('account', '/rules/whoCan/users', {
      query: queryOf(question),
      range,
      sort: ['lastName', 'ASC'],
    }),
};

/** The data provider as the "who can" view uses it. */
export type RulesDataProvider = PlatformDataProvider & typeof calls;
