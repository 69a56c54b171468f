/** Shapes shared by the console and the development API (../shared/api-contract.md). */
export type Service = 'account' | 'unity';

export interface Envelope<T> {
  success: true;
  payload: T;
}

export interface ErrorBody {
  success: false;
  status: number;
  errorCode: string;
  description: string;
  resolution?: string;
  action?: string;
}

/** Where a react-admin resource lives on the platform. */
export interface ResourceEndpoint {
  service: Service;
  /** Path below the service, e.g. `/users`. */
  path: string;
}

/** Where a list's search bar reads its fields from (`searchMetadata`), and the list's server export. */
export interface SearchDefinition {
  /** Keyword scoping presets (e.g. `users`). */
  keyword: string;
  /** `{service}{path}` answering `{field: {name, label, type}}`. */
  metadata: { service: Service; path: string };
  /** CSV export call, e.g. account `/users/csv`. */
  csv?: { service: Service; path: string };
}

/** The methods of a call, and of a rule (spec 2 section 9). */
export const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

export interface AccessCheck {
  method: Method;
  service: Service;
  path: string;
}

export interface Organization {
  id: number;
  name: string;
  default?: boolean;
}

export interface User {
  id: number;
  uuid: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  active: boolean;
  defaultAppID: number;
  organizationID?: number;
  organizations: Organization[];
  services: Record<string, string[]>;
  createdAt: string;
  updatedAt: string;
  impersonate?: boolean;
  defaultAppURL?: string;
  /** A new address the person asked for, until they open the link mailed to it. */
  pendingEmail?: string;
}

export interface UserApp {
  id: number;
  name: string;
  icon: string;
  url?: string;
  color?: string;
}
