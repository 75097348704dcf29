import type { Page } from '@playwright/test';
import { expect, test, type DemoUserName, signIn } from '../fixtures';
import { screenshot } from '../support/screenshots';

/** A top-level entry, or a group with the entries inside it. */
type Entry = string | { group: string; entries: string[] };

/**
 * The sidebar each seeded user must see, written out by hand from spec 6.2 and the seeded data
 * (libs/platform demo-data) — deliberately not computed with the access policy the SPA uses.
 * Every user also has User Guide and Home (docs/access-policy.md rule 17), minus the pages 6.1
 * bars them from (rule 18: Home, Trends, Benchmarking Tool, Monitoring for pc and Contributors).
 * Evergreen (company 1) has the demo's optional SFDR indicators, so its users do not see SFDR Reporting,
 * which spec 6.2 shows only while a company has none.
 */
const REPORTING: Entry = {
  group: 'Reporting',
  entries: ['DDM', 'Management', 'Investors', 'Portfolio Companies'],
};

// Company 1: gp, funds manager, action plans on, GP key, standards ESG then SFDR.
const GP_COMPANY_1: Entry[] = [
  'User Guide',
  'Home',
  'Funds Manager',
  'Access Manager',
  'Action Plans',
  { group: 'Data', entries: ['Collection', 'Monitoring', 'EDCI Submission', 'Frameworks'] },
  {
    group: 'Analysis',
    entries: [
      'Trends',
      'Materiality',
      'Benchmarking',
      'Benchmarking Tool',
      'Scorecard',
      'PAI Calculation',
      'PAI Reports',
    ],
  },
  REPORTING,
  'Carbon Calculator',
  'Feedback',
];

const EXPECTED_MENUS: Record<DemoUserName, Entry[]> = {
  // The contract-manager admin: no company of its own, so no Data, Analysis or Reporting.
  admin: ['User Guide', 'Home', 'Contract Manager', 'Log Release', 'Action Plans', 'Feedback'],
  gp: GP_COMPANY_1,
  // Coinvestor and Consultant are not Contributors: the same menu as their GP colleague.
  coinvestor: GP_COMPANY_1,
  consultant: GP_COMPANY_1,
  // Company 5: lp, no parent, ESG only, no action plans, no GP key.
  lp: [
    'User Guide',
    'Home',
    'Access Manager',
    { group: 'Data', entries: ['Collection', 'Monitoring', 'Frameworks'] },
    {
      group: 'Analysis',
      entries: ['Trends', 'Materiality', 'Benchmarking', 'Benchmarking Tool', 'Scorecard'],
    },
    REPORTING,
    'Feedback',
  ],
  // Company 2: pc child of company 1 (whose action plans are on), standards ESG then SFDR.
  pc: [
    'User Guide',
    'Access Manager',
    'Action Plans',
    { group: 'Data', entries: ['Collection', 'Frameworks'] },
    {
      group: 'Analysis',
      entries: ['Materiality', 'Benchmarking', 'Scorecard', 'PAI Calculation', 'PAI Reports'],
    },
    REPORTING,
    'Carbon Calculator',
    'Feedback',
  ],
  // Company 4: pc child of company 1; the user is a Contributor.
  contributor: [
    'User Guide',
    { group: 'Data', entries: ['Collection'] },
    {
      group: 'Analysis',
      entries: ['Materiality', 'Benchmarking', 'Scorecard', 'PAI Calculation', 'PAI Reports'],
    },
    REPORTING,
    'Carbon Calculator',
    'Feedback',
  ],
  // Company 7 (Trial Capital): gp on a demo contract, no parent, ESG only, no action plans, no
  // funds manager, no GP key. The user is shown company 1 under the demo banner (spec 4), but the
  // entries follow its own company; 6.2 hides Access Manager for the demo company.
  trial: [
    'User Guide',
    'Home',
    { group: 'Data', entries: ['Collection', 'Monitoring', 'Frameworks'] },
    {
      group: 'Analysis',
      entries: ['Trends', 'Materiality', 'Benchmarking', 'Benchmarking Tool', 'Scorecard'],
    },
    REPORTING,
    'Carbon Calculator',
    'Feedback',
  ],
  // Company 310 (Harbour Point Investors): the spec's own customer; gp, no parent, ESG only, no action
  // plans, no funds manager, no GP key. 6.2 gives it the Reporting Dashboard, RI Dashboards, API
  // Documentation and API Settings (one specific company); Get Help is company 760's, so Feedback.
  investor: [
    'User Guide',
    'Home',
    'Access Manager',
    { group: 'Data', entries: ['Collection', 'Monitoring', 'Frameworks'] },
    {
      group: 'Analysis',
      entries: ['Trends', 'Materiality', 'Benchmarking', 'Benchmarking Tool', 'Scorecard'],
    },
    {
      group: 'Reporting',
      entries: ['DDM', 'Management', 'Investors', 'Portfolio Companies', 'Reporting Dashboard'],
    },
    'Carbon Calculator',
    'RI Dashboards',
    'API Documentation',
    'API Settings',
    'Feedback',
  ],
};

/** Opens every group of the sidebar and reads it back as the same shape as EXPECTED_MENUS. */
async function readSidebar(page: Page): Promise<Entry[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'User Guide' })).toBeVisible();
  const closed = nav.locator('button[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();

  const entries: Entry[] = [];
  for (const item of await nav.locator(':scope > ul > li').all()) {
    const toggle = item.locator(':scope > button');
    if ((await toggle.count()) === 0) {
      entries.push((await item.getByRole('link').innerText()).trim());
      continue;
    }
    const group = (await toggle.innerText()).trim();
    // The group's list is named after it, so its links are reachable by their accessible names.
    const list = item.getByRole('list', { name: group });
    const links = await list.getByRole('link').allInnerTexts();
    entries.push({ group, entries: links.map((text) => text.trim()) });
  }
  return entries;
}

test.describe('the sidebar of each demo user (spec 6.2)', () => {
  for (const name of Object.keys(EXPECTED_MENUS) as DemoUserName[]) {
    const expected = EXPECTED_MENUS[name];
    test(`${name} sees exactly their entries`, async ({ page }) => {
      await signIn(page, name);

      expect(await readSidebar(page)).toEqual(expected);
      // Opening the groups scrolled the sidebar; show it from the top.
      await page.getByRole('navigation', { name: 'Main' }).evaluate('(nav) => { nav.scrollTop = 0; }');
      await screenshot(page, `sidebar-${name}.png`);
    });
  }
});

test.describe('restricted routes (spec 6.1)', () => {
  test('a pc user sent to /trend lands on /user-guide', async ({ page }) => {
    await signIn(page, 'pc');

    await page.goto('/trend');
    await expect(page).toHaveURL(/\/user-guide$/);
    await expect(page.getByRole('heading', { level: 1, name: 'User Guide' })).toBeVisible();
  });

  test('a pc user following an in-app link to /trend is turned back to /user-guide too', async ({ page }) => {
    await signIn(page, 'pc');
    await page.evaluate("history.pushState({}, '', '/trend'); dispatchEvent(new PopStateEvent('popstate'))");
    await expect(page).toHaveURL(/\/user-guide$/);
  });

  test('a deep action-plan link from another site goes to the action-plan list', async ({ page }) => {
    await signIn(page, 'gp');
    await page.goto('/action-plans/detail/42', { referer: 'https://elsewhere.example/some-page' });
    await expect(page).toHaveURL(/\/action-plans$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Action Plans' })).toBeVisible();
  });

  test('a bookmarked or typed deep action-plan address keeps the user on that page', async ({ page }) => {
    await signIn(page, 'gp', '/action-plans/detail/1');
    await expect(page).toHaveURL(/\/action-plans\/detail\/1$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Northwind Renewables E&S Action Plan' }),
    ).toBeVisible();
    // A plan that does not exist says so, with a way to try again.
    await page.goto('/action-plans/detail/4242');
    await expect(page.getByText('Action plan 4242 was not found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('a menu entry opens its page inside the default layout, titled after the route', async ({ page }) => {
    await signIn(page, 'gp');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Analysis' }).click();
    await page.getByRole('link', { name: 'Materiality' }).click();

    await expect(page).toHaveURL(/\/materiality$/);
    await expect(page).toHaveTitle('Materiality · ESG Platform');
    await expect(page.getByRole('heading', { level: 1, name: 'Materiality' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await screenshot(page, 'menu-route.png');
  });

  test('a signed-in user opening a login-layout page goes to /user-guide', async ({ page }) => {
    await signIn(page, 'lp', '/register-company');
    await expect(page).toHaveURL(/\/user-guide$/);
  });
});
