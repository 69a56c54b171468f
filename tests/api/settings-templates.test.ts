/** E-mail settings (password never answered in clear) and mail templates with their test e-mail. */
import { describe, expect, it } from 'vitest';
import { outbox, signedIn, useTestApi } from './support/api';

const api = useTestApi();

const MASK = '********';

describe('settings', () => {
  it('answers the setting with the mail password masked, and saves fields one at a time', async () => {
    const admin = await signedIn(api, 'admin');
    const list = await admin.get('/account/settings');
    expect(list.status).toBe(200);
    expect(list.body.payload).toHaveLength(1);
    expect(list.body.payload[0]).toMatchObject({
      id: 1,
      mailPort: 587,
      mailSSL: true,
      primaryColor: '#1976d2',
      mailPassword: MASK,
    });
    expect(list.text).not.toContain('smtp-dev-password');

    expect((await admin.put('/account/settings/1', { mailPort: 465 })).body.payload).toMatchObject({
      mailPort: 465,
      mailSSL: true,
    });
    expect((await admin.put('/account/settings/1', { mailSSL: false })).body.payload).toMatchObject({
      mailPort: 465,
      mailSSL: false,
    });
    const changed = await admin.put('/account/settings/1', { mailPassword: 'new-secret' });
    expect(changed.body.payload.mailPassword).toBe(MASK);
    expect(api.server.ctx.store.get('settings', 1)!.mailPassword).toBe('new-secret');
    // A form that sends the mask back leaves the password as it is.
    await admin.put('/account/settings/1', { mailPassword: MASK, mailHost: 'smtp2.example.com' });
    expect(api.server.ctx.store.get('settings', 1)!).toMatchObject({
      mailPassword: 'new-secret',
      mailHost: 'smtp2.example.com',
    });
  });

  it('creates and deletes a setting', async () => {
    const admin = await signedIn(api, 'admin');
    const created = await admin.post('/account/settings', {
      replyEmail: 'help@example.com',
      mailSentEmail: 'bot@example.com',
    });
    expect(created.status).toBe(200);
    expect(created.body.payload).toMatchObject({
      id: 2,
      replyEmail: 'help@example.com',
      mailPort: 587,
      mailPassword: '',
    });
    expect((await admin.delete('/account/settings/2')).status).toBe(200);
    expect((await admin.get('/account/settings/2')).status).toBe(404);
  });

  it("fills a test e-mail's placeholders with sample values, the caller's and their organization's, and says so", async () => {
    const admin = await signedIn(api, 'admin');
    expect((await admin.put('/account/templates/4/send', { testEmail: 'qa@example.com' })).status).toBe(200);
    const [mail] = await outbox(api, 'qa@example.com');
    expect(mail.subject).toBe('You are invited to join Acme Corporation');
    expect(mail.text).toContain('Alex Morgan invites you to join Acme Corporation.');
    expect(mail.html).toContain('joinOrganization?token=SAMPLE-TOKEN');
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain('{{');
    expect(mail.text).toMatch(/^This is a test e-mail: sample values fill its placeholders\./);
  });

  it('answers 400, 401, 403 (plain user) and 404', async () => {
    const admin = await signedIn(api, 'admin');
    for (const body of [
      { mailPort: '25a' },
      { mailPort: 70000 },
      { mailSSL: 'yes' },
      { primaryColor: 'red' },
      { replyEmail: 'nope' },
      { baseURL: 'console' },
    ]) {
      const res = await admin.put('/account/settings/1', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      // The envelope names the field, for the settings page to show why on it.
      expect(res.body.field, JSON.stringify(body)).toBe(Object.keys(body)[0]);
    }
    expect((await admin.get('/account/settings/1')).body.payload).toMatchObject({
      mailPort: 587,
      mailSSL: true,
      primaryColor: '#1976d2',
    });
    expect((await admin.post('/account/settings', { replyEmail: 'x' })).status).toBe(400);
    expect((await api.client().get('/account/settings')).status).toBe(401);
    const user = await signedIn(api, 'user');
    expect((await user.get('/account/settings')).status).toBe(403);
    expect((await user.put('/account/settings/1', { mailPort: 25 })).status).toBe(403);
    expect((await admin.get('/account/settings/9')).status).toBe(404);
    expect((await admin.put('/account/settings/9', { mailPort: 25 })).status).toBe(404);
  });
});

describe('templates', () => {
  it('creates, updates and deletes a template; codes are unique', async () => {
    const admin = await signedIn(api, 'admin');
    expect((await admin.get('/account/templates')).body.payload.map((t: { code: string }) => t.code)).toEqual([
      'WELCOME',
      'RESET_PASSWORD',
      'VALIDATE_EMAIL',
      'ORGANIZATION_INVITE',
      'DORMANT_ACCOUNT',
      // the changes a person hears of, each with "This was not me" (issue 59), in three languages
      ...[
        'PASSWORD_CHANGED',
        'EMAIL_CHANGED',
        'FACTOR_ADDED',
        'FACTOR_REMOVED',
        'PASSKEY_ADDED',
        'RECOVERY_CODE_USED',
        'NEW_SIGN_IN',
        // the approvers hear of a request waiting for them, the requester that their access ends soon (issue 62)
        'ACCESS_REQUEST_WAITING',
        'ACCESS_ENDING',
        // and the approvers of a request to join an organization
        'ACCESS_ORGANIZATION_REQUEST_WAITING',
      ].flatMap((code) => [code, `${code}_FR`, `${code}_DE`]),
    ]);
    const created = await admin.post('/account/templates', {
      title: 'Invoice ready',
      code: 'INVOICE',
      description: '<p>Your invoice</p>',
      button: 'Pay',
    });
    expect(created.body.payload).toEqual({
      id: 36,
      title: 'Invoice ready',
      code: 'INVOICE',
      description: '<p>Your invoice</p>',
      button: 'Pay',
    });
    expect((await admin.post('/account/templates', { title: 'Again', code: 'invoice' })).status).toBe(400);
    expect((await admin.put('/account/templates/36', { button: 'Pay now' })).body.payload).toMatchObject({
      title: 'Invoice ready',
      button: 'Pay now',
    });
    expect((await admin.put('/account/templates/36', { code: 'WELCOME' })).status).toBe(400);
    expect((await admin.delete('/account/templates/36')).status).toBe(200);
    expect((await admin.get('/account/templates/36')).status).toBe(404);
  });

  it('sends a test e-mail of a template to the outbox', async () => {
    const admin = await signedIn(api, 'admin');
    const res = await admin.put('/account/templates/1/send', { testEmail: 'qa@example.com' });
    expect(res.status).toBe(200);
    const [mail] = await outbox(api, 'qa@example.com');
    expect(mail.subject).toBe('Welcome to the platform');
    expect(mail.html).toContain('Your account is ready.');
    expect(mail.html).toContain('Open the console');
    expect(mail.text).toContain('Your account is ready.');
    expect(mail.link).toBe('');
  });

  it('answers 400, 401, 403 (plain user) and 404', async () => {
    const admin = await signedIn(api, 'admin');
    expect((await admin.post('/account/templates', { code: 'X' })).status).toBe(400);
    expect((await admin.post('/account/templates', { title: 'X' })).status).toBe(400);
    expect((await admin.put('/account/templates/1', { description: 5 })).status).toBe(400);
    const nope = await admin.put('/account/templates/1/send', { testEmail: 'nope' });
    expect(nope.status).toBe(400);
    expect(nope.body.field).toBe('testEmail');
    expect((await admin.put('/account/templates/1/send', {})).status).toBe(400);
    expect(await outbox(api)).toEqual([]);
    expect((await api.client().get('/account/templates')).status).toBe(401);
    const user = await signedIn(api, 'user');
    expect((await user.get('/account/templates')).status).toBe(403);
    expect((await user.put('/account/templates/1/send', { testEmail: 'qa@example.com' })).status).toBe(403);
    expect((await admin.get('/account/templates/99')).status).toBe(404);
    expect((await admin.put('/account/templates/99/send', { testEmail: 'qa@example.com' })).status).toBe(404);
  });
});
