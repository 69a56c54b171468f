/**
 * The session policy (issue 59): how long a session lasts, absolute and idle, shorter for administrators, and
 * "remember me", enforced by the API at every call on its clock (the test's: it moves only when told) under the
 * policy as it is now. Changed by the superadmin alone, with a step-up, and validated.
 */
import { describe, expect, it } from 'vitest';
import { type Client, signedIn, useTestApi } from './support/api';
import { DAY, HOUR, MINUTE, TestClock } from './support/clock';

const clock = new TestClock();
const api = useTestApi({ now: clock.now });

const status = async (client: Client) => (await client.get('/account/users/current')).status;
const idleMinutes = async (client: Client) =>
  (await client.get('/account/users/current')).body.payload.sessionIdleMinutes as number | undefined;
const setPolicy = (client: Client, body: object) => client.put('/account/sessionPolicy', body);

describe('the defaults', () => {
  it('are a week and 8 hours idle for everyone, a day and an hour idle for administrators, 30 days remembered', async () => {
    const admin = await signedIn(api, 'admin');
    const reply = await admin.get('/account/sessionPolicy');
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.payload).toMatchObject({
      absoluteHours: 168,
      idleMinutes: 480,
      adminAbsoluteHours: 24,
      adminIdleMinutes: 60,
      rememberMeDays: 30,
    });
  });

  it('tells the console the idle lifetime of its session (none for a remembered one)', async () => {
    expect(await idleMinutes(await signedIn(api, 'user'))).toBe(480);
    expect(await idleMinutes(await signedIn(api, 'admin'))).toBe(60);
    expect(await idleMinutes(await signedIn(api, 'user', true))).toBeUndefined();
    expect(await idleMinutes(await signedIn(api, 'admin', true))).toBe(60);
  });
});

describe('a session ends', () => {
  it('after its idle lifetime without a call, to the millisecond; each call starts it again', async () => {
    const user = await signedIn(api, 'user');
    clock.advance(8 * HOUR - 1);
    expect(await status(user)).toBe(200);
    clock.advance(8 * HOUR - 1);
    expect(await status(user)).toBe(200);
    clock.advance(8 * HOUR);
    expect(await status(user)).toBe(401);
    // Ended: a call later does not bring it back.
    clock.advance(1);
    expect(await status(user)).toBe(401);
  });

  it('at its absolute lifetime after the sign-in, however active', async () => {
    const user = await signedIn(api, 'user');
    for (let i = 0; i < 23; i++) {
      clock.advance(7 * HOUR);
      expect(await status(user)).toBe(200);
    }
    clock.advance(7 * HOUR - 1);
    expect(await status(user)).toBe(200);
    clock.advance(1);
    expect(await status(user)).toBe(401);
  });

  it('of an administrator, sooner: after an hour idle', async () => {
    const admin = await signedIn(api, 'admin');
    clock.advance(HOUR - 1);
    expect(await status(admin)).toBe(200);
    clock.advance(HOUR);
    expect(await status(admin)).toBe(401);
  });

  it('of an administrator, sooner: a day after the sign-in, however active', async () => {
    const admin = await signedIn(api, 'admin');
    for (let i = 0; i < 31; i++) {
      clock.advance(45 * MINUTE);
      expect(await status(admin)).toBe(200);
    }
    clock.advance(45 * MINUTE - 1);
    expect(await status(admin)).toBe(200);
    clock.advance(1);
    expect(await status(admin)).toBe(401);
  });

  it('with "remember me", after its own lifetime and never for idleness; an administrator\'s as any of theirs', async () => {
    const user = await signedIn(api, 'user', true);
    const admin = await signedIn(api, 'admin', true);
    clock.advance(DAY);
    expect(await status(user)).toBe(200);
    expect(await status(admin)).toBe(401);
    clock.advance(29 * DAY - 1);
    expect(await status(user)).toBe(200);
    clock.advance(1);
    expect(await status(user)).toBe(401);
  });
});

describe("a person's list of sessions", () => {
  it('says when each ends now: a browser session at its idle end, a remembered one at its own', async () => {
    const user = await signedIn(api, 'user');
    await signedIn(api, 'user', true);
    const at = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();
    const listed = (await user.get('/account/users/current/sessions')).body.payload as {
      permanent: boolean;
      expiresAt: string;
    }[];
    expect(listed.find((s) => !s.permanent)?.expiresAt).toBe(at(8 * HOUR));
    expect(listed.find((s) => s.permanent)?.expiresAt).toBe(at(30 * DAY));
  });
});

describe('a policy changed later', () => {
  it('applies to the sessions already open', async () => {
    const user = await signedIn(api, 'user');
    const remembered = await signedIn(api, 'user', true);
    clock.advance(20 * MINUTE);
    expect(await status(user)).toBe(200);
    const admin = await signedIn(api, 'admin');
    const shorter = { absoluteHours: 48, idleMinutes: 30, adminIdleMinutes: 30, rememberMeDays: 2 };
    const reply = await setPolicy(admin, shorter);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.payload).toMatchObject(shorter);
    expect(await idleMinutes(user)).toBe(30);
    clock.advance(30 * MINUTE - 1);
    expect(await status(user)).toBe(200);
    clock.advance(30 * MINUTE);
    expect(await status(user)).toBe(401);
    // Remembered for 2 days from its sign-in now, not 30.
    clock.advance(2 * DAY - 80 * MINUTE);
    expect(await status(remembered)).toBe(200);
    clock.advance(1);
    expect(await status(remembered)).toBe(401);
  });

  it("is in the history as the superadmin's change", async () => {
    const admin = await signedIn(api, 'admin');
    expect((await setPolicy(admin, { absoluteHours: 48 })).status).toBe(200);
    const entries = (await admin.get('/account/history?filters=' + encodeURIComponent('[]'))).body.payload as {
      collection?: string;
    }[];
    expect(JSON.stringify(entries)).toContain('sessionPolicies');
  });
});

describe('changing the policy', () => {
  it.each([
    [{ idleMinutes: 0 }, 'idleMinutes'],
    [{ absoluteHours: -1 }, 'absoluteHours'],
    [{ rememberMeDays: 1.5 }, 'rememberMeDays'],
    [{ absoluteHours: 'a day' }, 'absoluteHours'],
    [{ idleMinutes: 25 * 60, absoluteHours: 24 }, 'idleMinutes'],
    [{ adminAbsoluteHours: 200 }, 'adminAbsoluteHours'],
    [{ adminIdleMinutes: 600 }, 'adminIdleMinutes'],
    [{ rememberMeDays: 6 }, 'rememberMeDays'],
  ])('refuses %j, naming %s, and changes nothing', async (body, field) => {
    const admin = await signedIn(api, 'admin');
    const reply = await setPolicy(admin, body);
    expect(reply.status, reply.text).toBe(400);
    expect(reply.body).toMatchObject({ field });
    expect(reply.body.errorCode).toBeTruthy();
    expect(reply.body.description).toBeTruthy();
    expect((await admin.get('/account/sessionPolicy')).body.payload).toMatchObject({
      absoluteHours: 168,
      idleMinutes: 480,
      adminAbsoluteHours: 24,
      adminIdleMinutes: 60,
      rememberMeDays: 30,
    });
  });

  it('refuses a field it does not know', async () => {
    const admin = await signedIn(api, 'admin');
    expect((await setPolicy(admin, { forever: true })).status).toBe(400);
  });

  it('is refused to a plain user, who cannot read it either', async () => {
    const user = await signedIn(api, 'user');
    expect((await setPolicy(user, { idleMinutes: 600 })).status).toBe(403);
    expect((await user.get('/account/sessionPolicy')).status).toBe(403);
    const admin = await signedIn(api, 'admin');
    expect((await admin.get('/account/sessionPolicy')).body.payload.idleMinutes).toBe(480);
  });

  it('needs a step-up: a sign-in more than 5 minutes old is asked to confirm', async () => {
    const admin = await signedIn(api, 'admin');
    clock.advance(5 * MINUTE);
    const reply = await setPolicy(admin, { idleMinutes: 120 });
    expect(reply.status, reply.text).toBe(403);
    expect(reply.body.errorCode).toBe('STEP_UP_REQUIRED');
    const stepped = await admin.post('/account/users/signin/step-up', { password: 'admin1234' });
    expect(stepped.status, stepped.text).toBe(200);
    expect((await setPolicy(admin, { idleMinutes: 120 })).status).toBe(200);
  });
});
