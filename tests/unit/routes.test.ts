import { describe, expect, it } from 'vitest';
import { menuFor } from '@/layout/menuEntries';
import { matchRoute } from '@/routes/matchRoute';
import type { User } from '@/platform/types';

const someone = (services: Record<string, string[]>) => ({ id: 1, uuid: 'u', services }) as unknown as User;
const labels = (user?: User) =>
  menuFor(user).map((item) => [item.label.replace('app.shell.menu.', ''), item.children.map((c) => c.label.replace('app.shell.menu.', ''))]);

describe('the side menu, from the route table', () => {
  it('gives the superadmin every entry, nested ones under their parent', () => {
    expect(labels(someone({ account: ['superadmin'], unity: ['superadmin'] }))).toEqual([
      ['apps', ['applications']],
      ['users', []],
      ['groups', []],
      ['organizations', []],
      ['opa', ['roles', 'serviceNames']],
      ['unity', ['settings', 'templates']],
    ]);
  });

  it('gives a plain user only Apps', () => {
    expect(labels(someone({ account: ['user'] }))).toEqual([['apps', []]]);
  });

  it('offers Signin to someone without services', () => {
    expect(labels(someone({}))).toEqual([['signin', []], ['apps', []]]);
    expect(labels(undefined)).toEqual([['signin', []]]);
  });
});

describe('matchRoute', () => {
  it('finds the route of a path and its sub-paths, and 404 for the rest', () => {
    expect(matchRoute('/users/12').path).toBe('/users');
    expect(matchRoute('/applications').resource).toBe('applications');
    expect(matchRoute('/apps')).toMatchObject({ path: '/apps', sidebar: true, appBar: true, auth: true });
    expect(matchRoute('/signin')).toMatchObject({ sidebar: false, appBar: false, auth: false });
    expect(matchRoute('/nowhere')).toMatchObject({ path: '/default', sidebar: false, appBar: true });
  });
});
