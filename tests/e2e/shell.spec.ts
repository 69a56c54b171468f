import { demo, expect, realtimeConnected, signIn, signInAs, test } from './support/test';
import { FIRST_LOAD, menu, openAccount } from './support/pages';

test.describe('shell', () => {
  test('the superadmin signs in and sees the whole sidebar', async ({ page }) => {
    await signIn(page, demo.admin);
    await expect(page).toHaveURL(/\/apps$/);
    for (const name of ['Apps', 'Users', 'Groups', 'Organizations', 'OPA', 'Unity']) {
      await expect(menu(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    // Nested entries: Apps → Applications; OPA → Roles, Service Names; Unity → Settings, Templates.
    await page.goto('/roles');
    for (const name of ['Roles', 'Service Names']) {
      await expect(menu(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu(page).getByRole('link', { name: 'Roles', exact: true })).toHaveClass(/Mui-selected/);
    await menu(page).getByRole('button', { name: 'Show or hide the entries under Unity' }).click();
    for (const name of ['Settings', 'Templates']) {
      await expect(menu(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu(page).getByRole('link', { name: 'Signin' })).toHaveCount(0);
  });

  test("the menu shows with every entry's icon, none after the others (issue 64, item 15)", async ({ page }) => {
    await signInAs(page, demo.admin);
    // From the page's first frame: the most menu entries the page ever held without their icon. The page's
    // calls, asked for by the HTML (issue 63), may answer before the icons' code has arrived.
    await page.addInitScript(() => {
      const seen = window as unknown as { iconless: number };
      seen.iconless = 0;
      new MutationObserver(() => {
        const links = document.querySelectorAll('nav[aria-label="Menu"] a');
        const iconless = [...links].filter((link) => !link.querySelector('svg')).length;
        seen.iconless = Math.max(seen.iconless, iconless);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/users');
    for (const name of ['Access reviews', 'My reviews', 'Access requests'])
      await expect(menu(page).getByRole('link', { name }).locator('svg')).toBeVisible(FIRST_LOAD);
    expect(await menu(page).getByRole('link').count()).toBeGreaterThan(10);
    expect(await page.evaluate(() => (window as unknown as { iconless: number }).iconless)).toBe(0);
  });

  test("a page's start-up calls go out before the console's code has arrived, each once (issue 63)", async ({
    page,
  }) => {
    await signInAs(page, demo.admin);
    const seen: string[] = [];
    // The admin app's code is held back until the test lets it through.
    let letThrough!: () => void;
    const held = new Promise<void>((done) => (letThrough = done));
    await page.route(/\/assets\/start-admin-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (pathname === '/account/users' && search.startsWith('?range=')) seen.push('list');
      if (pathname === '/account/users/current') seen.push('person');
    });
    await page.goto('/users');
    // The list and the person are asked for while the code that shows them is still on its way.
    await expect.poll(() => [...seen].sort()).toEqual(['list', 'person']);
    letThrough();
    const rows = page.getByRole('main').getByRole('table').getByRole('row');
    await expect(rows.filter({ hasText: '@example.com' }).first()).toBeVisible(FIRST_LOAD);
    await expect(rows).toHaveCount(21);
    // The answers went to start-up's own calls: nothing was asked twice.
    expect([...seen].sort()).toEqual(['list', 'person']);
  });

  test('the plain user sees only the entries the rules allow', async ({ page }) => {
    await signIn(page, demo.user);
    await expect(menu(page).getByRole('link', { name: 'Apps', exact: true })).toBeVisible();
    for (const name of ['Users', 'Groups', 'Organizations', 'OPA', 'Unity', 'Applications', 'Roles']) {
      await expect(menu(page).getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    // An administration route is not available to them.
    await page.goto('/users');
    await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  });

  test('the Collapse Menu control turns the sidebar into an icon rail and back', async ({ page }) => {
    await signIn(page, demo.admin);
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.getByText('Organizations', { exact: true })).toBeVisible();
    await sidebar.getByRole('button', { name: 'Collapse Menu' }).click();
    await expect(sidebar.getByText('Organizations', { exact: true })).toHaveCount(0);
    // The width animates; wait for the rail rather than measuring mid-transition.
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBeLessThan(80);
    await sidebar.getByRole('button', { name: 'Collapse Menu' }).click();
    await expect(sidebar.getByText('Organizations', { exact: true })).toBeVisible();
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(240);
    // The same from the keyboard (shortcut provider): Alt+M.
    await page.keyboard.press('Alt+m');
    await expect(sidebar.getByText('Organizations', { exact: true })).toHaveCount(0);
  });

  test('a collapsed sidebar stays collapsed after a reload, and Sign Out forgets it', async ({ page }) => {
    test.slow(); // two sign-ins and a reload
    await signIn(page, demo.admin);
    const sidebar = page.getByTestId('sidebar');
    const width = async () => (await sidebar.boundingBox())!.width;
    await sidebar.getByRole('button', { name: 'Collapse Menu' }).click();
    await expect.poll(width).toBeLessThan(80);
    await page.reload();
    await expect(sidebar.getByRole('button', { name: 'Collapse Menu' })).toBeVisible();
    await expect(sidebar.getByText('Organizations', { exact: true })).toHaveCount(0);
    expect(await width()).toBeLessThan(80);
    // The next person at this browser starts from the defaults.
    await openAccount(page);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await signIn(page, demo.admin);
    await expect(sidebar.getByText('Organizations', { exact: true })).toBeVisible();
    await expect.poll(width).toBe(240);
  });

  test('dark mode survives a reload', async ({ page, context }) => {
    await signIn(page, demo.user);
    const background = () =>
      page.evaluate(
        () => getComputedStyle(document.querySelector('main')!.parentElement!.parentElement!).backgroundColor,
      );
    const light = await background();
    await openAccount(page);
    await page.getByRole('menuitem', { name: 'Dark Mode' }).click();
    await expect.poll(background).not.toBe(light);
    const dark = await background();
    const cookie = (await context.cookies()).find((c) => c.name === 'darkMode');
    expect(cookie).toMatchObject({ value: 'true', path: '/' });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
    expect(await background()).toBe(dark);
    await openAccount(page);
    await expect(page.getByRole('menuitem', { name: 'Light Mode' })).toBeVisible();

    // The loading screens are dimmed in the dark theme too (issue 64, item 15): the page's own before any
    // script runs (its entry held back here), then the app's while the person is read (held too).
    const gate = () => {
      let resolve = () => {};
      const promise = new Promise<void>((done) => (resolve = done));
      return { promise, resolve };
    };
    const gates = { entry: gate(), person: gate() };
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await gates.entry.promise;
      await route.continue();
    });
    await page.route(/\/account\/users\/current$/, async (route) => {
      await gates.person.promise;
      await route.continue();
    });
    const splash = page.getByTestId('loading-screen');
    const dimmed = () => splash.evaluate((screen) => getComputedStyle(screen).backgroundImage);
    const reloaded = page.reload();
    await expect.poll(dimmed).toMatch(/^linear-gradient\(.*url\(/);
    gates.entry.resolve();
    // The app's own screen (a MUI spinner inside it, not the page's svg).
    await expect(splash.getByRole('progressbar', { name: 'Loading' })).toBeVisible(FIRST_LOAD);
    await expect.poll(dimmed).toMatch(/^linear-gradient\(.*url\(/);
    gates.person.resolve();
    await reloaded;
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  });

  test('the account popover shows the user, the organization chip and the My Account links', async ({ page }) => {
    await signIn(page, demo.user);
    await openAccount(page);
    const popover = page.locator('.MuiPopover-paper');
    await expect(popover.getByText(demo.user.email)).toBeVisible();
    await expect(popover.getByTestId('organization-chip')).toBeVisible();
    await popover.getByRole('menuitem', { name: 'Access Tokens' }).click();
    await expect(page).toHaveURL(/\/my-account\?index=1$/);
    await openAccount(page);
    await page.getByRole('menuitem', { name: 'My Info' }).click();
    await expect(page).toHaveURL(/\/my-account\?index=0$/);
  });

  test('the organization switch changes the chip', async ({ page }) => {
    await signIn(page, demo.user);
    await openAccount(page);
    const chip = page.getByTestId('organization-chip');
    const before = (await chip.innerText()).trim();
    await chip.click();
    const other = page.getByRole('menuitem').filter({ hasNotText: before }).first();
    const target = (await other.innerText()).trim();
    await Promise.all([page.waitForEvent('load'), other.click()]);
    await openAccount(page);
    await expect(page.getByTestId('organization-chip')).toHaveText(target);
  });

  test('the apps grid lists the apps of a user with more than one', async ({ page }) => {
    await signIn(page, demo.user);
    await page.getByRole('button', { name: 'Apps' }).click();
    await expect(page.getByRole('list', { name: 'Apps' }).getByRole('listitem')).toHaveCount(2);
  });

  test('the apps grid keeps every tile inside it, four a row, however long the names (issue 64, item 15)', async ({
    page,
  }) => {
    await signInAs(page, demo.admin);
    await page.goto('/apps');
    await page.getByRole('banner').getByRole('button', { name: 'Apps' }).click(FIRST_LOAD);
    const grid = page.getByRole('list', { name: 'Apps' });
    const tiles = grid.getByRole('listitem');
    await expect(tiles).toHaveCount(6);
    // Measured once the popover has grown to its size (it opens with a transition): the tiles past the edge
    // of its paper, which clips them, and the rows they make.
    const layout = () =>
      grid.evaluate((list) => {
        const paper = list.parentElement!.getBoundingClientRect();
        const boxes = [...list.querySelectorAll('[role="listitem"]')].map((tile) => tile.getBoundingClientRect());
        return {
          outside: boxes.filter((box) => box.left < paper.left - 0.5 || box.right > paper.right + 0.5).length,
          rows: new Set(boxes.map((box) => Math.round(box.top))).size,
          grown: getComputedStyle(list.parentElement!).transform === 'none',
        };
      });
    await expect.poll(layout).toEqual({ outside: 0, rows: 2, grown: true });
  });

  test('while impersonating, a red chip names the user and stops the impersonation', async ({ page }) => {
    await signIn(page, demo.admin);
    // The demo plain user is id 2 in the seed; the call shares the page's session cookie.
    expect((await page.request.post('/account/users/2/impersonate')).ok()).toBeTruthy();
    await page.reload();
    const chip = page.getByRole('button', { name: 'Impersonating Jamie Rivera' });
    await expect(chip).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
    await Promise.all([page.waitForEvent('load'), chip.click()]);
    await expect(menu(page).getByRole('link', { name: 'Users', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Impersonating/ })).toHaveCount(0);
  });

  test('an unknown route and /default show 404 Not Found with the app bar', async ({ page }) => {
    await signInAs(page, demo.user);
    await page.goto('/no/such/page');
    // The first page after the sign-in loads the app cold.
    await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('link', { name: 'Home' })).toBeVisible();
    await page.goto('/default');
    await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  });

  test('a 500 from the API shows an error notification with its description', async ({ page }) => {
    await signIn(page, demo.user);
    await page.route('**/account/organizations/*/default', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          status: 500,
          errorCode: 'ORG_STORE_DOWN',
          description: 'The organization could not be switched.',
          resolution: 'Try again in a minute.',
          action: 'Retry',
        }),
      }),
    );
    await openAccount(page);
    await page.getByTestId('organization-chip').click();
    await page.getByRole('menuitem').last().click();
    const alert = page.getByRole('alert').filter({ hasText: 'The organization could not be switched.' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Try again in a minute.');
    await expect(alert).toContainText('500 ORG_STORE_DOWN');
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByText('The organization could not be switched.')).toHaveCount(1);
  });

  test('service notifications pushed on the realtime channel stack and stay until closed', async ({ page, api }) => {
    test.setTimeout(90_000);
    // The socket connects after sign-in: a notification pushed before would reach nobody.
    const connected = realtimeConnected(page);
    await signIn(page, demo.user);
    await connected;
    const notice = (title: string) => page.getByRole('alert').filter({ hasText: title });
    // The live region is there before the first notice, so screen readers announce each one.
    const region = page.getByRole('region', { name: 'Notifications' });
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await api.post('/__dev/notify', {
      data: { title: 'Maintenance tonight', subtitle: 'From 22:00 UTC', body: 'Sign-in stays open.' },
    });
    await expect(notice('Maintenance tonight')).toBeVisible();
    await expect(region.getByRole('alert').filter({ hasText: 'Maintenance tonight' })).toBeVisible();
    await api.post('/__dev/notify', { data: { title: 'New release', subtitle: 'Version 2 is out' } });
    await expect(notice('New release')).toBeVisible();
    const first = notice('Maintenance tonight').first();
    await expect(first).toContainText('From 22:00 UTC');
    await expect(first).toContainText('Sign-in stays open.');
    await page.waitForTimeout(7_000); // longer than any auto-hide of the console
    await expect(first).toBeVisible();
    await expect(notice('New release')).toBeVisible();
    await notice('New release').getByRole('button', { name: /close/i }).click();
    await expect(notice('New release')).toHaveCount(0);
    await expect(first).toBeVisible();
  });

  test("a failing list is notified once, with the envelope's description", async ({ page }) => {
    await signIn(page, demo.admin);
    await page.route(/\/account\/groups(\?|$)/, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({
              success: false,
              status: 503,
              errorCode: 'GROUPS_DOWN',
              description: 'Groups are unavailable.',
              resolution: 'Try again later.',
            }),
          })
        : route.continue(),
    );
    await page.goto('/groups');
    await expect(page.getByRole('alert').filter({ hasText: 'Groups are unavailable.' })).toBeVisible({
      timeout: 20_000,
    });
    await page.waitForTimeout(1500); // react-admin's own error notification would show by now
    await expect(page.getByText('Groups are unavailable.')).toHaveCount(1);
  });

  test('a visitor asking for a page signs in and lands on it', async ({ page }) => {
    await page.goto('/groups');
    await expect(page).toHaveURL(/\/signin/);
    await page
      .getByLabel(/e-?mail/i)
      .first()
      .fill(demo.admin.email);
    await page
      .getByLabel(/password/i)
      .first()
      .fill(demo.admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/groups$/);
  });

  test('the root path sends a signed-in user to the apps and Sign Out returns to the sign-in page', async ({
    page,
  }) => {
    await signInAs(page, demo.user);
    await page.goto('/');
    await expect(page).toHaveURL(/\/apps$/);
    await expect(page.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    await openAccount(page);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await page.goto('/apps');
    await expect(page).toHaveURL(/\/signin/);
  });

  test("the sign-in page and the shell load none of the admin pages' code", async ({ page }) => {
    // Built bundle: chunk names; dev server: module paths.
    const adminCode =
      /ResourcePage|resources-[\w-]+\.js|SearchBar-|\/resources\/|\/src\/(engine|search|users|uploads|opa)\//;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/signin');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => adminCode.test(path))).toEqual([]);

    await signIn(page, demo.admin);
    scripts.length = 0;
    await page.goto('/default'); // a full load of the shell alone
    await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => adminCode.test(path))).toEqual([]);
    // Opening an admin route loads its code then.
    await page.goto('/groups');
    await expect.poll(() => scripts.some((path) => adminCode.test(path))).toBe(true);
  });

  test.describe('at 390 px wide', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the sidebar is a drawer opened from the app-bar button', async ({ page }) => {
      await signIn(page, demo.admin);
      await expect(page.getByRole('link', { name: 'Home' })).toHaveCount(0);
      await expect(menu(page)).toBeHidden();
      await page.getByRole('button', { name: 'Open Menu' }).click();
      await expect(menu(page)).toBeVisible();
      await menu(page).getByRole('link', { name: 'Groups', exact: true }).click();
      await expect(page).toHaveURL(/\/groups$/);
      await expect(menu(page)).toBeHidden();
      await openAccount(page);
      for (const name of ['Apps', 'My Account', 'Sign out']) {
        await expect(page.getByRole('menuitem', { name, exact: true })).toBeVisible();
      }
    });
  });
});
