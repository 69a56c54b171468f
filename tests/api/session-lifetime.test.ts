/**
 * A session ends when its lifetime is over, whatever the cookie in the browser says: under the default session
 * policy (issue 59, tests/api/session-policy.test.ts) 8 hours idle for a plain user's browser session, thirty
 * days with Remember Me. The API's clock is the test's (it moves only when told), so each
 * test says to the millisecond when a session stops working.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { type Client, connectSocket, signedIn, useTestApi } from './support/api';
import { DAY, HOUR, MINUTE, TestClock } from './support/clock';

const clock = new TestClock();
const api = useTestApi({ now: clock.now });
const sockets: Socket[] = [];
afterEach(() => {
  sockets.splice(0).forEach((s) => s.disconnect());
});

const status = async (client: Client) => (await client.get('/account/users/current')).status;

describe('how long a session lasts', () => {
  it('a browser session works until it lapses, then every call is refused as signed out', async () => {
    const user = await signedIn(api, 'user');
    clock.advance(8 * HOUR - 1);
    expect(await status(user)).toBe(200);
    clock.advance(8 * HOUR);
    expect(await status(user)).toBe(401);
    clock.advance(MINUTE);
    expect(await status(user)).toBe(401);
    // Signing in again starts a new session.
    const again = await signedIn(api, 'user');
    expect(await status(again)).toBe(200);
  });

  it('a Remember Me session outlives a day and ends after thirty', async () => {
    const user = await signedIn(api, 'user', true);
    clock.advance(DAY + MINUTE);
    expect(await status(user)).toBe(200);
    clock.advance(29 * DAY - MINUTE - 1);
    expect(await status(user)).toBe(200);
    clock.advance(1);
    expect(await status(user)).toBe(401);
  });

  it("an expired session's list entry is gone, and its realtime token opens no socket", async () => {
    const user = await signedIn(api, 'user');
    const other = await signedIn(api, 'user', true);
    const socket = await connectSocket(api, user);
    sockets.push(socket);
    socket.disconnect();
    clock.advance(DAY);
    const listed = (await other.get('/account/users/current/sessions')).body.payload as { permanent: boolean }[];
    expect(listed.map((s) => s.permanent)).toEqual([true]);
    await expect(connectSocket(api, user)).rejects.toThrow('unauthorized');
    sockets.push(await connectSocket(api, other));
  });

  it('renews the last activity once a minute has passed since the last renewal, not at every call', async () => {
    const user = await signedIn(api, 'user');
    const lastActive = async () =>
      ((await user.get('/account/users/current/sessions')).body.payload as { lastActiveAt: string }[])[0].lastActiveAt;
    const start = clock.iso();
    expect(await lastActive()).toBe(start);
    clock.advance(MINUTE - 1);
    expect(await lastActive()).toBe(start);
    clock.advance(1);
    expect(await lastActive()).toBe(clock.iso());
  });
});
