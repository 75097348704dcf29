import { DEMO_GP, expect, logIn, signIn, test } from '../fixtures';
import { screenshot } from '../support/screenshots';

test.describe('signing in', () => {
  test('a GP signs in and lands in the default layout', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle('Login · ESG Platform');

    const socketOpened = page.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'));
    const user = await logIn(page);

    await expect(page).toHaveURL(/\/user-guide$/);
    await expect(page.getByRole('heading', { level: 1, name: 'User Guide' })).toBeVisible();
    await socketOpened;
    await expect(page).toHaveTitle('User Guide · ESG Platform');
    const banner = page.getByRole('banner');
    await expect(banner).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'User Guide' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Action Plans' })).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();

    const accountButton = banner.getByRole('button', { name: user.name });
    await expect(accountButton).toBeVisible();
    await screenshot(page, 'signed-in.png');

    await accountButton.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'My Account' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  });

  test('the search opens with Ctrl+K and finds pages and what the user may see', async ({ page }) => {
    await page.goto('/login');
    await logIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'User Guide' })).toBeVisible();
    await page.keyboard.press('Control+K');
    const search = page.getByRole('dialog', { name: 'Search' });
    const box = search.getByRole('textbox', { name: 'Search' });
    await expect(box).toBeFocused();
    await box.fill('bird');
    const hit = search.getByRole('button', { name: /Bird and bat collision monitoring at Hollowmere/ });
    await expect(hit).toBeVisible();
    await screenshot(page, 'search.png');
    await hit.click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bird and bat collision monitoring at Hollowmere' }),
    ).toBeVisible();
    await expect(search).toBeHidden();

    // Pages of the menu are found too; the top bar's button opens the same search.
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await search.getByRole('textbox', { name: 'Search' }).fill('funds');
    await search.getByRole('button', { name: /Funds Manager/ }).click();
    await expect(page).toHaveURL(/\/fundManager$/);
  });

  test('a wrong password shows the server error and stays on /login', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(DEMO_GP.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the form validates as the user types, with the spec messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('This field is required')).toHaveCount(2);

    await page.getByLabel('Password', { exact: true }).fill('12345');
    await expect(page.getByText('Your password must be at least 6 characters long.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('123456');
    await expect(page.getByText('Your password must be at least 6 characters long.')).toBeHidden();
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  });

  test('a reload keeps the session', async ({ page }) => {
    await page.goto('/login');
    const user = await logIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'User Guide' })).toBeVisible();

    await page.reload();

    await expect(page).toHaveURL(/\/user-guide$/);
    await expect(page.getByRole('heading', { level: 1, name: 'User Guide' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: user.name })).toBeVisible();
  });

  test('a signed-out deep link returns to its page after signing in', async ({ page }) => {
    await page.goto('/user-guide');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fuser-guide$/);
    await logIn(page);
    await expect(page).toHaveURL(/\/user-guide$/);
  });

  test('logout returns to /login and ends the session', async ({ page }) => {
    await page.goto('/login');
    const user = await logIn(page);
    await page.getByRole('banner').getByRole('button', { name: user.name }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

    // The server revoked the session: a reload of a protected page does not sign back in.
    await page.goto('/user-guide');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });
});

test.describe('unknown paths', () => {
  test('show the 404 page with a link home', async ({ page }) => {
    await page.goto('/no-such-page');

    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found · ESG Platform');

    await page.getByRole('link', { name: 'Go back home' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('unknown paths, signed in (issue 29, item 9)', () => {
  test('show the 404 page inside the application shell, menu and account in place', async ({ page }) => {
    await signIn(page, 'gp');
    await expect(page).toHaveURL(/\/user-guide$/);
    for (const open of ['link', 'load'] as const) {
      if (open === 'link')
        await page.evaluate(
          "history.pushState({}, '', '/no-such-page'); dispatchEvent(new PopStateEvent('popstate'))",
        );
      else await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
      await expect(page.getByText('This page could not be found')).toBeVisible();
      await expect(page).toHaveTitle('Page Not Found · ESG Platform');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('button', { name: /Grace Parker/ })).toBeVisible();
    }
    await screenshot(page, 'not-found-signed-in.png');
    await page.getByRole('link', { name: 'Go back home' }).click();
    await expect(page).toHaveURL(/\/user-guide$/);
  });
});

test.describe('a deployment replaced the chunks', () => {
  test('a route chunk that fails to load reloads the page once, then shows an error instead of looping', async ({
    page,
  }) => {
    let documentLoads = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentLoads += 1;
    });
    await page.route(/\/assets\/login-[\w-]+\.js$/, (route) => route.abort());

    await page.goto('/login');

    await expect(page.getByText('A new version of the application is available.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(documentLoads, 'the first load and exactly one automatic reload').toBe(2);
    // A string: the root tsconfig that checks e2e/ has no DOM library.
    expect(await page.evaluate("sessionStorage.getItem('esg:chunk-reload-at')")).not.toBeNull();
  });
});
