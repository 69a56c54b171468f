/**
 * The rules of the self-service flows (fixtures/server/routes/selfService.ts) that self-service.test.ts does
 * not reach: the bodies' bounds and what an empty optional field means, the texts a person reads (errors and
 * mails), the event of a sign-up, how long a confirmation link and a code live, and which earlier secrets a
 * new code voids (only the person's earlier code, never their reset link).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { demo, outbox, signedIn, useTestApi, type Client } from './support/api';

/** Codes the API draws next, in order, when a test sets them (random ones otherwise). */
const drawn = vi.hoisted(() => [] as string[]);
vi.mock('../../fixtures/server/secrets', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../fixtures/server/secrets')>();
  return { ...real, newCode: (length: number) => drawn.shift() ?? real.newCode(length) };
});

const api = useTestApi();
beforeEach(() => {
  drawn.length = 0;
});

const newcomer = {
  email: 'sam.newcomer@example.com',
  password: 'secret123-quokka',
  passwordConfirmation: 'secret123-quokka',
  firstName: 'Sam',
  lastName: 'Newcomer',
};
const params = (link: string) => new URL(link, 'http://console').searchParams;
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1];
const refused = (
  reply: { status: number; body: any },
  status: number,
  errorCode: string,
  description?: string | RegExp,
  resolution?: string,
) => {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body).toMatchObject({ success: false, status, errorCode });
  if (typeof description === 'string') expect(reply.body.description).toBe(description);
  else if (description) expect(reply.body.description).toMatch(description);
  if (resolution !== undefined) expect(reply.body.resolution).toBe(resolution);
};

describe('sign-up', () => {
  it('takes a token with spaces around it, and an empty invitation as none (the organization token counts)', async () => {
    const invited = await api.client().post('/account/users/signup', {
      ...newcomer,
      email: 'new.hire@example.com',
      inviteToken: '  INVITE-ACME-NEWHIRE  ',
    });
    expect(invited.body.payload).toMatchObject({ active: true, organizationID: 1 });
    const joined = await api.client().post('/account/users/signup', {
      ...newcomer,
      inviteToken: '',
      organizationToken: ' ORG2-GLOBEX-JOIN ',
    });
    expect(joined.body.payload).toMatchObject({ active: false, organizationID: 2 });
  });

  it('refuses the token of an organization that is not active, with the texts of the contract', async () => {
    refused(
      await api.client().post('/account/users/signup', { ...newcomer, organizationToken: 'ORG5-STARK-JOIN' }),
      400,
      'INVALID_ORGANIZATION_TOKEN',
      'This invitation or organization token is not valid.',
      'Check the link of your invitation.',
    );
    expect(await outbox(api)).toEqual([]);
  });

  it('refuses tokens and a referral code over their bounds, and says which password field does not match', async () => {
    const visitor = api.client();
    const long = (n: number) => 'x'.repeat(n);
    // At the bound: read, and an unknown token.
    refused(
      await visitor.post('/account/users/signup', { ...newcomer, inviteToken: long(200) }),
      400,
      'INVALID_ORGANIZATION_TOKEN',
    );
    for (const [field, length] of [
      ['inviteToken', 201],
      ['organizationToken', 201],
      ['referralCode', 101],
    ] as const) {
      refused(
        await visitor.post('/account/users/signup', { ...newcomer, [field]: long(length) }),
        400,
        'VALIDATION_ERROR',
        new RegExp(`^${field}: `),
      );
    }
    refused(
      await visitor.post('/account/users/signup', { ...newcomer, passwordConfirmation: 'secret124-quokka' }),
      400,
      'VALIDATION_ERROR',
      'passwordConfirmation: The password and its confirmation do not match.',
    );
    refused(
      await visitor.post('/account/users/signup', { ...newcomer, passwordConfirmation: long(1001) }),
      400,
      'VALIDATION_ERROR',
      /^passwordConfirmation: /,
    );
    refused(
      await visitor.post('/account/users/signup', { ...newcomer, email: 'USER@example.com' }),
      400,
      'EMAIL_TAKEN',
      'An account with this e-mail already exists.',
      'Sign in, or reset your password.',
    );
  });

  it('names the field at fault of a refused sign-up, for the form to show it there', async () => {
    const visitor = api.client();
    const field = async (body: object) => (await visitor.post('/account/users/signup', body)).body.field;
    expect(await field({ ...newcomer, email: 'USER@example.com' })).toBe('email');
    expect(await field({ ...newcomer, organizationToken: 'ORG5-STARK-JOIN' })).toBe('organizationToken');
    expect(await field({ ...newcomer, inviteToken: 'no-such-invitation' })).toBe('inviteToken');
    expect(await field({ ...newcomer, passwordConfirmation: 'secret124-quokka' })).toBe('passwordConfirmation');
  });

  it('records the sign-up as an event of the new account, with its referral code when given', async () => {
    const plain = (await api.client().post('/account/users/signup', newcomer)).body.payload;
    const referred = (
      await api.client().post('/account/users/signup', {
        ...newcomer,
        email: 'referred@example.com',
        referralCode: ' FRIEND-42 ',
      })
    ).body.payload;
    const admin = await signedIn(api, 'admin');
    const events = (await admin.get('/unity/events?range=[0,9]')).body.payload as Record<string, unknown>[];
    const of = (user: { uuid: string }) => events.filter((e) => e.userUUID === user.uuid);
    expect(of(plain)).toEqual([
      expect.objectContaining({ name: 'Sign-up', description: 'New account.', userEmail: newcomer.email }),
    ]);
    expect(of(referred)).toEqual([
      expect.objectContaining({
        name: 'Sign-up',
        description: 'New account, referral code FRIEND-42.',
        userEmail: 'referred@example.com',
      }),
    ]);
  });

  it('mails the confirmation with its subject and greeting', async () => {
    await api.client().post('/account/users/signup', newcomer);
    const [mail] = await outbox(api, newcomer.email);
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(mail.text).toMatch(/^Hello Sam, please confirm your e-mail address by opening this link: https:\/\/\S+$/);
  });
});

describe('the confirmation link', () => {
  it('refuses a token given twice, with the texts of the contract', async () => {
    await api.client().post('/account/users/signup', newcomer);
    const token = params((await outbox(api, newcomer.email))[0].link).get('activateToken');
    refused(
      await api.client().post(`/account/users/validateEmail?token=${token}&token=${token}`, { email: newcomer.email }),
      400,
      'INVALID_TOKEN',
      'This confirmation link is invalid, already used or expired.',
      'Ask for a new link.',
    );
    // The same token, once, still confirms.
    expect(
      (await api.client().post(`/account/users/validateEmail?token=${token}`, { email: newcomer.email })).status,
    ).toBe(200);
  });
});

describe('a new e-mail address', () => {
  it('is confirmed with the token of its link, spaces around it ignored; an empty or overlong token is malformed', async () => {
    const user = await signedIn(api, 'user');
    await user.put('/account/users/2', { email: 'new.address@example.com', currentPassword: 'user1234' });
    const [mail] = await outbox(api, 'new.address@example.com');
    const token = params(mail.link).get('confirmEmail');
    refused(
      await api.client().post('/account/users/confirmEmail', { token: ' ' }),
      400,
      'VALIDATION_ERROR',
      'token: Required.',
    );
    refused(
      await api.client().post('/account/users/confirmEmail', { token: 'x'.repeat(201) }),
      400,
      'VALIDATION_ERROR',
      /^token: /,
    );
    refused(await api.client().post('/account/users/confirmEmail', { token: 'x'.repeat(200) }), 400, 'INVALID_TOKEN');
    const confirmed = await api.client().post('/account/users/confirmEmail', { token: ` ${token} ` });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.payload).toMatchObject({ id: 2, email: 'new.address@example.com' });
  });
});

describe('password reset', () => {
  it('mails at most five links an hour to one address, and answers 429 past them', async () => {
    const visitor = api.client();
    for (let i = 0; i < 5; i++)
      expect((await visitor.post('/account/users/requestResetPassword', { email: demo.user[0] })).status).toBe(200);
    refused(
      await visitor.post('/account/users/requestResetPassword', { email: demo.user[0] }),
      429,
      'TOO_MANY_REQUESTS',
    );
    expect(await outbox(api, demo.user[0])).toHaveLength(5);
  });

  it('mails the link with its subject and the hour it lasts', async () => {
    await api.client().post('/account/users/requestResetPassword', { email: demo.user[0] });
    const [mail] = await outbox(api, demo.user[0]);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('Someone asked to reset the password of your account.');
    expect(mail.text).toContain('Choose a new one with this link within one hour: https://');
  });
});

describe('password-free code', () => {
  const request = (client: Client, email: string = demo.user[0]) =>
    client.post('/account/users/requestPLCode', { email });

  it('mails the code in the subject and says it lasts ten minutes', async () => {
    await request(api.client());
    const [mail] = await outbox(api, demo.user[0]);
    const code = codeIn(mail.text);
    expect(mail.subject).toBe(`Your sign-in code: ${code}`);
    expect(mail.text).toMatch(
      new RegExp(
        `^Your password-free sign-in code is ${code}\\. It expires in 10 minutes\\. Or open this link: https://`,
      ),
    );
  });

  it('is not mailed to an account whose address is not confirmed yet, and names no phone', async () => {
    await api.client().post('/account/users/signup', newcomer);
    const reply = await request(api.client(), newcomer.email);
    expect(reply.body.payload).toEqual({ phone: '' });
    expect((await outbox(api, newcomer.email)).map((m) => m.subject)).toEqual(['Confirm your e-mail address']);
  });

  it("a new code voids the person's earlier one, not their reset link nor another person's code", async () => {
    const visitor = api.client();
    await visitor.post('/account/users/requestResetPassword', { email: demo.user[0] });
    await request(visitor, demo.admin[0]);
    await request(visitor);
    await request(visitor);
    const mails = await outbox(api);
    const reset = params(mails.find((m) => m.subject === 'Reset your password')!.link).get('resetPassword');
    // The outbox lists the newest first.
    const [second, first] = mails
      .filter((m) => m.to === demo.user[0] && m.link.includes('plcode'))
      .map((m) => codeIn(m.text));
    const adminCode = codeIn(mails.find((m) => m.to === demo.admin[0])!.text);
    refused(
      await api.client().post('/account/users/signinPL', { code: first, email: demo.user[0] }),
      401,
      'WRONG_CODE',
      'This code is not valid.',
      'Check the code or ask for a new one.',
    );
    expect((await api.client().post('/account/users/signinPL', { code: second, email: demo.user[0] })).status).toBe(
      200,
    );
    expect((await api.client().post('/account/users/signinPL', { code: adminCode })).status).toBe(200);
    const body = { password: 'newpass123-quokka', passwordConfirmation: 'newpass123-quokka' };
    expect((await api.client().put(`/account/users/current/password?token=${reset}`, body)).status).toBe(200);
  });

  it("five wrong codes at an account void its code, not the person's reset link", async () => {
    const visitor = api.client();
    await visitor.post('/account/users/requestResetPassword', { email: demo.user[0] });
    await request(visitor);
    const mails = await outbox(api, demo.user[0]);
    const reset = params(mails.find((m) => m.subject === 'Reset your password')!.link).get('resetPassword');
    const code = codeIn(mails.find((m) => m.link.includes('plcode'))!.text);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      await api.client().post('/account/users/signinPL', { code: wrong, email: demo.user[0] });
    expect((await api.client().post('/account/users/signinPL', { code, email: demo.user[0] })).status).toBe(401);
    const body = { password: 'newpass123-quokka', passwordConfirmation: 'newpass123-quokka' };
    expect((await api.client().put(`/account/users/current/password?token=${reset}`, body)).status).toBe(200);
  });

  it("never draws another person's live code, only a used one again", async () => {
    drawn.push('123456', '123456', '654321', '123456');
    await request(api.client());
    await request(api.client(), demo.admin[0]);
    const codeOf = async (email: string) => codeIn((await outbox(api, email))[0].text);
    expect(await codeOf(demo.user[0])).toBe('123456');
    expect(await codeOf(demo.admin[0])).toBe('654321');
    expect((await api.client().post('/account/users/signinPL', { code: '123456' })).status).toBe(200);
    // Used now: the same digits may be a next code.
    await request(api.client());
    expect(await codeOf(demo.user[0])).toBe('123456');
    expect((await api.client().post('/account/users/signinPL', { code: '123456' })).status).toBe(200);
    expect((await api.client().post('/account/users/signinPL', { code: '654321' })).status).toBe(200);
  });

  it("with an address that has no account, a guess is wrong even while someone's code is live", async () => {
    await request(api.client());
    const code = codeIn((await outbox(api, demo.user[0]))[0].text);
    refused(
      await api.client().post('/account/users/signinPL', { code, email: 'nobody@example.com' }),
      401,
      'WRONG_CODE',
    );
    expect((await api.client().post('/account/users/signinPL', { code })).status).toBe(200);
  });

  it('reads the code without spaces around it, and refuses an empty or overlong one as a malformed body', async () => {
    await request(api.client());
    const code = codeIn((await outbox(api, demo.user[0]))[0].text);
    refused(
      await api.client().post('/account/users/signinPL', { code: '   ' }),
      400,
      'VALIDATION_ERROR',
      'code: Required.',
    );
    refused(await api.client().post('/account/users/signinPL', { code: '1'.repeat(21) }), 400, 'VALIDATION_ERROR');
    refused(await api.client().post('/account/users/signinPL', { code: '1'.repeat(20) }), 401, 'WRONG_CODE');
    expect((await api.client().post('/account/users/signinPL', { code: ` ${code} ` })).status).toBe(200);
  });

  it("signs in by code in place of the client's earlier session, and the session says it came by code", async () => {
    const client = await signedIn(api, 'admin');
    const earlier = client.cookies.get('session')!;
    await request(api.client());
    const code = codeIn((await outbox(api, demo.user[0]))[0].text);
    expect((await client.post('/account/users/signinPL', { code })).status).toBe(200);
    const sessions = (await client.get('/account/users/current/sessions')).body.payload;
    expect(sessions).toEqual([expect.objectContaining({ current: true, via: 'code', permanent: true })]);
    const old = api.client();
    old.cookies.set('session', earlier);
    expect((await old.get('/account/users/current')).status).toBe(401);
  });
});

describe('how long a link or a code lives (a clock the test moves)', () => {
  let offset = 0;
  beforeEach(() => {
    offset = 0;
  });
  const clocked = useTestApi({ now: () => new Date(Date.now() + offset) });
  const DAY = 24 * 60 * 60 * 1000;

  it('a confirmation link lasts seven days, and confirming stamps the account at that time', async () => {
    const visitor = clocked.client();
    const [early, late] = [newcomer.email, 'late@example.com'];
    await visitor.post('/account/users/signup', newcomer);
    await visitor.post('/account/users/signup', { ...newcomer, email: late });
    const mails = (await visitor.get('/__dev/outbox')).body.payload as { to: string; link: string }[];
    const token = (to: string) => params(mails.find((m) => m.to === to)!.link).get('activateToken');
    offset = 7 * DAY - 60_000;
    const confirmed = await visitor.post(`/account/users/validateEmail?token=${token(early)}`, { email: early });
    expect(confirmed.status).toBe(200);
    expect(Date.parse(confirmed.body.payload.updatedAt)).toBeGreaterThanOrEqual(Date.now() + offset - 60_000);
    offset = 7 * DAY + 60_000;
    refused(
      await visitor.post(`/account/users/validateEmail?token=${token(late)}`, { email: late }),
      400,
      'INVALID_TOKEN',
    );
  });

  it('a code still works after nine minutes', async () => {
    const visitor = clocked.client();
    await visitor.post('/account/users/requestPLCode', { email: demo.user[0] });
    const mails = (await visitor.get('/__dev/outbox')).body.payload as { text: string }[];
    offset = 9 * 60 * 1000;
    expect((await visitor.post('/account/users/signinPL', { code: codeIn(mails[0].text) })).status).toBe(200);
  });
});
