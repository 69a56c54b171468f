import type { Locator, Page } from '@playwright/test';
import { test, expect, signInAs, demo, outbox } from '../support/test';
import { FIRST_LOAD, openRecord, openResource, panel } from '../support/pages';

/**
 * Issue 42, items 6 and 11: what a person sees at the edges of things. Required fields carry their `*`;
 * a form's fields are all of one kind (outlined); the "Good Job !" dialog has no frame drawn around it;
 * the loading spinner sits in the middle of the background's circle; the page's "+" casts nothing on the
 * record's panel; a table cut by a phone's width shades the edge it goes on past.
 */

test.describe.configure({ timeout: 120_000 });

/** A field's visible label, `*` included (MUI draws it after the label, hidden from its accessible name). */
const labelOf = (scope: Page | Locator, name: string) =>
  scope.locator('label').filter({ hasText: new RegExp(`^${name}\\W*$`) });

/** The fields of a form by their kind: how many are outlined, how many filled or underlined. */
async function fieldKinds(scope: Locator) {
  return {
    outlined: await scope.locator('.MuiOutlinedInput-root').count(),
    other: await scope.locator('.MuiFilledInput-root, .MuiInput-root').count(),
  };
}

type Clip = { x: number; y: number; width: number; height: number };

/**
 * The pixels of a part of the page as painted, [r, g, b] each, row by row: a screenshot read back in the
 * page's own canvas (no image library needed).
 */
async function painted(page: Page, clip: Clip): Promise<number[][]> {
  const png = (await page.screenshot({ clip })).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.width, image.height];
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data: rgba } = context.getImageData(0, 0, image.width, image.height);
    const pixels: number[][] = [];
    for (let i = 0; i < rgba.length; i += 4) pixels.push([rgba[i], rgba[i + 1], rgba[i + 2]]);
    return pixels;
  }, png);
}

/** The mean colour of a part of the page as painted. */
async function meanColour(page: Page, clip: Clip) {
  const pixels = await painted(page, clip);
  return [0, 1, 2].map((c) => pixels.reduce((sum, pixel) => sum + pixel[c], 0) / pixels.length);
}

/**
 * Where the background's faint circle begins and ends along a line of the screen one pixel thin: the
 * places where the painted brightness jumps (the page's gradient changes it slowly), leaving out the
 * spinner in the middle.
 */
async function circleEdges(page: Page, clip: Clip) {
  const brightness = (await painted(page, clip)).map(([r, g, b]) => r + g + b);
  const middle = brightness.length / 2;
  const edges: number[] = [];
  for (let i = 2; i < brightness.length; i++) {
    if (Math.abs(i - middle) < 40) continue;
    if (Math.abs(brightness[i] - brightness[i - 2]) > 12 && !edges.some((e) => i - e < 4)) edges.push(i - 1);
  }
  return edges;
}

test('required fields show their * on the sign-in page, in sign-up and in My Account', async ({ page }) => {
  await page.goto('/signin');
  await expect(labelOf(page, 'Email')).toHaveText(/\*$/, FIRST_LOAD);
  await expect(labelOf(page, 'Password')).toHaveText(/\*$/);
  // The accessible names stay the labels' own words.
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Create an Account' }).click();
  const signup = page.getByRole('dialog', { name: 'Create an Account' });
  for (const name of ['Email', 'First Name', 'Last Name', 'Password', 'Password Confirmation'])
    await expect(labelOf(signup, name), name).toHaveText(/\*$/);
  await page.keyboard.press('Escape');

  await signInAs(page, demo.user);
  await page.goto('/my-account');
  const main = page.getByRole('main');
  await expect(labelOf(main, 'Current Password')).toHaveText(/\*$/, FIRST_LOAD);
  await expect(labelOf(main, 'Password Confirmation')).toHaveText(/\*$/);
});

test('each form has one kind of field: sign-up, My Account and the new-user dialog', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Create an Account' }).click(FIRST_LOAD);
  const signup = page.getByRole('dialog', { name: 'Create an Account' });
  await expect(signup.getByRole('textbox', { name: 'First Name' })).toBeVisible();
  const signupKinds = await fieldKinds(signup);
  expect(signupKinds.other).toBe(0);
  expect(signupKinds.outlined).toBeGreaterThanOrEqual(5);
  await page.keyboard.press('Escape');

  await signInAs(page, demo.admin);
  await page.goto('/my-account');
  const main = page.getByRole('main');
  await expect(main.getByRole('textbox', { name: 'First Name' })).toBeVisible(FIRST_LOAD);
  const account = await fieldKinds(main);
  expect(account.other).toBe(0);
  expect(account.outlined).toBeGreaterThanOrEqual(6);

  await openResource(page, '/users', 'Users');
  await page.getByRole('button', { name: 'Add' }).click();
  const create = page.getByRole('dialog');
  await expect(create.getByRole('textbox').first()).toBeVisible(FIRST_LOAD);
  const kinds = await fieldKinds(create);
  expect(kinds.other).toBe(0);
  expect(kinds.outlined).toBeGreaterThanOrEqual(4);
});

test('the "Good Job !" dialog has no frame drawn around it', async ({ page, api }) => {
  const email = 'framed.not@example.com';
  await page.goto('/signin');
  const signedUp = await page.request.post('/account/users/signup', {
    headers: { Origin: new URL(page.url()).origin },
    data: {
      email,
      firstName: 'Frida',
      lastName: 'Frameless',
      password: 'welcome12-quokka',
      passwordConfirmation: 'welcome12-quokka',
    },
  });
  expect(signedUp.ok()).toBe(true);
  const [mail] = await outbox(api, email);
  await page.goto(mail.link!);
  const dialog = page.getByRole('dialog', { name: 'Good Job !' });
  await expect(dialog).toBeVisible(FIRST_LOAD);
  // The dialog takes the focus on arrival (MUI focuses its paper), and draws no ring for it.
  await expect(dialog).toBeFocused();
  expect(await dialog.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
});

test("the loading spinner sits in the middle of the background's circle", async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/account/users/current**', async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/apps');
  // The app's loading screen (it takes over from the page's first paint, which looks the same), held
  // while the person's account is asked for.
  const spinner = page.getByTestId('loading-screen').getByRole('progressbar', { name: 'Loading' });
  await expect(spinner).toBeVisible(FIRST_LOAD);
  const box = (await spinner.boundingBox())!;
  const viewport = page.viewportSize()!;
  const middle = { x: viewport.width / 2, y: viewport.height / 2 };
  // The spinner is at the middle of the screen…
  expect(Math.abs(box.x + box.width / 2 - middle.x)).toBeLessThan(2);
  expect(Math.abs(box.y + box.height / 2 - middle.y)).toBeLessThan(2);
  // …and so is the background's circle: across the screen's middle, its edges lie as far on each side.
  const reach = 250;
  const across = await circleEdges(page, { x: middle.x - reach, y: middle.y, width: 2 * reach, height: 1 });
  const down = await circleEdges(page, { x: middle.x, y: middle.y - reach, width: 1, height: 2 * reach });
  for (const edges of [across, down]) {
    expect(edges, 'one edge on each side').toHaveLength(2);
    expect(Math.abs(edges[0] + edges[1] - 2 * reach), 'the edges around the middle').toBeLessThan(4);
  }
  release();
});

test("the page's + casts nothing on the record's panel", async ({ page }) => {
  await signInAs(page, demo.admin);
  await openRecord(page, '/users?userID=2', 'Jamie Rivera');
  await expect(panel(page).getByRole('progressbar')).toHaveCount(0);
  const add = page.getByRole('button', { name: 'Add' });
  const [plus, aside] = [(await add.boundingBox())!, (await panel(page).boundingBox())!];
  // The + is above the panel's top edge, on its width.
  expect(plus.x).toBeGreaterThan(aside.x);
  expect(plus.y + plus.height).toBeLessThanOrEqual(aside.y);
  // The panel's top edge looks the same under the + as further left: no shadow falls on it.
  const strip = { y: aside.y + 1, width: plus.width, height: 4 };
  const under = await meanColour(page, { ...strip, x: plus.x });
  const elsewhere = await meanColour(page, { ...strip, x: aside.x + 40 });
  for (let c = 0; c < 3; c++) expect(Math.abs(under[c] - elsewhere[c]), 'the edge under the +').toBeLessThan(3);
});

test('at 390 px the users table shades the edge it goes on past, and not once scrolled to its end', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, demo.admin);
  await openResource(page, '/users', 'Users');
  const table = page.getByRole('main').getByRole('table');
  // The box the table scrolls in.
  const scroller = page.getByRole('main').locator('[data-side-scroll]');
  const email = table.getByRole('columnheader', { name: 'Email' });
  const [box, header] = [(await scroller.boundingBox())!, (await email.boundingBox())!];
  // The Email column is cut by the screen's edge…
  expect(header.x + header.width).toBeGreaterThan(box.x + box.width);
  // …and a shade on that edge says the table goes on.
  const right = page.locator('[data-scroll-shade="right"]');
  const left = page.locator('[data-scroll-shade="left"]');
  await expect(right).toBeVisible();
  await expect(left).toHaveCount(0);
  const shade = (await right.boundingBox())!;
  expect(Math.abs(shade.x + shade.width - (box.x + box.width))).toBeLessThan(1);
  // It darkens what it lies on, as painted.
  const edge = { x: shade.x + shade.width - 4, y: shade.y + 60, width: 3, height: 20 };
  const shaded = await meanColour(page, edge);
  await right.evaluate((el) => (el.style.visibility = 'hidden'));
  const plain = await meanColour(page, edge);
  await right.evaluate((el) => (el.style.visibility = ''));
  expect(shaded[0] + shaded[1] + shaded[2]).toBeLessThan(plain[0] + plain[1] + plain[2] - 15);

  // Scrolled to its end, the shade moves to the edge it came from.
  await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(right).toHaveCount(0);
  await expect(left).toBeVisible();
  const scrolled = (await email.boundingBox())!;
  expect(scrolled.x + scrolled.width).toBeLessThanOrEqual(box.x + box.width + 1);
});
