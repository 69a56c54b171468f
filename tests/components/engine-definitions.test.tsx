/**
 * The resource definitions as data: every text they name is in the catalogue, every column, create and
 * edit source is a field, and the endpoints keep the names and paths of docs/architecture.md.
 */
import { describe, expect, it } from 'vitest';
import { definitions, endpoints } from '@resources/index';
import { en } from '@/i18n/en';

const lookup = (key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

function keysOf(definition: (typeof definitions)[string]): string[] {
  const keys = [...Object.values(definition.texts), ...definition.fields.map((f) => f.label)];
  definition.columns.forEach((c) => c.label && keys.push(c.label));
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
    // A column may show a field the API adds (roleName), but then it names its header itself.
    const headless = definition.columns.filter((c) => !sources.has(c.source) && !c.label && !c.render);
    expect(headless).toEqual([]);
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

  it('deletes by typing the exact name or code where the spec says so', () => {
    expect(definitions.roles.delete?.typed).toBe('name');
    expect(definitions.applications.delete?.typed).toBe('name');
    expect(definitions.serviceNames.delete?.typed).toBe('name');
    expect(definitions.organizations.delete?.typed).toBe('name');
    expect(definitions.templates.delete?.typed).toBe('code');
  });
});
