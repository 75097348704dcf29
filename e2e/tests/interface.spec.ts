import type { Page } from '@playwright/test';
import { demoUser, expect, logIn, test, signIn } from '../fixtures';
import { screenshot } from '../support/screenshots';

/*
 * Issue 15's behaviour of every page: the role-aware start page, loading and error states of
 * routes and lists, the way back after a lost session, and preloading on intent.
 */

const PLAN = 'Northwind Renewables E&S Action Plan';
const PLAN_PATH = '/action-plans/detail/1';
/** The call that loads it. */
const PLAN_API = '**/api/action-plans/1';

async function start(page: Page, user: 'gp' | 'pc' = 'gp') {
  await signIn(page, user);
  await expect(page.getByRole('heading', { level: 1, name: 'User Guide' })).toBeVisible();
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('the start page (issue 15)', () => {
  test('shows the GP its portfolio’s open work, each item linking to where it is done', async ({ page }) => {
    await start(page);
    await mainNav(page).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    const overdue = page.getByRole('region', { name: 'Overdue' });
    await expect(
      overdue.getByRole('link', { name: /Bird and bat collision monitoring at Hollowmere/ }),
    ).toBeVisible();
    const decisions = page.getByRole('region', { name: 'Waiting for your decision' });
    await expect(decisions.getByRole('link', { name: /Sign off:/ }).first()).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Your tasks' })
        .getByRole('link', { name: /Send the draft: Atlas Logistics ESAP/ }),
    ).toBeVisible();
    await screenshot(page, 'home-gp.png');

    await overdue.getByRole('link', { name: /Bird and bat collision monitoring at Hollowmere/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bird and bat collision monitoring at Hollowmere' }),
    ).toBeVisible();
  });

  test('gives a portfolio company its own tasks where it lands (spec 6.1 keeps it out of /home)', async ({
    page,
  }) => {
    await start(page, 'pc');
    const tasks = page.getByRole('region', { name: 'What needs you' });
    await expect(tasks).toBeVisible();
    await expect(
      page.getByRole('link', { name: /Adopt an Environmental and Social Management System/ }),
    ).toBeVisible();
    // Nothing of the investor side's draft.
    await expect(page.getByText('Atlas Logistics ESAP (draft)')).toHaveCount(0);
    await screenshot(page, 'user-guide-pc-tasks.png');
    await page.goto('/home');
    await expect(page).toHaveURL(/\/user-guide$/);
  });
});

test.describe('loading and failing (issue 15)', () => {
  test('a page that takes a while shows progress, then the page', async ({ page }) => {
    await start(page);
    await mainNav(page).getByRole('link', { name: 'Action Plans' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Action Plans' })).toBeVisible();
    await page.route(PLAN_API, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.getByRole('link', { name: PLAN }).click();
    await expect(page.getByRole('progressbar', { name: 'Loading the page' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: PLAN })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Loading the page' })).toHaveCount(0);
  });

  test('a route that fails says why and loads again with Try again', async ({ page }) => {
    await start(page);
    let fail = true;
    await page.route(PLAN_API, (route) =>
      fail
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({
              statusCode: 503,
              code: 'SERVICE.UNAVAILABLE',
              message: 'The action-plan service is restarting',
            }),
          })
        : route.continue(),
    );
    await page.goto(PLAN_PATH);
    await expect(page.getByText('The action-plan service is restarting')).toBeVisible();
    // The layout stays around the error.
    await expect(mainNav(page)).toBeVisible();
    await screenshot(page, 'route-error.png');
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: PLAN })).toBeVisible();
  });

  test('a list that fails shows the failure and a retry instead of old rows', async ({ page }) => {
    await start(page);
    await mainNav(page).getByRole('link', { name: 'Action Plans' }).click();
    const published = page.getByRole('table', { name: 'Published action plans' });
    await expect(published.getByRole('link', { name: PLAN })).toBeVisible();
    let fail = true;
    await page.route('**/api/action-plans?*', (route) =>
      fail
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({
              statusCode: 500,
              code: 'INTERNAL',
              message: 'The list could not be read',
            }),
          })
        : route.continue(),
    );
    // The other tab's rows cannot be read: its failure and a retry show, not the rows of before.
    await page.getByRole('tab', { name: 'Unpublished', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('The list could not be read');
    await expect(page.getByRole('table')).toHaveCount(0);
    await screenshot(page, 'list-error.png');
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page
        .getByRole('table', { name: 'Unpublished action plans' })
        .getByRole('link', { name: /Atlas Logistics ESAP/ }),
    ).toBeVisible();
  });

  test('a session lost mid-way sends the user to log in, and back to the page', async ({ page }) => {
    await start(page);
    await page.goto(PLAN_PATH);
    await expect(page.getByRole('heading', { level: 1, name: PLAN })).toBeVisible();
    // The server no longer knows the session: the next call answers 401.
    await page.route('**/api/action-plans?*', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 401,
          code: 'AUTH.UNAUTHENTICATED',
          message: 'Your session has ended',
        }),
      }),
    );
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Action Plans' })
      .click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Faction-plans/);
    await page.unroute('**/api/action-plans?*');
    await logIn(page, demoUser('gp'));
    await expect(page).toHaveURL(/\/action-plans$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Action Plans' })).toBeVisible();
  });
});

test.describe('preloading on intent (spec 7.4)', () => {
  const planListRequested = (page: Page) => {
    let requested = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/action-plans?')) requested = true;
    });
    return () => requested;
  };

  test('hovering a link loads its page’s data before the click', async ({ page }) => {
    await start(page);
    const requested = planListRequested(page);
    await mainNav(page).getByRole('link', { name: 'Action Plans' }).hover();
    await expect.poll(requested).toBe(true);
  });

  test('on a save-data connection nothing is loaded until the click', async ({ page }) => {
    // A string: the root tsconfig that checks e2e/ has no DOM library.
    await page.addInitScript(
      "Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} } })",
    );
    await start(page);
    const requested = planListRequested(page);
    await mainNav(page).getByRole('link', { name: 'Action Plans' }).hover();
    // Given the time a preload would take, nothing went out.
    await page.waitForTimeout(1_000);
    expect(requested()).toBe(false);
    await mainNav(page).getByRole('link', { name: 'Action Plans' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Action Plans' })).toBeVisible();
    expect(requested()).toBe(true);
  });
});
