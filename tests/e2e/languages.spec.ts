import type { Page } from '@playwright/test';
import { test, expect, demo, landed, signInAs } from './support/test';
import { FIRST_LOAD, openRecord, openResource, panel, rows, requiredLabel } from './support/pages';

/**
 * The console in the administrator's language (issue 26): chosen on the sign-in page, remembered in a
 * cookie across sign-in and reload, switched in the account popover without a reload or a lost value;
 * react-admin's texts, ours, the platform's error texts and dates all follow.
 */

test.describe.configure({ timeout: 120_000 });

const localeCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'locale')?.value;

test('French chosen on the sign-in page: the Users page, a dialog, an error notice and a date in French, still after a reload', async ({
  page,
}) => {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Signin' })).toBeVisible(FIRST_LOAD);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

  // Typed, then the language changes: the value stays, the page is not reloaded.
  await page.getByLabel('Email').fill(demo.admin.email);
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await page.getByLabel('Language').selectOption({ label: 'Français' });
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(demo.admin.email);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
  expect(await localeCookie(page)).toBe('fr');

  await page.getByLabel(requiredLabel('Mot de passe')).fill(demo.admin.password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await landed(page);

  // The Users page: our texts and react-admin's own (its selection checkboxes) in French.
  await openResource(page, '/users', 'Utilisateurs');
  await expect(page.getByRole('checkbox', { name: 'Tout sélectionner' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Sélectionner cette ligne' }).first()).toBeVisible();
  await expect(page.getByRole('search').getByText(/^Total : \d+ lignes$/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu' }).getByText('Groupes')).toBeVisible();

  // A date: the creation date of a user, month by name, as French writes it.
  await rows(page).filter({ hasText: 'Jamie Rivera' }).click();
  await expect(page.getByRole('complementary').getByText('Créé le 8 janv. 2024')).toBeVisible();

  // A dialog, and an error notice the platform sends in English, in French.
  await page.getByRole('button', { name: 'Ajouter' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Nouveau : Utilisateur' })).toBeVisible();
  const field = (name: string) => dialog.getByRole('textbox', { name, exact: true });
  await field('Prénom').fill('Jamie');
  await field('Nom').fill('Twice');
  await field('E-mail').fill('user@example.com');
  await field('Mot de passe').fill('twice1234-quokka');
  await field('Confirmation du mot de passe').fill('twice1234-quokka');
  await dialog.getByRole('button', { name: 'Créer' }).click();
  // (Read by its text: the open dialog hides the rest of the page from the accessibility tree.)
  const notice = page.locator('.MuiAlert-root', { hasText: 'Cette valeur est déjà prise.' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Choisissez une autre valeur et réessayez.');
  await expect(notice).toContainText('400 ALREADY_EXISTS');
  await expect(dialog.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue('user@example.com');

  // A reload stays in French, from the first paint on: no English text shows on the way.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Utilisateurs', exact: true })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('heading', { name: 'Users', exact: true })).toHaveCount(0);
});

test('German chosen in the account popover mid-form: the typed value stays, no reload, the choice remembered', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'locale', value: 'fr', url: baseURL! }]);
  await page.goto('/signin');
  await page.getByLabel('E-mail').fill(demo.admin.email);
  await page.getByLabel(requiredLabel('Mot de passe')).fill(demo.admin.password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await landed(page);

  await page.goto('/my-account');
  const firstName = page.getByLabel('Prénom');
  await expect(firstName).toBeVisible(FIRST_LOAD);
  await firstName.fill('Marguerite');
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  await page.getByRole('button', { name: 'Compte' }).click();
  const popover = page.getByRole('dialog', { name: 'Compte' });
  await popover.getByLabel('Langue').selectOption({ label: 'Deutsch' });
  await expect(page.getByRole('dialog', { name: 'Konto' }).getByText('Meine Angaben')).toBeVisible();
  await page.keyboard.press('Escape');

  await expect(page.getByLabel('Vorname')).toHaveValue('Marguerite');
  await expect(page.getByRole('heading', { name: 'Ihre persönlichen Daten' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  expect(await localeCookie(page)).toBe('de');
});

test("a first visit follows the browser's languages; English stays the spec's", async ({ browser, baseURL }) => {
  const german = await browser.newContext({ baseURL, locale: 'de-CH' });
  const page = await german.newPage();
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Anmeldung' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
  await german.close();

  const english = await browser.newContext({ baseURL, locale: 'en-US' });
  const other = await english.newPage();
  await other.goto('/signin');
  await expect(other.getByRole('heading', { name: 'Signin' })).toBeVisible(FIRST_LOAD);
  await expect(other.getByRole('button', { name: 'Login' })).toBeVisible();
  await english.close();
});

// Issue 64: the history read an event's name in German while its own detail still showed the platform's English.
test("an event's detail is headed by its name in German", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'locale', value: 'de', url: baseURL! }]);
  await signInAs(page, demo.admin);
  const res = await page.request.post('/unity/events', {
    data: { name: 'User updated', method: 'PUT', resource: '/account/users/12', status: 200 },
  });
  expect(res.ok()).toBeTruthy();
  const { id } = (await res.json()).payload as { id: number };

  await openRecord(page, `/events?eventID=${id}`, 'Benutzer geändert');
  await expect(panel(page).getByRole('heading', { name: 'User updated' })).toHaveCount(0);
});
