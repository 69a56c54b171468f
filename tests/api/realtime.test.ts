import { io, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { cookieAttributes, signedIn, useTestApi } from './support/api';

const api = useTestApi({ resetEach: false });
const sockets: Socket[] = [];
afterEach(() => sockets.splice(0).forEach((s) => s.disconnect()));

function connect(token: string | undefined): Socket {
  const socket = io(api.url, { auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return socket;
}

const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });

const next = (socket: Socket, channel: string) => new Promise<any>((resolve) => socket.once(channel, resolve));

describe('realtime', () => {
  it('sets a script-readable token cookie beside the HttpOnly session, and clears it on sign-out', async () => {
    const admin = await signedIn(api, 'admin');
    const token = admin.setCookies.find((c) => c.startsWith('token='));
    expect(token).toBeDefined();
    expect(token).not.toMatch(/HttpOnly/i);
    expect(admin.setCookies.find((c) => c.startsWith('session='))).toMatch(/HttpOnly/i);
    await admin.delete('/account/users/signout');
    expect(admin.cookies.has('token')).toBe(false);
  });

  it('with Remember Me, the token cookie lasts as long as the session cookie, on the same path and site rule', async () => {
    const user = await signedIn(api, 'user', true);
    // Only the session cookie is HttpOnly: the script reads the token.
    const attributes = (name: string) => cookieAttributes(user, name).filter((a) => a !== 'HttpOnly');
    expect(attributes('token')).toEqual(['Max-Age=2592000', 'Path=/', 'SameSite=Lax']);
    expect(attributes('session')).toEqual(attributes('token'));
  });

  it('refuses a socket without a valid token', async () => {
    await expect(connected(connect('not-a-token'))).rejects.toThrow(/unauthorized/);
    await expect(connected(connect(undefined))).rejects.toThrow(/unauthorized/);
  });

  it('the token does not open HTTP calls', async () => {
    const admin = await signedIn(api, 'admin');
    const res = await fetch(`${api.url}/account/users/current`, {
      headers: { authorization: `Bearer ${admin.cookies.get('token')}` },
    });
    expect(res.status).toBe(401);
  });

  it('announces new unity events to those who may read them, and not to a plain user', async () => {
    const admin = await signedIn(api, 'admin');
    const user = await signedIn(api, 'user');
    const adminSocket = connect(admin.cookies.get('token'));
    const userSocket = connect(user.cookies.get('token'));
    await Promise.all([connected(adminSocket), connected(userSocket)]);
    let userGotEvent = false;
    userSocket.on('events', () => (userGotEvent = true));

    const received = next(adminSocket, 'events');
    const created = await admin.get('/unity/events/testOpa');
    expect(created.status).toBe(200);
    expect((await received).id).toBe(created.body.payload.id);
    await new Promise((r) => setTimeout(r, 200));
    expect(userGotEvent).toBe(false);
  });

  it('announces an event created with POST /unity/events, as the ones the platform records', async () => {
    const admin = await signedIn(api, 'admin');
    const socket = connect(admin.cookies.get('token'));
    await connected(socket);
    const received = next(socket, 'events');
    const created = await (
      await signedIn(api, 'admin')
    ).post('/unity/events', { name: 'Disk almost full', status: 507 });
    expect(created.status).toBe(200);
    expect(await received).toMatchObject({ id: created.body.payload.id, name: 'Disk almost full', status: 507 });
  });

  it('pushes service notifications to everyone or to one user', async () => {
    const user = await signedIn(api, 'user');
    const socket = connect(user.cookies.get('token'));
    await connected(socket);
    const received = next(socket, 'notifications');
    const sent = await api
      .client()
      .post('/__dev/notify', { title: 'Maintenance', subtitle: 'Tonight', body: '22:00 UTC' });
    expect(sent.status).toBe(200);
    expect(await received).toMatchObject({ title: 'Maintenance', subtitle: 'Tonight', body: '22:00 UTC' });
    expect((await received).timestamp).toMatch(/^\d{4}-\d\d-\d\dT/);

    const bad = await api.client().post('/__dev/notify', { subtitle: 'no title' });
    expect(bad.status).toBe(400);
  });
});
