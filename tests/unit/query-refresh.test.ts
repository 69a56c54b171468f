/** A change anywhere refreshes what shows it (src/platform/queryClient.ts, keys of src/platform/queryKeys.ts). */
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/platform/queryClient';
import { callKey } from '@/platform/queryKeys';

const list = callKey('users', 'getList', { pagination: { page: 1, perPage: 20 } });
const groups = callKey('users', 'getUserGroups', { id: '4' });
const me = callKey('users', 'getCurrentUser');
const apps = callKey('applications', 'getUserApps');
const roles = callKey('roles', 'getList', {});

/** Runs a mutation with this key (and meta) through the one client, as useMutation would. */
async function mutate(mutationKey: readonly unknown[], meta?: Record<string, unknown>, variables?: unknown) {
  await queryClient
    .getMutationCache()
    .build(queryClient, { mutationKey, meta, mutationFn: async () => ({}) })
    .execute(variables);
}

const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;

afterEach(() => queryClient.clear());

describe('the query client', () => {
  it('marks every query of a resource stale after one of its calls, and those of the resources it names', async () => {
    for (const key of [list, groups, me, apps, roles]) queryClient.setQueryData(key, {});
    await mutate(callKey('users', 'addUserToGroup'), { changes: ['applications'] });
    expect([list, groups, me, apps].map(stale)).toEqual([true, true, true, true]);
    expect(stale(roles)).toBe(false);
  });

  it("after react-admin's own update, marks only our queries of the resource (its own caches hold the answer)", async () => {
    for (const key of [list, groups, me, apps]) queryClient.setQueryData(key, {});
    await mutate(['users', 'update', { id: 4 }]);
    expect([list, groups, me, apps].map(stale)).toEqual([false, true, true, false]);
  });

  it('finds the resource of a react-admin write named at call time (`useUpdate()`, then `update("users", …)`)', async () => {
    for (const key of [list, me]) queryClient.setQueryData(key, {});
    await mutate([undefined, 'update', {}], undefined, { resource: 'users', id: 4, data: {} });
    expect([list, me].map(stale)).toEqual([false, true]);
  });

  it('marks them stale after a refused change too (what shows is read again)', async () => {
    queryClient.setQueryData(groups, {});
    const failing = queryClient.getMutationCache().build(queryClient, {
      mutationKey: callKey('users', 'removeUserGroup'),
      mutationFn: async () => Promise.reject(new Error('refused')),
    });
    await expect(failing.execute(undefined)).rejects.toThrow('refused');
    expect(stale(groups)).toBe(true);
  });
});
