import type { Request } from '@playwright/test';
import { demoUser, expect, logIn, test, signIn } from '../fixtures';
import { screenshot, screenshotWidths } from '../support/screenshots';

test.describe('workplaces (spec 2.3, 4)', () => {
  test('a demo-contract user sees the demo banner and works on company 1', async ({ page }) => {
    // Every API call that names a company (X-Company-ID) is recorded from the first request on.
    const companyHeaders: string[] = [];
    page.on('request', (request: Request) => {
      const header = request.headers()['x-company-id'];
      if (request.url().includes('/api/') && header !== undefined) companyHeaders.push(header);
    });
    const optionalIndicators = page.waitForRequest((request) =>
      /\/api\/indicators\/count\/optionalIndicators\/\d+$/.test(request.url()),
    );

    const user = await signIn(page, 'trial');
    expect(user).toMatchObject({ email: 'trial@demo.test', name: 'Tara Trial', companyId: 7 });
    await expect(page).toHaveURL(/\/user-guide$/);

    // The banner names the company holding the demo contract (docs/access-policy.md rule 34).
    await expect(page.getByRole('note').filter({ hasText: 'You are viewing a demo account' })).toHaveText(
      'You are viewing a demo account held by GP Company Trial Capital',
    );
    // The data the shell loads is company 1's: the policy's effective company, sent as X-Company-ID.
    const request = await optionalIndicators;
    expect(new URL(request.url()).pathname).toBe('/api/indicators/count/optionalIndicators/1');
    expect(request.headers()['x-company-id']).toBe('1');
    expect(companyHeaders.length).toBeGreaterThan(0);
    expect(new Set(companyHeaders)).toEqual(new Set(['1']));
    // 6.2: no Access Manager for the demo company.
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Access Manager' }),
    ).toHaveCount(0);
    await screenshot(page, 'demo-banner.png');

    // Other users see no demo banner.
    await page.getByRole('banner').getByRole('button', { name: 'Tara Trial' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, demoUser('gp'));
    await expect(page).toHaveURL(/\/user-guide$/);
    await expect(page.getByText('You are viewing a demo account')).toHaveCount(0);
  });

  test("an admin visits Evergreen's workplace from /management and goes back", async ({ page }) => {
    await signIn(page, 'admin');
    const banner = page.getByRole('banner');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(banner.getByRole('button', { name: 'Back To Admin' })).toBeHidden();

    await page.goto('/management');
    const companies = page.getByRole('table', { name: 'Company workplaces' });
    // The table pages (the run's own companies add to the demo's): each row is found through the filter.
    const filter = page.getByRole('textbox', { name: 'Filter company workplaces' });
    const row = async (name: string) => {
      await filter.fill(name);
      return companies.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    };
    await expect(await row('Trial Capital')).toBeVisible();
    // Portfolio companies name their parent.
    await expect(await row('Northwind Renewables')).toContainText('Evergreen Capital Partners');
    const evergreen = await row('Evergreen Capital Partners');
    await expect(evergreen).toContainText('General partner');
    await screenshot(page, 'admin-company-workplaces.png');

    const [visit] = await Promise.all([
      page.waitForResponse((r) => /\/api\/user\/\d+$/.test(r.url()) && r.request().method() === 'PATCH'),
      evergreen.getByRole('button', { name: 'Visit workplace' }).click(),
    ]);
    expect(visit.status()).toBe(200);
    expect(visit.request().postDataJSON()).toEqual({ companyId: 1 });

    await expect(page).toHaveURL(/\/user-guide$/);
    await expect(banner.getByRole('button', { name: 'Back To Admin' })).toBeVisible();
    // Evergreen's workplace: its Analysis menu shows (the Data menu stays hidden for the admin role).
    await expect(nav.getByRole('button', { name: 'Analysis' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Data' })).toHaveCount(0);
    await screenshot(page, 'admin-visiting-evergreen.png');

    await banner.getByRole('button', { name: 'Back To Admin' }).click();
    await expect(banner.getByRole('button', { name: 'Back To Admin' })).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Analysis' })).toBeHidden();
    await expect(page).toHaveURL(/\/user-guide$/);
  });

  test("an admin opening a company's page chooses the workplace there, and the page opens as its users see it", async ({
    page,
  }) => {
    await signIn(page, 'admin', '/ESG-Scorecard');
    // No company, no server error: the page asks whose workplace to visit (issue 29).
    await expect(page.getByRole('heading', { level: 1, name: 'ESG Scorecard' })).toBeVisible();
    await expect(page.getByText('This page shows one company’s data.')).toBeVisible();
    await expect(page.getByText(/must be a positive whole number/)).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Filter company workplaces' }).fill('Evergreen Capital Partners');
    const companies = page.getByRole('table', { name: 'Company workplaces' });
    await screenshotWidths(page, 'admin-choose-workplace');
    await companies
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Evergreen Capital Partners', exact: true }) })
      .getByRole('button', { name: 'Visit workplace' })
      .click();

    await expect(page.getByRole('banner').getByRole('button', { name: 'Back To Admin' })).toBeVisible();
    await expect(page).toHaveURL(/\/ESG-Scorecard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ESG Scorecard' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Company workplaces' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Period' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Back To Admin' }).click();
    await expect(page).toHaveURL(/\/user-guide$/);
  });

  test('/management shows other users their managed companies, not the workplaces', async ({ page }) => {
    await signIn(page, 'gp', '/management');
    await expect(page.getByRole('heading', { level: 1, name: 'Management' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Managed companies' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Company workplaces' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Visit workplace' })).toHaveCount(0);
  });
});
