/**
 * The resource definitions as data: every text they name is in the catalogue, every column, create and
 * edit source is a field, and the endpoints keep the names and paths of docs/architecture.md.
 */
import { describe, expect, it } from 'vitest';
import { catalogue as en, definitions as registered, endpoints } from '@resources/index';
import { fieldOf, sharedLabelKey } from '@/engine/fields/lookup';
import type { ResourceDefinition } from '@/engine/types';

const definitions = Object.fromEntries(registered.map((d) => [d.name, d]));

const lookup = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

/** A label's key when the catalogue has it, else the shared key its text falls back to. */
const labelKey = (key: string, source: string) => (typeof lookup(key) === 'string' ? key : sharedLabelKey(source));

function keysOf(definition: ResourceDefinition): string[] {
  const { fields: _fieldsPrefix, ...texts } = definition.texts;
  const keys = [
    ...Object.values(texts),
    ...definition.fields.map((f) => labelKey(fieldOf(definition, f.source).label!, f.source)),
  ];
  definition.columns.forEach((c) => keys.push(c.label ?? labelKey(fieldOf(definition, c.source).label!, c.source)));
  if (definition.menu) keys.push(definition.menu.label);
  definition.fields.forEach((f) => {
    if (f.helper) keys.push(f.helper);
    f.choices?.forEach((c) => !c.literal && keys.push(c.label));
    if (f.reference?.empty && !f.reference.empty.literal) keys.push(f.reference.empty.label);
  });
  if (definition.delete?.text) keys.push(definition.delete.text);
  if (definition.delete?.prompt) keys.push(definition.delete.prompt);
  if (definition.listTabs) keys.push(definition.listTabs.all);
  definition.actions?.forEach((a) => keys.push(a.label));
  return keys.filter((k): k is string => typeof k === 'string');
}

describe('resource definitions', () => {
  it.each(Object.keys(definitions))('%s: every text is in the catalogue', (name) => {
    const missing = keysOf(definitions[name]).filter((key) => typeof lookup(key) !== 'string');
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(definitions))('%s: columns, create and edit name its fields', (name) => {
    const definition = definitions[name];
    const sources = new Set(definition.fields.map((f) => f.source));
    const unknown = [...(definition.create ?? []), ...(definition.edit ?? [])].filter((s) => !sources.has(s));
    expect(unknown).toEqual([]);
  });

  it('gives every page a route, the superadmin role (the history: administrators, and the auditor with the events and the reviews; my reviews: anyone signed in) and a menu entry', () => {
    const pages = registered.filter((d) => d.route).map((d) => [d.route, d.roles, d.menu?.parent ?? null]);
    expect(pages).toEqual(
      expect.arrayContaining([
        ['/users', { account: ['superadmin'] }, null],
        ['/groups', { account: ['superadmin'] }, null],
        ['/organizations', { account: ['superadmin'] }, null],
        ['/events', { account: ['superadmin', 'auditor'] }, null], // and the auditor (issue 40)
        ['/applications', { account: ['superadmin'] }, '/apps'],
        ['/roles', { account: ['superadmin'] }, '/opa'],
        ['/serviceNames', { account: ['superadmin'] }, '/opa'],
        ['/settings', { account: ['superadmin'] }, '/events'],
        ['/templates', { account: ['superadmin'] }, '/events'],
        ['/history', { account: ['admin', 'superadmin', 'auditor'] }, null],
        ['/lockouts', { account: ['superadmin'] }, '/users'],
        ['/dormancy', { account: ['superadmin'] }, '/users'],
        ['/reviews', { account: ['superadmin', 'auditor'] }, null], // the auditor reads them (issue 40)
        // Anyone signed in may review: the platform answers each only their own items (issue 40).
        ['/myReviews', undefined, null],
        // Issue 58: provisioning clients (SCIM) under Users, webhook destinations under Unity.
        ['/provisioningClients', { account: ['superadmin'] }, '/users'],
        ['/webhooks', { account: ['superadmin'] }, '/events'],
        // Issue 65: the organizations' identity providers, under Users.
        ['/identityProviders', { account: ['superadmin'] }, '/users'],
        // Issue 62: anyone signed in asks for access; approvers are named by the groups' settings.
        ['/accessRequests', undefined, null],
        // Issue 62: joiner, mover and leaver rules, the superadmin's, beside the dormancy rule.
        ['/lifecycleRules', { account: ['superadmin'] }, '/users'],
        // Issue 59: the session policy, beside the settings.
        ['/sessionPolicy', { account: ['superadmin'] }, '/events'],
      ]),
    );
    expect(pages).toHaveLength(20);
  });

  it("gives every page's record detail a History tab, but the history's own and the pages without a detail (locks, reviews, the session policy)", () => {
    const withTab = registered
      .filter((d) => d.slots?.tabs?.some((tab) => tab.label === 'app.resources.history.tab'))
      .map((d) => d.name)
      .sort();
    expect(withTab).toEqual(
      registered
        .filter(
          (d) =>
            d.route &&
            !['history', 'lockouts', 'dormancy', 'reviews', 'myReviews', 'accessRequests', 'sessionPolicy'].includes(
              d.name,
            ),
        )
        .map((d) => d.name)
        .sort(),
    );
  });

  it('keeps the resource names and paths of the architecture table', () => {
    expect(endpoints).toMatchObject({
      users: { service: 'account', path: '/users' },
      groups: { service: 'account', path: '/groups' },
      roles: { service: 'account', path: '/roles' },
      rules: { service: 'account', path: '/rules' },
      serviceNames: { service: 'account', path: '/serviceNames' },
      applications: { service: 'account', path: '/apps' },
      organizations: { service: 'account', path: '/organizations' },
      organizationUsers: { service: 'account', path: '/organizationUsers' },
      events: { service: 'unity', path: '/events' },
      settings: { service: 'account', path: '/settings' },
      templates: { service: 'account', path: '/templates' },
      searchPresets: { service: 'unity', path: '/searchPresets' },
      accessTokens: { service: 'account', path: '/accessTokens' },
      history: { service: 'account', path: '/history' },
      lockouts: { service: 'account', path: '/lockouts' },
      dormancy: { service: 'account', path: '/dormancy' },
      sessionPolicy: { service: 'account', path: '/sessionPolicy' },
      reviews: { service: 'account', path: '/reviews' },
      myReviews: { service: 'account', path: '/reviews' },
      accessRequests: { service: 'account', path: '/accessRequests' },
    });
  });

  it('uses the success texts of the spec, word for word', () => {
    const text = (name: string, what: 'created' | 'updated' | 'deleted') => lookup(definitions[name].texts[what]);
    expect(text('applications', 'created')).toBe('Application has been created.');
    expect(text('serviceNames', 'updated')).toBe('ServiceName has been updated.');
    expect(text('templates', 'deleted')).toBe('Template has been deleted.');
    expect(text('settings', 'updated')).toBe('Setting has been updated.');
    expect(text('events', 'updated')).toBe('Event has been updated.');
    expect(text('roles', 'created')).toBe('Role has been created.');
    expect(text('rules', 'deleted')).toBe('Rule has been deleted.');
    // The spec shows "User has been deleted." for a group deletion.
    expect(text('groups', 'deleted')).toBe('User has been deleted.');
  });

  it('shows the Default Organization checkbox to administrators only (the admin flag)', () => {
    const field = definitions.organizations.fields.find((f) => f.source === 'default');
    expect(field?.roles).toEqual({ account: ['admin', 'superadmin'] });
    expect(definitions.organizations.edit).toContain('default');
  });

  it('deletes by typing the exact name or code where the spec says so', () => {
    expect(definitions.roles.delete?.typed).toBe('name');
    expect(definitions.applications.delete?.typed).toBe('name');
    expect(definitions.serviceNames.delete?.typed).toBe('name');
    expect(definitions.organizations.delete?.typed).toBe('name');
    expect(definitions.templates.delete?.typed).toBe('code');
  });
});
