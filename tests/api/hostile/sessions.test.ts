/**
 * Hostile: a new password ends the old sessions (issue 11, item 4). A change keeps only the session that
 * made it; a reset ends them all and voids older reset links; a realtime socket closes when its session
 * ends (sign-out or a new password).
 */
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { type Client, connectSocket, outbox, signedIn, useTestApi } from '../support/api';

const api = useTestApi();
const sockets: Socket[] = [];
afterEach(() => sockets.splice(0).forEach((s) => s.disconnect()));

const NEW = { password: 'changed123-quokka', passwordConfirmation: 'changed123-quokka' };
/** A change of one's own password carries the current one (issue 33). */
const own = (current: string) => ({ ...NEW, currentPassword: current });

const signedOut = async (client: Client) => expect((await client.get('/account/users/current')).status).toBe(401);
const signedInStill = async (client: Client) => expect((await client.get('/account/users/current')).status).toBe(200);

async function socketOf(client: Client): Promise<Socket> {
  const socket = await connectSocket(api, client);
  sockets.push(socket);
  return socket;
}
const closed = (socket: Socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));

async function resetLink(email: string): Promise<string> {
  await api.client().post('/account/users/requestResetPassword', { email });
  const [mail] = await outbox(api, email);
  return new URL(mail.link, 'http://x').searchParams.get('resetPassword')!;
}

describe('sessions after a new password', () => {
  it('a change of password ends every other session of the user and keeps the one that made it', async () => {
    const here = await signedIn(api, 'user');
    const phone = await signedIn(api, 'user', true);
    expect((await here.put('/account/users/current/password', own('user1234'))).status).toBe(200);
    await signedInStill(here);
    await signedOut(phone);
  });

  it('an administrator setting the password ends all the sessions of that user', async () => {
    const user = await signedIn(api, 'user');
    const admin = await signedIn(api, 'admin');
    expect((await admin.put('/account/users/2/password', NEW)).status).toBe(200);
    await signedOut(user);
    await signedInStill(admin);
  });

  it('a reset ends every session and voids older reset links', async () => {
    const user = await signedIn(api, 'user');
    const older = await resetLink('user@example.com');
    const newer = await resetLink('user@example.com');
    const visitor = api.client();
    expect((await visitor.put(`/account/users/current/password?token=${newer}`, NEW)).status).toBe(200);
    await signedOut(user);
    const reused = await visitor.put(`/account/users/current/password?token=${older}`, {
      password: 'again1234-quokka',
      passwordConfirmation: 'again1234-quokka',
    });
    expect(reused.status).toBe(400);
    expect((await api.client().signIn('user@example.com', 'changed123-quokka')).status).toBe(200);
  });

  it('a password change made by the user voids reset links asked before it', async () => {
    const link = await resetLink('user@example.com');
    const user = await signedIn(api, 'user');
    expect((await user.put('/account/users/current/password', own('user1234'))).status).toBe(200);
    expect(
      (
        await api.client().put(`/account/users/current/password?token=${link}`, {
          password: 'again1234-quokka',
          passwordConfirmation: 'again1234-quokka',
        })
      ).status,
    ).toBe(400);
  });

  it('a realtime socket closes at sign-out', async () => {
    const admin = await signedIn(api, 'admin');
    const socket = await socketOf(admin);
    const ended = closed(socket);
    await admin.delete('/account/users/signout');
    expect(await ended).toBe('io server disconnect');
  });

  it('a realtime socket of another session closes when the password changes', async () => {
    const admin = await signedIn(api, 'admin');
    const other = await signedIn(api, 'admin');
    const socket = await socketOf(other);
    const ended = closed(socket);
    expect((await admin.put('/account/users/current/password', own('admin1234'))).status).toBe(200);
    expect(await ended).toBe('io server disconnect');
  });
});
