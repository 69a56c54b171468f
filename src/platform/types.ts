/** Shapes shared by the console and the development API (../shared/api-contract.md). */
export type Service = 'account' | 'unity';

export const COMPARISONS = ['eq', 'like', 'neq', 'gt', 'lt', 'gte', 'lte'] as const;
export type Comparison = (typeof COMPARISONS)[number];

export interface Filter {
  name: string;
  comparison: Comparison;
  value: string | number | boolean;
}

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
  /** Per-field comparison used when react-admin filters are turned into the `filters` list. */
  comparisons?: Record<string, Comparison>;
  /** Fields whose values are dates (they default to `like`, as strings do). */
  dateFields?: string[];
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

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
}

export interface UserApp {
  id: number;
  name: string;
  icon: string;
  url?: string;
  color?: string;
}
