import type { ResourceEndpoint } from '@/platform/types';

/**
 * Placeholder until the resource engine lands: where each react-admin resource lives on the platform.
 * The engine replaces this with `definitions` (one schema per resource) and derives `endpoints` from them.
 */
export const endpoints: Record<string, ResourceEndpoint> = {
  users: { service: 'account', path: '/users', dateFields: ['createdAt', 'updatedAt'] },
  groups: { service: 'account', path: '/groups' },
  roles: { service: 'account', path: '/roles' },
  rules: { service: 'account', path: '/rules' },
  serviceNames: { service: 'account', path: '/serviceNames' },
  applications: { service: 'account', path: '/apps' },
  organizations: { service: 'account', path: '/organizations' },
  organizationUsers: { service: 'account', path: '/organizationUsers' },
  events: { service: 'unity', path: '/events', dateFields: ['dateCreated'] },
  settings: { service: 'account', path: '/settings' },
  templates: { service: 'account', path: '/templates' },
  searchPresets: { service: 'unity', path: '/searchPresets' },
  accessTokens: { service: 'account', path: '/accessTokens' },
};
