import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect as baseExpect, demo, outbox, signIn } from './support/test';
import { retype, requiredLabel } from './support/pages';

// Pages load lazily; a shared, busy machine needs more than the default 8 s for a first load.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test.describe('My Account', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, demo.user);
  });

  test('tabs follow the index query parameter; an unknown index gets a joke', async ({ page }) => {
    await page.goto('/my-account');
    await expect(page.getByRole('tab', { name: 'My Account' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Your Personal Data')).toBeVisible();
    await page.getByRole('tab', { name: 'Access Tokens' }).click();
    await expect(page).toHaveURL(/\/my-account\?index=1$/);
    await expect(page.getByRole('columnheader', { name: 'Validity' })).toBeVisible();
    await page.goto('/my-account?index=7');
    await expect(page.getByText('Nice try!')).toBeVisible();
  });

  test('profile: Save only after a change with a valid e-mail; a new e-mail waits for its link', async ({
    page,
    api,
  }) => {
    await page.goto('/my-account');
    const save = page.getByRole('button', { name: 'Save' }).first();
    await expect(save).toBeDisabled();
    await page.getByLabel('First Name').fill('Ursula');
    await expect(save).toBeEnabled();
    const email = page.getByLabel('Email');
    await email.fill('ursula@');
    await expect(save).toBeDisabled();
    await email.fill('ursula@example.com');
    // A new address of one's own asks for the current password (issue 33).
    await expect(save).toBeDisabled();
    await profile(page).getByLabel('Current Password').fill(demo.user.password);
    await save.click();
    await expect(page.getByText('Your info have been updated.')).toBeVisible();
    // The address in force stays until the link mailed to the new one is opened.
    const pending = page
      .getByRole('alert')
      .filter({ hasText: 'until you confirm the link sent to ursula@example.com' });
    await expect(pending).toContainText('Your e-mail address stays user@example.com');
    await page.reload();
    await expect(page.getByLabel('First Name')).toHaveValue('Ursula');
    await expect(page.getByLabel('Email')).toHaveValue(demo.user.email);
    await expect(pending).toBeVisible();

    const [mail] = await outbox(api, 'ursula@example.com');
    expect(mail.subject).toBe('Confirm your new e-mail address');
    await page.goto(mail.link!);
    await expect(page.getByText('Your e-mail address is now ursula@example.com.')).toBeVisible();
    await expect(page).not.toHaveURL(/confirmEmail/);
    await expect(page.getByLabel('Email')).toHaveValue('ursula@example.com');
    await expect(pending).toHaveCount(0);
    expect((await outbox(api, demo.user.email))[0].subject).toBe('Your e-mail address was changed');
  });

  test('profile: a pending e-mail change can be cancelled', async ({ page, api }) => {
    await page.goto('/my-account');
    await page.getByLabel('Email').fill('typo@exmaple.com');
    await profile(page).getByLabel('Current Password').fill(demo.user.password);
    await page.getByRole('button', { name: 'Save' }).first().click();
    const pending = page.getByRole('alert').filter({ hasText: 'until you confirm the link sent to typo@exmaple.com' });
    await expect(pending).toBeVisible();
    await page.getByRole('button', { name: 'Cancel the change' }).click();
    await expect(page.getByText('Your info have been updated.')).toBeVisible();
    await expect(pending).toHaveCount(0);
    // The link sent to the mistyped address no longer works.
    const [mail] = await outbox(api, 'typo@exmaple.com');
    await page.goto(mail.link!);
    await expect(page.getByText('This confirmation link is invalid, already used or expired.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(demo.user.email);
  });

  test('change password asks for the current one, ends in Success ! with empty fields, and the new password works', async ({
    page,
  }) => {
    await page.goto('/my-account');
    const form = passwordForm(page);
    const submit = form.getByRole('button', { name: 'Change Password' });
    await form.getByLabel('New Password').fill('changed99-quokka');
    await expect(submit).toBeDisabled();
    await form.getByLabel('Password Confirmation').fill('changed99-quokka');
    await expect(submit).toBeDisabled();
    // A wrong current password is refused, as the platform says.
    await form.getByLabel('Current Password').fill('not-mine-99');
    await submit.click();
    // On the field it names, and in the notification with what to do.
    await expect(form.getByLabel('Current Password')).toHaveAccessibleDescription(
      'Your current password is not right.',
    );
    await expect(page.getByText('Check your current password and try again.')).toBeVisible();
    await form.getByLabel('Current Password').fill(demo.user.password);
    await submit.click();
    await expect(page.getByText('Success !')).toBeVisible();
    await expect(page.getByText('The new password has been set.')).toBeVisible();
    await expect(form.getByLabel('Current Password')).toHaveValue('');
    await expect(form.getByLabel('New Password')).toHaveValue('');
    await expect(form.getByLabel('Password Confirmation')).toHaveValue('');
    await signIn(page, { email: demo.user.email, password: 'changed99-quokka' });
    await expect(page).toHaveURL(/\/apps$/);
  });

  test("a new password ends one's access tokens, unless one keeps them", async ({ page, playwright }) => {
    const script = await playwright.request.newContext({ baseURL: process.env.E2E_API_URL });
    const newToken = async (name: string) => {
      await page.goto('/my-account?index=1');
      await page.getByRole('button', { name: 'New access token' }).click();
      const dialog = page.getByRole('dialog', { name: 'New Access Token' });
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByRole('button', { name: 'Create' }).click();
      const token = await dialog.getByLabel('Your new access token').inputValue();
      await dialog.getByRole('button', { name: 'Close' }).click();
      return token;
    };
    const works = async (token: string) =>
      (await script.get('/account/users/current', { headers: { Authorization: `Bearer ${token}` } })).status();
    const changePassword = async (current: string, next: string, keep: boolean) => {
      await page.goto('/my-account');
      const form = passwordForm(page);
      await expect(form.getByText('A new password ends your access tokens unless you keep them.')).toBeVisible();
      await form.getByLabel('Current Password').fill(current);
      await form.getByLabel('New Password').fill(next);
      await form.getByLabel('Password Confirmation').fill(next);
      if (keep) await form.getByLabel('Keep my access tokens').check();
      await form.getByRole('button', { name: 'Change Password' }).click();
      await expect(page.getByText('The new password has been set.')).toBeVisible();
    };

    const kept = await newToken('kept');
    await changePassword(demo.user.password, 'changed99-quokka', true);
    expect(await works(kept)).toBe(200);
    await changePassword('changed99-quokka', 'changed98-quokka', false);
    expect(await works(kept)).toBe(401);
    await page.goto('/my-account?index=1');
    await expect(page.getByText('No access tokens yet')).toBeVisible();
    await script.dispose();
  });

  test('phone: Wrong phone format in red, stored as E.164', async ({ page }) => {
    await page.goto('/my-account');
    const phone = page.getByLabel('Phone');
    await retype(phone, '+1 555');
    const error = page.getByText('Wrong phone format');
    await expect(error).toBeVisible();
    await expect(error).toHaveCSS('color', 'rgb(211, 47, 47)');
    await retype(phone, '+1 201 555 0123');
    await expect(error).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).nth(1).click();
    await expect
      .poll(async () => (await (await page.request.get('/account/users/current')).json()).payload.phone)
      .toBe('+12015550123');
  });

  test('default app: the next sign-in lands in that app', async ({ page }) => {
    const apps = (await (await page.request.get('/account/users/current/apps')).json()).payload as {
      name: string;
      url: string;
    }[];
    const app = apps[0];
    await page.goto('/my-account');
    await expect(page.getByText('Automaticaly launch this app after a login')).toBeVisible();
    await page.getByRole('combobox', { name: 'Default App' }).click();
    await expect(page.getByRole('option', { name: 'None' })).toBeVisible();
    await page.getByRole('option', { name: app.name }).click();
    await expect(page.getByText('Your info have been updated.')).toBeVisible();

    const host = new URL(app.url).host;
    await page.route(`https://${host}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Default app</h1>' }),
    );
    await page.goto('/signin');
    await page.getByLabel('Email').fill(demo.user.email);
    await page.getByLabel(requiredLabel('Password')).fill(demo.user.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.host === host);
    await expect(page.getByRole('heading', { name: 'Default app' })).toBeVisible();
  });

  test('Other and Services & Roles show the account', async ({ page }) => {
    await page.goto('/my-account');
    for (const label of ['Uuid', 'Created At', 'Updated At', 'Id']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('Services & Roles')).toBeVisible();
  });

  test('an access token is shown once and works as a Bearer token', async ({ page, playwright }) => {
    await page.goto('/my-account?index=1');
    await page.getByRole('button', { name: 'New access token' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Access Token' });
    // What a token can and cannot do, before it is made.
    await expect(dialog).toContainText(
      'It cannot manage tokens, your password, your e-mail or your sessions, and ends when your password is reset, when you change it (unless you keep your tokens) or when your e-mail address changes.',
    );
    await dialog.getByLabel('Name').fill('ci script');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toContainText("You won't be able to see it again!");
    await expect(dialog.getByRole('button', { name: 'Create' })).toHaveCount(0);
    const token = await dialog.getByLabel('Your new access token').inputValue();
    expect(token.length).toBeGreaterThan(20);

    const script = await playwright.request.newContext({ baseURL: process.env.E2E_API_URL });
    const res = await script.get('/account/users/current', { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(200);
    expect((await res.json()).payload.email).toBe(demo.user.email);
    // A token never manages credentials: it cannot mint another.
    const minted = await script.post('/account/users/current/accessTokens', {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: 'more' },
    });
    expect(minted.status()).toBe(403);

    await dialog.getByRole('button', { name: 'Close' }).click();
    const row = page.getByRole('row', { name: /ci script/ });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Revoke ci script' }).click();
    await expect(row).toHaveCount(0);
    // The revocation waits while its notice offers Undo (issue 22), then goes through.
    await expect
      .poll(
        async () =>
          (await script.get('/account/users/current', { headers: { Authorization: `Bearer ${token}` } })).status(),
        {
          timeout: 15_000,
        },
      )
      .toBe(401);
    await script.dispose();
  });
});

const profile = (page: Page) => page.getByRole('form', { name: 'Your Personal Data' });
const passwordForm = (page: Page) => page.getByRole('form', { name: 'Change Password' });

/**
 * Issue 33: while an administrator acts as someone, My Account says why that person's password, access
 * tokens, sessions and address cannot be managed there; when the impersonation ends on the platform's side,
 * the console says so and acts as the administrator again. In each of the console's languages.
 */
const LANGUAGES = {
  en: {
    password: 'While you act as Jamie Rivera, their password cannot be changed here: only Jamie Rivera can change it.',
    tokens:
      'While you act as Jamie Rivera, their access tokens cannot be seen, created or revoked. Stop impersonating to manage your own.',
    sessions:
      'While you act as Jamie Rivera, their sessions cannot be seen or ended here. Stop impersonating, then end them from the Users page.',
    email: 'Only Jamie Rivera can change their e-mail address.',
    newToken: 'New access token',
    // The platform's own words in English: the person acted as is gone (deleted below).
    ended: 'You can no longer act as a deleted user: the impersonation has ended.',
    endedResolution: 'You act as yourself again: reload the console.',
    chip: 'Impersonating Jamie Rivera',
    profile: 'Your Personal Data',
    currentPassword: 'Current Password',
    keepTokens: 'Keep my access tokens',
    submit: 'Change Password',
    wrong: 'Your current password is not right.',
  },
  fr: {
    password:
      'Tant que vous agissez en tant que Jamie Rivera, son mot de passe ne peut pas être changé ici : seule la personne elle-même peut le changer.',
    tokens:
      "Tant que vous agissez en tant que Jamie Rivera, ses jetons d'accès ne peuvent être ni vus, ni créés, ni révoqués. Cessez l'emprunt d'identité pour gérer les vôtres.",
    sessions:
      "Tant que vous agissez en tant que Jamie Rivera, ses sessions ne peuvent être ni vues ni fermées ici. Cessez l'emprunt d'identité, puis fermez-les depuis la page Utilisateurs.",
    email: 'Seule la personne elle-même, Jamie Rivera, peut changer son adresse e-mail.',
    newToken: "Nouveau jeton d'accès",
    ended: "Vous ne pouvez plus agir en tant que cet utilisateur : l'emprunt d'identité a pris fin.",
    endedResolution: 'Vous agissez de nouveau en votre nom : rechargez la console.',
    chip: "Vous empruntez l'identité de Jamie Rivera",
    profile: 'Vos données personnelles',
    currentPassword: 'Mot de passe actuel',
    keepTokens: "Conserver mes jetons d'accès",
    submit: 'Changer le mot de passe',
    wrong: "Votre mot de passe actuel n'est pas le bon.",
  },
  de: {
    password:
      'Solange Sie als Jamie Rivera handeln, kann das Passwort hier nicht geändert werden: Nur Jamie Rivera kann es ändern.',
    tokens:
      'Solange Sie als Jamie Rivera handeln, können deren Zugriffstoken weder angezeigt noch erstellt oder widerrufen werden. Beenden Sie den Identitätswechsel, um Ihre eigenen zu verwalten.',
    sessions:
      'Solange Sie als Jamie Rivera handeln, können deren Sitzungen hier weder angezeigt noch beendet werden. Beenden Sie den Identitätswechsel und beenden Sie sie dann auf der Seite Benutzer.',
    email: 'Nur Jamie Rivera kann die eigene E-Mail-Adresse ändern.',
    newToken: 'Neues Zugriffstoken',
    ended: 'Sie können nicht mehr als dieser Benutzer handeln: Der Identitätswechsel ist beendet.',
    endedResolution: 'Sie handeln wieder als Sie selbst: Laden Sie die Konsole neu.',
    chip: 'Sie handeln als Jamie Rivera',
    profile: 'Ihre persönlichen Daten',
    currentPassword: 'Aktuelles Passwort',
    keepTokens: 'Meine Zugriffstoken behalten',
    submit: 'Passwort ändern',
    wrong: 'Ihr aktuelles Passwort ist nicht richtig.',
  },
} as const;

/** Signs in (in English, as the helper does), then speaks `language` from the next page on. */
async function signInSpeaking(page: Page, who: { email: string; password: string }, language: string, baseURL: string) {
  await signIn(page, who);
  await page.context().addCookies([{ name: 'locale', value: language, url: baseURL }]);
}

/** A second browser of the superadmin's, straight to the platform. */
async function superadminElsewhere(playwright: {
  request: { newContext(o: { baseURL?: string }): Promise<APIRequestContext> };
}) {
  const other = await playwright.request.newContext({ baseURL: process.env.E2E_API_URL });
  expect(
    (
      await other.post('/account/users/signin', { data: { email: demo.admin.email, password: demo.admin.password } })
    ).ok(),
  ).toBeTruthy();
  return other;
}

for (const [language, text] of Object.entries(LANGUAGES)) {
  test.describe(`My Account while impersonating (${language})`, () => {
    test('says why the password, access tokens, sessions and e-mail of the person acted as cannot be managed', async ({
      page,
      baseURL,
    }) => {
      await signInSpeaking(page, demo.admin, language, baseURL!);
      expect((await page.request.post('/account/users/2/impersonate')).ok()).toBeTruthy();
      await page.goto('/my-account');
      await expect(page.getByText(text.password)).toBeVisible();
      await expect(page.getByRole('button', { name: text.submit })).toHaveCount(0);
      await expect(page.getByText(text.email)).toBeVisible();
      await expect(
        page.getByRole('form', { name: text.profile }).getByRole('textbox', { name: /e-?mail/i }),
      ).toBeDisabled();
      await page.goto('/my-account?index=1');
      await expect(page.getByText(text.tokens)).toBeVisible();
      await expect(page.getByRole('button', { name: text.newToken })).toHaveCount(0);
      await page.goto('/my-account?index=3');
      await expect(page.getByText(text.sessions)).toBeVisible();
    });

    test('an impersonation the platform ended is said so, and the console acts as the administrator again', async ({
      page,
      baseURL,
      playwright,
    }) => {
      await signInSpeaking(page, demo.admin, language, baseURL!);
      expect((await page.request.post('/account/users/2/impersonate')).ok()).toBeTruthy();
      await page.goto('/my-account');
      await expect(page.getByText(text.password)).toBeVisible();
      await expect(page.getByRole('button', { name: text.chip })).toBeVisible();
      // Meanwhile the person acted as is deleted elsewhere: nobody may act as them any more.
      const other = await superadminElsewhere(playwright);
      expect((await other.delete('/account/users/2')).ok()).toBeTruthy();
      await other.dispose();
      await page.reload();
      await expect(page.getByText(text.ended)).toBeVisible();
      await expect(page.getByText(text.endedResolution)).toBeVisible();
      await expect(page.getByRole('button', { name: text.chip })).toHaveCount(0);
      await expect(
        page.getByRole('form', { name: text.profile }).getByRole('textbox', { name: /e-?mail/i }),
      ).toHaveValue(demo.admin.email);
      await expect(page.getByRole('form', { name: text.submit }).getByLabel(text.currentPassword)).toBeVisible();
    });

    test('the password form asks for the current password and offers to keep the access tokens', async ({
      page,
      baseURL,
    }) => {
      await signInSpeaking(page, demo.user, language, baseURL!);
      await page.goto('/my-account');
      const form = page.getByRole('form', { name: text.submit });
      await expect(form.getByLabel(text.keepTokens)).not.toBeChecked();
      await form.getByLabel(text.currentPassword).fill('not-mine-99');
      await form.locator('input[autocomplete="new-password"]').first().fill('changed99-quokka');
      await form.locator('input[autocomplete="new-password"]').nth(1).fill('changed99-quokka');
      await form.getByRole('button', { name: text.submit }).click();
      await expect(form.getByLabel(text.currentPassword)).toHaveAccessibleDescription(text.wrong);
    });
  });
}
