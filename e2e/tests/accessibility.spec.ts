import type { Page } from '@playwright/test';
import { expect, signedInPage, signIn, test, type DemoUserName } from '../fixtures';
import { seriousAxeViolations } from '../support/axe';
import { ADMIN_ROUTES, GP_ROUTES, PC_ROUTES, PUBLIC_ROUTES } from '../support/routes';

/*
 * Issue 15: axe (WCAG 2.1 A and AA rules) on every route of spec 2.1, opened by a user who may see
 * it; no serious or critical violation. The routes are the shared list of support/routes.ts.
 */

async function seriousViolations(page: Page): Promise<string[]> {
  return (await seriousAxeViolations(page)).map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/**
 * No serious or critical violation once the page has settled. A query that starts after another one
 * (a table refreshed once its selection is known) dims its table for a moment after the page looked
 * ready, which axe reads as faint text: the check is repeated until the page passes, for up to 20 s,
 * and fails with what axe found on its last look (a violation of the settled page is there on every
 * try). Each look runs to its end: on a loaded machine one analysis of a long page takes seconds, and a
 * poll cut off mid-analysis would fail without saying what it found.
 */
async function expectNoSeriousViolations(page: Page): Promise<void> {
  const settleBy = Date.now() + 20_000;
  let found = await seriousViolations(page);
  for (let pause = 1_000; found.length > 0 && Date.now() < settleBy; pause = Math.min(pause * 2, 4_000)) {
    await new Promise((resolve) => setTimeout(resolve, pause));
    found = await seriousViolations(page);
  }
  expect(found, 'serious or critical axe violations of the settled page').toEqual([]);
}

/** Opens `path` inside the app (as a link would) and waits for its page to be shown. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(
    `history.pushState({}, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'))`,
  );
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** No serious or critical violation on the route, and its real screen (not a placeholder). */
async function checkRoute(page: Page, path: string): Promise<void> {
  await openInApp(page, path);
  expect(new URL(page.url()).pathname, `${path} is the page that was checked`).toBe(path);
  await expectNoSeriousViolations(page);
  // Issue 13: every route has its real screen; none may show the "not available yet" panel.
  await expect(page.getByText(/ is not available yet\.$/), 'the "not available yet" panel').toHaveCount(0);
}

/**
 * One test per route, so a failure names its route. The routes of a user share one signed-in page
 * (the SPA is loaded once per worker, each route opened inside it as a link would): loading the app
 * for each of ninety routes would cost more than the checks. The file's tests are shared out over the
 * workers; after a failure Playwright starts a new worker, which signs in again.
 */
function routesOf(title: string, who: DemoUserName, routes: readonly string[]): void {
  test.describe(title, () => {
    let page: Page;
    test.beforeAll(async ({ browser, app }) => {
      page = await signedInPage(browser, who, { baseURL: app.baseURL });
    });
    test.afterAll(async () => {
      await page?.context().close();
    });
    for (const path of routes) {
      test(path, async () => {
        await checkRoute(page, path);
      });
    }
  });
}

test.describe('accessibility of every route of spec 2.1 (issue 15)', () => {
  test.describe.configure({ mode: 'parallel' });

  test.describe('public and sign-in pages, signed out', () => {
    for (const path of PUBLIC_ROUTES) {
      test(path, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectNoSeriousViolations(page);
      });
    }
    test('/two-fa-auth without a pending sign-in starts over at /login', async ({ page }) => {
      await page.goto('/two-fa-auth');
      await expect(page).toHaveURL(/\/login$/);
    });
  });

  // The check itself (support/axe.ts puts axe into a page once and reuses it): it finds what it must
  // refuse, and a later look at the same document sees the page as it is then.
  test('the axe check finds a serious violation, and sees it mended', async ({ page }) => {
    await page.setContent(
      '<html lang="en"><title>Check</title><main><h1>Check</h1><img src="chart.png"><button></button></main></html>',
    );
    const ids = async () => (await seriousAxeViolations(page)).map((v) => v.id).sort();
    expect(await ids()).toEqual(['button-name', 'image-alt']);
    await page.evaluate(`document.querySelector('img').setAttribute('alt', 'A chart')`);
    expect(await ids()).toEqual(['button-name']);
    await page.evaluate(`document.querySelector('button').append('Send')`);
    expect(await ids()).toEqual([]);
  });

  routesOf('every page of the default layout, as a GP', 'gp', GP_ROUTES);
  routesOf('the administration pages, as the platform admin', 'admin', ADMIN_ROUTES);
  routesOf('a portfolio company’s pages, with its tasks and its side of the plan', 'pc', PC_ROUTES);

  test('the open search, the notifications panel and the account menu', async ({ page }) => {
    const user = await signIn(page, 'gp');
    await expect(page.getByRole('heading', { level: 1, name: 'User Guide' })).toBeVisible();
    await page.keyboard.press('Control+K');
    await page
      .getByRole('dialog', { name: 'Search' })
      .getByRole('textbox', { name: 'Search' })
      .fill('northwind');
    await expect(
      page
        .getByRole('dialog', { name: 'Search' })
        .getByRole('button', { name: /Northwind Renewables/ })
        .first(),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .click();
    // Checked once its opening transition is over (mid-fade, text has less contrast).
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toHaveCSS('opacity', '1');
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');

    await page.getByRole('banner').getByRole('button', { name: user.name }).click();
    await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
    await expectNoSeriousViolations(page);
  });
});
