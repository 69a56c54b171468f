import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect as baseExpect, demo, outbox } from './support/test';
import { requiredLabel } from './support/pages';

// Pages load lazily; a shared, busy machine needs more than the default 8 s for a first load.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const codeOf = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

async function latestMail(api: APIRequestContext, to: string) {
  await expect.poll(async () => (await outbox(api, to)).length, { message: `a mail to ${to}` }).toBeGreaterThan(0);
  return (await outbox(api, to))[0];
}

async function openPasswordFree(page: Page, email: string) {
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Send me a password free sign in code' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toContainText(
    'In order to continue, please enter the verification code we sent you by SMS to ****',
  );
  return dialog;
}

/** Switches feature flags by serving another config.json. */
async function withFeatures(page: Page, features: Record<string, boolean>) {
  await page.route('**/config.json', async (route) => {
    const res = await route.fetch();
    const config = await res.json();
    await route.fulfill({ json: { ...config, features: { ...config.features, ...features } } });
  });
}

/**
 * As the superadmin, through the API: a new organization (its name starts with `name`) and an
 * invitation of `email` to it; answers the organization and the invitation mail.
 */
async function inviteToNewOrganization(api: APIRequestContext, name: string, email: string) {
  const signin = await api.post('/account/users/signin', { data: { ...demo.admin, permanent: false } });
  expect(signin.ok()).toBeTruthy();
  const created = await api.post('/account/organizations', {
    data: { name: `${name} ${Date.now()}`, description: 'e2e' },
  });
  expect(created.ok()).toBeTruthy();
  const organization = (await created.json()).payload as { id: number; name: string };
  const invite = await api.post('/account/organizationUsers', {
    data: [{ organizationID: organization.id, inviteEmail: email }],
  });
  expect(invite.ok()).toBeTruthy();
  return { organization, mail: await latestMail(api, email) };
}

test.describe('password-free sign-in', () => {
  test('a typed code signs in by itself at the sixth digit', async ({ page, api }) => {
    const dialog = await openPasswordFree(page, demo.user.email);
    const code = codeOf((await latestMail(api, demo.user.email)).text);
    expect(code).toHaveLength(6);
    await dialog.getByLabel('Digit 1').click();
    await page.keyboard.type(code.slice(0, 3));
    await expect(dialog.getByLabel('Digit 4')).toBeFocused();
    // Backspace on an empty box clears the previous digit and goes back to it.
    await page.keyboard.press('Backspace');
    await expect(dialog.getByLabel('Digit 3')).toBeFocused();
    await expect(dialog.getByLabel('Digit 3')).toHaveValue('');
    await page.keyboard.type(code.slice(2));
    await expect(page).toHaveURL(/\/apps$/);
  });

  test('a pasted code fills the six boxes and signs in', async ({ page, api }) => {
    const dialog = await openPasswordFree(page, demo.user.email);
    const code = codeOf((await latestMail(api, demo.user.email)).text);
    await dialog.getByLabel('Digit 1').evaluate(
      (input, value) => {
        const data = new DataTransfer();
        data.setData('text', value);
        input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      },
      ` ${code.slice(0, 3)} ${code.slice(3)} `,
    );
    await expect(page).toHaveURL(/\/apps$/);
  });

  test("Didn't get the code? goes back to the e-mail step", async ({ page }) => {
    const dialog = await openPasswordFree(page, demo.user.email);
    await dialog.getByRole('button', { name: "Didn't get the code?" }).click();
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeVisible();
  });

  test('the link of the code mail signs in by itself', async ({ page, api }) => {
    const res = await api.post('/account/users/requestPLCode', { data: { email: demo.user.email } });
    expect(res.ok()).toBeTruthy();
    const mail = await latestMail(api, demo.user.email);
    expect(mail.link).toContain('plcode=');
    await page.goto(mail.link!);
    await expect(page).toHaveURL(/\/apps$/);
  });
});

test('an email and base64 password link prefills the sign-in form', async ({ page }) => {
  const password = Buffer.from(demo.user.password).toString('base64');
  await page.goto(`/signin?email=${encodeURIComponent(demo.user.email)}&password=${encodeURIComponent(password)}`);
  await expect(page.getByLabel('Email')).toHaveValue(demo.user.email);
  await expect(page.getByLabel(requiredLabel('Password'))).toHaveValue(demo.user.password);
  // the password does not stay in the address bar
  await expect(page).not.toHaveURL(/password=/);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/apps$/);
});

test('forgot and reset password, then sign in with the new one', async ({ page, api }) => {
  await withFeatures(page, { passwordFree: false, resetPassword: true });
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: 'Send me a password free sign in code' })).toHaveCount(0);
  await page.getByRole('button', { name: 'I Forgot my Password' }).click();
  const forgot = page.getByRole('dialog', { name: 'I Forgot my Password' });
  const submit = forgot.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await forgot.getByLabel('Email').fill(demo.user.email);
  await submit.click();
  await expect(forgot).toContainText('Check your Mail!');
  await expect(forgot).toContainText('You should have received a reset password link.');
  await forgot.getByRole('button', { name: 'Close' }).click();

  const mail = await latestMail(api, demo.user.email);
  expect(mail.link).toContain('resetPassword=');
  await page.goto(mail.link!);
  const reset = page.getByRole('dialog', { name: 'Reset your password' });
  await reset.getByLabel('New Password').fill('brandnew42-quokka');
  await reset.getByLabel('Password Confirmation').fill('brandnew4-quokka');
  await expect(reset.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await reset.getByLabel('Password Confirmation').fill('brandnew42-quokka');
  await reset.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('You password has been reset.')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();

  await page.getByLabel('Email').fill(demo.user.email);
  await page.getByLabel(requiredLabel('Password')).fill('brandnew42-quokka');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/apps$/);
});

test('sign-up, then e-mail confirmation, then the first sign-in', async ({ page, api }) => {
  const email = `newcomer.${Date.now()}@example.com`;
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Create an Account' }).click();
  const signup = page.getByRole('dialog', { name: 'Create an Account' });
  await signup.getByLabel('Email').fill(email);
  await signup.getByLabel('First Name').fill('Nora');
  await signup.getByLabel('Last Name').fill('Newcomer');
  await signup.getByLabel(requiredLabel('Password')).fill('welcome12-quokka');
  await signup.getByLabel('Password Confirmation').fill('welcome12-quokka');
  await signup.getByRole('button', { name: 'Submit' }).click();
  await expect(signup).toContainText('Please confirm your email');
  // the sign-in page receives the e-mail
  await expect(page).toHaveURL(new RegExp(`/signin\\?email=${encodeURIComponent(email).replace(/\./g, '\\.')}`));
  await signup.getByRole('button', { name: 'Sign in' }).click();

  const mail = await latestMail(api, email);
  expect(mail.link).toContain('activateToken=');
  await page.goto(mail.link!);
  await expect(page.getByText('Good Job !')).toBeVisible();
  await expect(page.getByText('Your email has been successfully confirmed.')).toBeVisible();
  await expect(page.getByText('You can now start using the portal')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel(requiredLabel('Password')).fill('welcome12-quokka');
  await page.getByRole('button', { name: 'Login' }).click();
  // through /processing while the new account is being prepared (timing depends on the machine)
  await expect(page).toHaveURL(/\/apps$/, { timeout: 30_000 });
});

test('a sign-in refused as not confirmed offers to mail the confirmation again, whose link confirms', async ({
  page,
  api,
}) => {
  const email = `unconfirmed.${Date.now()}@example.com`;
  const password = 'welcome12-quokka';
  const signup = await api.post('/account/users/signup', {
    data: { email, password, passwordConfirmation: password, firstName: 'Uma', lastName: 'Unconfirmed' },
  });
  expect(signup.ok()).toBeTruthy();
  const first = await latestMail(api, email);

  await page.goto('/signin');
  const resend = page.getByRole('button', { name: 'Send the confirmation e-mail again' });
  await expect(resend).toHaveCount(0);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(requiredLabel('Password')).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Your e-mail address is not confirmed yet.')).toBeVisible();
  await resend.click();
  await expect(
    page.getByText('If this address is waiting for its confirmation, a new link is on its way.'),
  ).toBeVisible();
  await expect(resend).toHaveCount(0);

  await expect.poll(async () => (await outbox(api, email)).length).toBe(2);
  const again = await latestMail(api, email);
  expect(again.link).not.toBe(first.link);
  await page.goto(again.link!);
  await expect(page.getByText('Your email has been successfully confirmed.')).toBeVisible();
});

test('with password-free sign-in on, its first step offers the password reset', async ({ page }) => {
  await withFeatures(page, { passwordFree: true, resetPassword: true });
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: 'I Forgot my Password' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Send me a password free sign in code' }).click();
  await page
    .getByRole('dialog', { name: 'Password free sign in' })
    .getByRole('button', { name: 'I Forgot my Password' })
    .click();
  const forgot = page.getByRole('dialog', { name: 'I Forgot my Password' });
  await forgot.getByLabel('Email').fill(demo.user.email);
  await forgot.getByRole('button', { name: 'Submit' }).click();
  await expect(forgot).toContainText('Check your Mail!');
  await expect(page.getByRole('dialog', { name: 'Password free sign in' })).toHaveCount(0);
});

test('right after a sign-up the processing page waits for the account, then goes on', async ({ page, api }) => {
  const email = `fresh.${Date.now()}@example.com`;
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(requiredLabel('Password')).fill('orbit-lantern-42');

  // An invited sign-up is active at once: sign in within the API's readiness delay.
  const { mail } = await inviteToNewOrganization(api, 'Fresh', email);
  const token = new URL(mail.link!, 'http://x').searchParams.get('token');
  const signup = await api.post('/account/users/signup', {
    data: {
      email,
      firstName: 'Fay',
      lastName: 'Fresh',
      password: 'orbit-lantern-42',
      passwordConfirmation: 'orbit-lantern-42',
      inviteToken: token,
    },
  });
  expect(signup.ok()).toBeTruthy();
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(/\/processing\?redirect=%2Fapps$/);
  await expect(page.getByText('We are creating your account...')).toBeVisible();
  await expect(page).toHaveURL(/\/apps$/, { timeout: 30_000 });
});

test('sign-up through an invitation joins the organization', async ({ page, api }) => {
  const email = `invited.${Date.now()}@example.com`;
  const { organization, mail } = await inviteToNewOrganization(api, 'Invitees', email);
  expect(mail.link).toContain('/joinOrganization?token=');

  await page.goto(mail.link!);
  await expect(page.getByRole('heading', { name: `You have been invited to join ${organization.name}` })).toBeVisible();
  await expect(page.getByText('Do you already have an account?')).toBeVisible();
  await page.getByRole('button', { name: 'No' }).click();
  const signup = page.getByRole('dialog', { name: 'Create an Account' });
  await expect(signup.getByLabel('Email')).toHaveValue(email);
  // the invitation replaces the organization token
  await expect(signup.getByLabel('Organization Token')).toHaveCount(0);
  await signup.getByLabel('First Name').fill('Ivy');
  await signup.getByLabel('Last Name').fill('Invited');
  await signup.getByLabel(requiredLabel('Password')).fill('quokka-harbour-77');
  await signup.getByLabel('Password Confirmation').fill('quokka-harbour-77');
  await signup.getByRole('button', { name: 'Submit' }).click();
  await expect(signup).toContainText('You are all set!');
  await signup.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel(requiredLabel('Password')).fill('quokka-harbour-77');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/(processing|apps)/);
  const current = await page.request.get('/account/users/current');
  const names = ((await current.json()).payload.organizations as { name: string }[]).map((o) => o.name);
  expect(names).toContain(organization.name);
});

test('an invited member signs in from the join page and accepts', async ({ page, api }) => {
  const { organization, mail } = await inviteToNewOrganization(api, 'Guild', demo.user.email);

  await page.goto(mail.link!);
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/signin/);
  await expect(page.getByLabel('Email')).toHaveValue(demo.user.email);
  await page.getByLabel(requiredLabel('Password')).fill(demo.user.password);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(/\/joinOrganization\?token=/);
  await expect(page.getByRole('heading', { name: `You have been invited to join ${organization.name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Congratulations!')).toBeVisible();
  await expect(page.locator('canvas')).toHaveCount(1); // the confetti
  await page.getByRole('button', { name: "Let's Go" }).click();
  await expect(page).not.toHaveURL(/joinOrganization/);
  const current = await page.request.get('/account/users/current');
  const names = ((await current.json()).payload.organizations as { name: string }[]).map((o) => o.name);
  expect(names).toContain(organization.name);
});

test('a join link without a token shows Unkown Step', async ({ page }) => {
  await page.goto('/joinOrganization');
  await expect(page.getByText('Unkown Step')).toBeVisible();
});

test('an inviteToken link asks a visitor to sign in or create an account', async ({ page }) => {
  await page.goto('/signin?inviteToken=SOME-INVITE&email=guest%40example.com');
  const dialog = page.getByRole('dialog', { name: 'Join Organization' });
  await expect(dialog).toContainText(
    'You have been invited to join an organization. If you already have an account, just sign in and accept. Otherwise, create an account.',
  );
  await expect(dialog.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Create an Account' }).click();
  const signup = page.getByRole('dialog', { name: 'Create an Account' });
  await expect(signup.getByLabel('Email')).toHaveValue('guest@example.com');
  await expect(signup.getByLabel('Organization Token')).toHaveCount(0);
});

test('a signup link opens the signup dialog on any page', async ({ page }) => {
  await page.goto('/processing?signup');
  await expect(page.getByRole('dialog', { name: 'Create an Account' })).toBeVisible();
  await expect(page.getByRole('dialog').getByLabel('Organization Token')).toBeVisible();
});
