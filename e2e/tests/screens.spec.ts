import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test, type DemoUserName, signIn } from '../fixtures';
import { SCREENSHOTS, screenshot } from '../support/screenshots';

/*
 * Issue 15: every screen moved onto the component system, photographed at 1440 px and 390 px wide
 * (test-results/e2e/screens/<screen>-<width>.png) to be looked at. Each shot waits for the page's
 * heading and for nothing to be loading, and checks that nothing sticks out sideways.
 */

interface Screen {
  name: string;
  path: string;
  heading: string | RegExp;
  /** Something to do before the shot (open a menu or a dialog). */
  prepare?: (page: Page) => Promise<void>;
}

const SIGNED_OUT: Screen[] = [
  { name: 'login', path: '/login', heading: 'Log in' },
  { name: 'recover-password', path: '/recover-password', heading: 'Recover Password' },
  { name: 'set-password-invalid', path: '/set-password', heading: 'Set Password' },
  { name: 'register-company', path: '/register-company', heading: 'Register Company' },
  { name: 'landing', path: '/landing', heading: /ESG data and performance management/ },
  { name: 'privacy', path: '/privacy', heading: 'Privacy Policy' },
  { name: 'not-found', path: '/no-such-page', heading: '404' },
];

const BY_USER: Partial<Record<DemoUserName, Screen[]>> = {
  gp: [
    { name: 'user-guide', path: '/user-guide', heading: 'User Guide' },
    { name: 'home', path: '/home', heading: 'Home' },
    { name: 'action-plans', path: '/action-plans', heading: 'Action Plans' },
    { name: 'action-plans-unpublished', path: '/action-plans?tab=unpublished', heading: 'Action Plans' },
    { name: 'action-plan-create', path: '/action-plans/create', heading: 'Create Action Plan' },
    {
      name: 'add-recommendation-picker',
      path: '/action-plans/create/add-recommendation',
      heading: 'Add Recommendation',
    },
    {
      name: 'add-recommendation',
      path: '/action-plans/create/add-recommendation/2',
      heading: 'Add Recommendation',
    },
    { name: 'plan-detail', path: '/action-plans/detail/1', heading: 'Northwind Renewables E&S Action Plan' },
    {
      name: 'plan-detail-menu',
      path: '/action-plans/detail/1',
      heading: 'Northwind Renewables E&S Action Plan',
      prepare: async (page) => {
        await page.getByRole('button', { name: 'More actions' }).click();
        await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
      },
    },
    { name: 'plan-detail-draft', path: '/action-plans/detail/2', heading: 'Atlas Logistics ESAP (draft)' },
    {
      name: 'plan-detail-as-pc',
      path: '/action-plans/detail/1?view=pc',
      heading: 'Northwind Renewables E&S Action Plan',
    },
    {
      name: 'recommendation',
      path: '/action-plans/detail/1/6/recommendation/2',
      heading: 'Bird and bat collision monitoring at Hollowmere',
    },
    {
      name: 'recommendation-edit',
      path: '/action-plans/detail/1/6/recommendation/2',
      heading: 'Bird and bat collision monitoring at Hollowmere',
      prepare: async (page) => {
        await page.getByRole('button', { name: 'Edit recommendation' }).click();
        await expect(page.getByRole('dialog', { name: 'Edit recommendation' })).toHaveCSS('opacity', '1');
      },
    },
    { name: 'performance', path: '/action-plans/performance/1', heading: 'Performance' },
    { name: 'performance-standard', path: '/action-plans/performance/1/detail/6', heading: /^PS6:/ },
    { name: 'profile', path: '/profile', heading: 'Profile' },
    { name: 'profile-settings', path: '/profile-settings', heading: 'My Account' },
    { name: 'edit-profile', path: '/edit-profile', heading: 'Edit Profile' },
    { name: 'change-password', path: '/change-password', heading: 'Change Password' },
    { name: 'materiality', path: '/materiality', heading: 'Materiality' },
    { name: 'data-responses', path: '/data-responses', heading: 'Data Responses' },
    { name: 'data-analysis', path: '/data-analysis', heading: 'Data Analysis' },
    {
      name: 'trend',
      path: '/trend?metrics=ghg.scope1,energy.renewable_share&series=portfolio:1,company:2,company:3',
      heading: 'Trends',
    },
    {
      name: 'review-response',
      path: '/review-contributor-response?responseId=14',
      heading: 'Atlas Logistics · SFDR 2025',
    },
    {
      name: 'published-data',
      path: '/published-data?responseId=3',
      heading: 'Northwind Renewables · ESG 2024',
    },
    { name: 'benchmarking', path: '/benchmarking', heading: 'Benchmarking' },
    { name: 'industry-benchmarking', path: '/industry-benchmarking', heading: 'Industry Benchmarking' },
    { name: 'internal-benchmarking', path: '/internal-benchmarking', heading: 'Internal Benchmarking' },
    { name: 'benchmarking-tool', path: '/benchmarking-tool', heading: 'Benchmarking Tool' },
    { name: 'scorecards', path: '/scorecards?period=2024', heading: 'Scorecards' },
    { name: 'esg-scorecard', path: '/ESG-Scorecard?companyId=2&period=2024', heading: 'ESG Scorecard' },
    { name: 'scorecard-standard-9', path: '/scorecard-standard-9', heading: 'Scorecard' },
    {
      name: 'diversity-metrics',
      path: '/scorecards/diversityMetrics?period=2024',
      heading: 'Diversity Metrics',
    },
    { name: 'sfdr-scorecard', path: '/scorecards/sfdrReport', heading: 'SFDR Scorecard' },
    { name: 'scorecard-methodology', path: '/scorecard-methodology', heading: 'Scorecard Methodology' },
    {
      name: 'search',
      path: '/user-guide',
      heading: 'User Guide',
      prepare: async (page) => {
        await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
        await page
          .getByRole('dialog', { name: 'Search' })
          .getByRole('textbox', { name: 'Search' })
          .fill('north');
        await expect(
          page
            .getByRole('dialog', { name: 'Search' })
            .getByRole('button', { name: /Northwind/ })
            .first(),
        ).toBeVisible();
      },
    },
    {
      name: 'notifications',
      path: '/user-guide',
      heading: 'User Guide',
      prepare: async (page) => {
        await page
          .getByRole('banner')
          .getByRole('button', { name: /^Notifications/ })
          .click();
        await expect(page.getByRole('dialog', { name: 'Notifications' })).toHaveCSS('opacity', '1');
      },
    },
  ],
  pc: [
    { name: 'pc-user-guide-tasks', path: '/user-guide', heading: 'User Guide' },
    { name: 'pc-data-responses', path: '/data-responses', heading: 'Data Responses' },
    { name: 'pc-data-analysis', path: '/data-analysis', heading: 'Data Analysis' },
    { name: 'pc-data-trends', path: '/data-trends', heading: 'Data Trends' },
    {
      name: 'pc-collect-data',
      path: '/collect-data?responseId=13',
      heading: 'Northwind Renewables · ESG 2025',
    },
    {
      name: 'pc-plan-detail',
      path: '/action-plans/detail/1',
      heading: 'Northwind Renewables E&S Action Plan',
    },
    {
      name: 'pc-recommendation',
      path: '/action-plans/detail/1/6/recommendation/2',
      heading: 'Bird and bat collision monitoring at Hollowmere',
    },
    { name: 'pc-benchmarking', path: '/benchmarking', heading: 'Benchmarking' },
    { name: 'pc-industry-benchmarking', path: '/industry-benchmarking', heading: 'Industry Benchmarking' },
    { name: 'pc-esg-scorecard', path: '/ESG-Scorecard?period=2024', heading: 'ESG Scorecard' },
  ],
  admin: [{ name: 'admin-management', path: '/management', heading: 'Management' }],
};

const WIDTHS = [1440, 390] as const;

async function shoot(page: Page, screen: Screen, width: number): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: screen.heading }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await screen.prepare?.(page);
  // Nothing wider than the window (a table scrolls inside its own box).
  const overflow = await page.evaluate(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow, `${screen.name} at ${width} px fits the window`).toBeLessThanOrEqual(0);
  // The photo, for a person to look at (E2E_SCREENSHOTS=1).
  if (!SCREENSHOTS) return;
  const file = path.join('screens', `${screen.name}-${width}.png`);
  if (screen.prepare) {
    await screenshot(page, file);
    return;
  }
  // The whole page as a window that tall would show it: a full-page capture would cut the fixed
  // sidebar at the first screen's height, which is not what anyone sees.
  const viewport = page.viewportSize() ?? { width, height: 900 };
  const height = Number(await page.evaluate('document.documentElement.scrollHeight'));
  await page.setViewportSize({ width: viewport.width, height: Math.max(height, viewport.height) });
  await screenshot(page, file);
  await page.setViewportSize(viewport);
}

/**
 * Opens a signed-in screen's address. The first screen of a test, one after a screen that opened a menu, a
 * dialog or the search (`prepare`), and one at the address just shown are loaded from the server; the
 * others are opened inside the app as a link would, which spares reloading and starting the SPA for
 * each screen (docs/testing.md, "Browser tests": page loads). A screen the app would not open from the
 * one before (the guard sends it elsewhere) is loaded from the server after all.
 */
async function open(page: Page, screen: Screen, before: Screen | undefined): Promise<void> {
  const pathname = new URL(screen.path, 'http://app').pathname;
  if (!before || before.prepare || new URL(before.path, 'http://app').pathname === pathname) {
    await page.goto(screen.path);
    return;
  }
  await page.evaluate(
    `history.pushState({}, '', ${JSON.stringify(screen.path)}); dispatchEvent(new PopStateEvent('popstate'))`,
  );
  // The router writes the path of the page it shows on <html> (frontend/src/router.tsx).
  await expect(page.locator('html')).toHaveAttribute('data-resolved-path', pathname);
  if (new URL(page.url()).pathname !== pathname) await page.goto(screen.path);
}

async function contextFor(browser: Browser, baseURL: string | undefined, width: number) {
  return browser.newContext({ baseURL, viewport: { width, height: width > 800 ? 900 : 844 } });
}

test.describe('every reworked screen at 1440 px and 390 px (issue 15)', () => {
  // Each test has its own context: both workers take them (docs/adr/0127).
  test.describe.configure({ mode: 'parallel' });
  test.setTimeout(240_000);

  for (const width of WIDTHS) {
    test(`signed-out screens at ${width} px`, async ({ browser, baseURL }) => {
      const context = await contextFor(browser, baseURL, width);
      const page = await context.newPage();
      for (const screen of SIGNED_OUT) {
        await page.goto(screen.path);
        await shoot(page, screen, width);
      }
      await context.close();
    });

    for (const [user, screens] of Object.entries(BY_USER) as Array<[DemoUserName, Screen[]]>) {
      test(`${user} screens at ${width} px`, async ({ browser, baseURL }) => {
        const context = await contextFor(browser, baseURL, width);
        const page = await context.newPage();
        await signIn(page, user, false);
        for (const [i, screen] of screens.entries()) {
          await open(page, screen, screens[i - 1]);
          await shoot(page, screen, width);
        }
        await context.close();
      });
    }
  }
});
