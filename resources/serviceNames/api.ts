import type { Identifier } from 'react-admin';
import { platformRequest } from '@/platform/request';
import type { Method } from '@/platform/types';

/** The policy calls that are not plain CRUD (spec 2, section 7; api-contract.md). */

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

/** The roles and rules of a service name as one document. */
export const exportServiceName = (serviceNameID: Identifier) =>
  platformRequest<PolicyDocument>('account', `/serviceNames/${serviceNameID}/export`);

/**
 * Adds a document's missing roles and rules to a service name. A refused document (400) stays with the
 * caller, which shows the import's Error dialog; other failures are notified as usual.
 */
export const importServiceName = (serviceNameID: Identifier, document: unknown) =>
  platformRequest<ImportResult>('account', `/serviceNames/${serviceNameID}/import`, {
    method: 'PUT',
    body: document,
    notify: (error) => error.status !== 400,
  });
