/**
 * Hostile: one-time codes (issue 11, item 3). A stranger's guesses never void another person's code;
 * requests and guesses are limited per account and per client, answered 429 with the envelope.
 */
import { describe, expect, it } from 'vitest';
import { outbox, useTestApi } from '../support/api';
import { RATE_LIMITS } from '../../../fixtures/server/gate/limits';

const api = useTestApi();

const codeOf = async (email: string) => /\b(\d{6})\b/.exec((await outbox(api, email))[0].text)![1];
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const tooMany = (reply: { status: number; body: any }) => {
  expect(reply.status).toBe(429);
  expect(reply.body).toMatchObject({ success: false, status: 429, errorCode: 'TOO_MANY_REQUESTS' });
};

describe('one-time codes', () => {
  it("a stranger's bare guesses never void someone's code", async () => {
    const owner = api.client();
    await owner.post('/account/users/requestPLCode', { email: 'user@example.com' });
    const code = await codeOf('user@example.com');
    const stranger = api.client();
    for (let i = 0; i < 10; i++)
      expect((await stranger.post('/account/users/signinPL', { code: wrong(code) })).status).toBe(401);
    expect((await owner.post('/account/users/signinPL', { code, email: 'user@example.com' })).status).toBe(200);
  });

  it("guesses aimed at one account do not void another account's code", async () => {
    const owner = api.client();
    await owner.post('/account/users/requestPLCode', { email: 'user@example.com' });
    const code = await codeOf('user@example.com');
    const stranger = api.client();
    await stranger.post('/account/users/requestPLCode', { email: 'admin@example.com' });
    for (let i = 0; i < 6; i++) {
      await stranger.post('/account/users/signinPL', { code: wrong(code), email: 'admin@example.com' });
    }
    expect((await owner.post('/account/users/signinPL', { code, email: 'user@example.com' })).status).toBe(200);
  });

  it("with the e-mail, a code only opens that account, even when it is another account's live code", async () => {
    const visitor = api.client();
    await visitor.post('/account/users/requestPLCode', { email: 'user@example.com' });
    const code = await codeOf('user@example.com');
    expect((await visitor.post('/account/users/signinPL', { code, email: 'admin@example.com' })).status).toBe(401);
    expect(visitor.cookies.has('session')).toBe(false);
  });

  it('limits the codes asked for one account, known or not, with 429 and the envelope', async () => {
    const { limit } = RATE_LIMITS.codeRequestsPerAccount;
    for (const email of ['user@example.com', 'nobody@example.com']) {
      const visitor = api.client();
      for (let i = 0; i < limit; i++)
        expect((await visitor.post('/account/users/requestPLCode', { email })).status).toBe(200);
      tooMany(await visitor.post('/account/users/requestPLCode', { email }));
    }
    // Asking again and again no longer buys fresh guesses: the mails stop at the limit.
    expect((await outbox(api, 'user@example.com')).length).toBe(limit);
  });

  it('limits the guesses of one client, whatever the accounts', async () => {
    const visitor = api.client();
    const { limit } = RATE_LIMITS.codeGuessesPerClient;
    for (let i = 0; i < limit; i++) {
      const email = `someone${i}@example.com`;
      expect((await visitor.post('/account/users/signinPL', { code: '123456', email })).status).toBe(401);
    }
    tooMany(await visitor.post('/account/users/signinPL', { code: '123456', email: 'user@example.com' }));
  });

  it('a reset of the development API clears the limits', async () => {
    const visitor = api.client();
    for (let i = 0; i <= RATE_LIMITS.codeRequestsPerAccount.limit; i++) {
      await visitor.post('/account/users/requestPLCode', { email: 'user@example.com' });
    }
    await api.reset();
    expect((await visitor.post('/account/users/requestPLCode', { email: 'user@example.com' })).status).toBe(200);
  });
});
