/**
 * Issue 59: every new password shows how guessable it is, with the reason in words, as the person types; the API
 * refuses a common one or one about the person, and the form says why on the field.
 */
import { test, expect as baseExpect } from './support/test';
import { requiredLabel } from './support/pages';

// The meter's engine (its dictionaries) loads at the first password typed: allow for it on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

test('sign-up: the meter tells why a password is weak, the API refuses it on the field, a strong one goes', async ({
  page,
}) => {
  const email = `meter.${Date.now()}@example.com`;
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Create an Account' }).click();
  const signup = page.getByRole('dialog', { name: 'Create an Account' });
  await signup.getByLabel('Email').fill(email);
  await signup.getByLabel('First Name').fill('Rosalind');
  await signup.getByLabel('Last Name').fill('Ashbury');
  const password = signup.getByLabel(requiredLabel('Password'));
  const meter = signup.getByTestId('password-strength');

  await password.fill('password1');
  await expect(meter).toContainText('Password strength: very weak');
  await expect(meter).toContainText('This is a commonly used password.');

  await password.fill('rosalind2026');
  await expect(meter).toContainText("It contains your name, your e-mail address or the platform's name.");

  // The badges of the spec's rule hold, the meter says "weak": the API has the last word, on the field.
  await password.fill('Summer2026!');
  await signup.getByLabel('Password Confirmation').fill('Summer2026!');
  await signup.getByRole('button', { name: 'Submit' }).click();
  await expect(signup.getByText('This password is one of the most common or breached ones')).toBeVisible();

  const strong = 'copper kettle 9 marigold drift';
  await password.fill(strong);
  await expect(meter).toContainText('Password strength: strong');
  await expect(meter).toContainText('Hard to guess.');
  await signup.getByLabel('Password Confirmation').fill(strong);
  await signup.getByRole('button', { name: 'Submit' }).click();
  await expect(signup).toContainText('Please confirm your email');
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });
  test('the reason is in French', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Créer un compte' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByLabel(/^Mot de passe/)
      .first()
      .fill('qwerty123');
    await expect(dialog.getByTestId('password-strength')).toContainText('Robustesse du mot de passe : très faible');
  });
});
