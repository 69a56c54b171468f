/**
 * The index of users by e-mail address (fixtures/server/views.ts `userByEmail`), which sign-in and every
 * address check read: built once (seconds at a million users), then kept by the store's writes, so a write
 * costs no rebuild; built again after a change it was not told of (a reset).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Ctx } from '../../fixtures/server/context';
import { Store } from '../../fixtures/server/store';
import type { Data, UserRow } from '../../fixtures/server/types';
import { userByEmail } from '../../fixtures/server/views';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const user = (id: number, email: string) => ({ id, email, firstName: 'F', lastName: 'L' }) as UserRow;

function context() {
  const dir = mkdtempSync(join(tmpdir(), 'email-index-'));
  dirs.push(dir);
  const seed = () => ({ users: [user(1, 'ann@example.com'), user(2, 'Bob@Example.com')] }) as unknown as Data;
  const store = new Store(seed, dir, 'email-index');
  return { store, ctx: { store } as unknown as Ctx };
}

const idOf = (ctx: Ctx, email: string) => userByEmail(ctx, email)?.id;

describe('the users by e-mail address', () => {
  it('finds a user whatever the case and the spaces around, and no one for an unknown address', () => {
    const { ctx } = context();
    expect(idOf(ctx, ' BOB@example.COM ')).toBe(2);
    expect(idOf(ctx, 'nobody@example.com')).toBeUndefined();
  });

  it('follows created, changed and removed users without reading every user again', () => {
    const { store, ctx } = context();
    expect(idOf(ctx, 'ann@example.com')).toBe(1);
    const everyUser = vi.spyOn(store, 'all');
    store.insert('users', { email: 'New@example.com', firstName: 'N', lastName: 'U' } as never);
    expect(idOf(ctx, 'new@example.com')).toBe(3);
    store.update('users', 1, { email: 'ann.other@example.com' });
    expect(idOf(ctx, 'ann@example.com')).toBeUndefined();
    expect(idOf(ctx, 'ann.other@example.com')).toBe(1);
    store.update('users', 1, { firstName: 'Ann' });
    expect(idOf(ctx, 'ann.other@example.com')).toBe(1);
    store.remove('users', 3);
    expect(idOf(ctx, 'new@example.com')).toBeUndefined();
    store.removeWhere('users', () => true);
    expect(idOf(ctx, 'ann.other@example.com')).toBeUndefined();
    expect(idOf(ctx, 'bob@example.com')).toBeUndefined();
    expect(everyUser).not.toHaveBeenCalled();
  });

  it('is built again after a change no write told it of: a reset, a row changed in place', () => {
    const { store, ctx } = context();
    store.update('users', 1, { email: 'changed@example.com' });
    expect(idOf(ctx, 'changed@example.com')).toBe(1);
    store.reset();
    expect(idOf(ctx, 'ann@example.com')).toBe(1);
    expect(idOf(ctx, 'changed@example.com')).toBeUndefined();

    store.all('users')[0].email = 'in.place@example.com';
    store.changed('users');
    store.update('users', 2, { firstName: 'Bobby' }); // told, but after a change it was not told of
    expect(idOf(ctx, 'in.place@example.com')).toBe(1);
    expect(idOf(ctx, 'ann@example.com')).toBeUndefined();
  });
});
