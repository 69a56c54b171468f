/**
 * Issue 64, item 11: a person whose address is not confirmed can have the confirmation mailed again, and a
 * deactivated account is told so rather than "not confirmed". Only an account that has never been
 * confirmed gets a link: a deactivated or locked-down account's mailbox must not be a way back in.
 */
import { describe, expect, it } from 'vitest';
import { demo, outbox, signedIn, useTestApi } from './support/api';

const api = useTestApi();

const newcomer = {
  email: 'rita.resend@example.com',
  password: 'harbour12-quokka',
  passwordConfirmation: 'harbour12-quokka',
  firstName: 'Rita',
  lastName: 'Resend',
};
const resend = (email: string) => api.client().post('/account/users/resendConfirmation', { email });
const signin = (email: string, password: string) => api.client().post('/account/users/signin', { email, password });

describe('POST /account/users/resendConfirmation', () => {
  it('mails a new link to an account awaiting confirmation, and the new link confirms it', async () => {
    expect((await api.client().post('/account/users/signup', newcomer)).status).toBe(200);
    expect(await outbox(api, newcomer.email)).toHaveLength(1);

    const res = await resend(newcomer.email);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, payload: {} });
    const mails = await outbox(api, newcomer.email); // the newest first
    expect(mails).toHaveLength(2);
    expect(mails[0].link).not.toBe(mails[1].link);
    const link = new URL(mails[0].link, 'http://console').searchParams;
    const confirmed = await api
      .client()
      .post(`/account/users/validateEmail?token=${link.get('activateToken')}`, { email: link.get('email') });
    expect(confirmed.status).toBe(200);
    expect((await signin(newcomer.email, newcomer.password)).status).toBe(200);

    // Confirmed: nothing more is mailed.
    expect((await resend(newcomer.email)).status).toBe(200);
    expect(await outbox(api, newcomer.email)).toHaveLength(2);
  });

  it('mails the seeded pending account, and answers an unknown address the same, mailing nobody', async () => {
    expect((await resend(demo.pending[0])).status).toBe(200);
    const unknown = await resend('nobody-here@example.com');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual((await resend(demo.pending[0])).body);
    expect(await outbox(api, demo.pending[0])).toHaveLength(2);
    expect(await outbox(api, 'nobody-here@example.com')).toHaveLength(0);
  });

  it('mails nothing to a deactivated account, even one that never signed in, and its sign-in says deactivated', async () => {
    const admin = await signedIn(api, 'admin');
    // Activated by an administrator (not by the mailed link), then deactivated.
    const { id } = (await api.client().post('/account/users/signup', newcomer)).body.payload as { id: number };
    expect((await admin.put(`/account/users/${id}`, { active: true })).status).toBe(200);
    expect((await admin.put(`/account/users/${id}`, { active: false })).status).toBe(200);

    expect((await resend(newcomer.email)).status).toBe(200);
    expect((await resend(demo.user[0])).status).toBe(200);
    expect(await outbox(api, newcomer.email)).toHaveLength(1); // the sign-up's own only

    const refused = await signin(newcomer.email, newcomer.password);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errorCode: 'ACCOUNT_INACTIVE', description: 'This account is deactivated.' });
    // Only the right password learns it: a wrong one is the usual 401.
    expect((await signin(newcomer.email, 'wrong-password-1')).status).toBe(401);
  });

  it('validates its body', async () => {
    const res = await api.client().post('/account/users/resendConfirmation', { email: 'not-an-address' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, field: 'email' });
  });
});
