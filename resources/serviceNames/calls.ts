import type { Identifier } from 'react-admin';
import type { PlatformDataProvider } from '@/platform/dataProvider';
import { platformRequest } from '@/platform/request';
import type { Method } from '@contract/types';

/** The export / import document of a service name's roles and rules. */
export interface PolicyDocument {
  serviceName?: { name?: string; color?: string };
  roles: { name: string; rules: { method: Method; path: string }[] }[];
}

/** What an import added (it never adds a role or rule twice). */
export interface ImportResult {
  rolesAdded: number;
  rulesAdded: number;
}

/**
 * The service names' calls that are not plain CRUD (spec 2, section 7; api-contract.md), as
 * data-provider methods (the registry adds them, resources/index.ts).
 */
export const calls = {
  /** The roles and rules of a service name as one document. */
  exportServiceName: (serviceNameID: Identifier) =>
    platformRequest<PolicyDocument>('account', `/serviceNames/${serviceNameID}/export`),

  /**
   * Adds a document's missing roles and rules to a service name. A refused document (400) stays with the
   * caller, which shows the import's Error dialog; other failures are notified as usual.
   */
  importServiceName: (serviceNameID: Identifier, document: unknown) =>
    platformRequest<ImportResult>('account', `/serviceNames/${serviceNameID}/import`, {
      method: 'PUT',
      body: document,
      notify: (error) => error.status !== 400,
    }),
};

/** The data provider as the service names' buttons use it. */
export type ServiceNamesDataProvider = PlatformDataProvider & typeof calls;
