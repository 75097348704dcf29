import type { Page } from '@playwright/test';
import { demoUser, expect, test, signIn } from '../fixtures';
import { screenshotWidths } from '../support/screenshots';

/*
 * The information pages of issue 13 built from the platform's own data: /viewActivities (the
 * company's and the user's activity feed from the events), /report and /portal (hubs of the user's
 * own menu, ADR 0073). Screens at 1440 and 390 px in test-results/e2e/info-*.png.
 */

const shots = (page: Page, name: string) => screenshotWidths(page, `info-${name}`);

test.describe('activities, reports and portal (issue 13)', () => {
  test.setTimeout(120_000);
  test.use({ viewport: { width: 1280, height: 900 }, actionTimeout: 30_000 });

  test('a change of the company shows in its activity feed, with who did it and a link', async ({
    page,
    browser,
    baseURL,
  }) => {
    const api = await browser.newContext({ baseURL });
    const login = await api.request.post('/api/auth/login', { data: demoUser('gp') });
    const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
    const headers = { Authorization: `Bearer ${accessToken}`, 'X-Requested-With': 'XMLHttpRequest' };
    const company = (await (await api.request.get('/api/company/1', { headers })).json()) as {
      data: { company: { data_collection_duration: string | null } };
    };
    const before = company.data.company.data_collection_duration ?? 'annually';
    const other = before === 'quarterly' ? 'annually' : 'quarterly';
    try {
      expect(
        (
          await api.request.patch('/api/company/1', { headers, data: { data_collection_duration: other } })
        ).status(),
      ).toBe(200);

      await signIn(page, 'gp', '/viewActivities');
      await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
      const today = page.getByRole('region', { name: 'Today' });
      await expect(today.getByRole('link', { name: 'updated the company details' }).first()).toBeVisible();
      await expect(today).toContainText('Grace Parker');
      await shots(page, '01-activities');
      await page.getByText('My actions').click();
      await expect(page).toHaveURL(/scope=mine/);
      await expect(
        page.getByRole('region', { name: 'Today' }).getByText('Grace Parker').first(),
      ).toBeVisible();
      await today.getByRole('link', { name: 'updated the company details' }).first().click();
      await expect(page).toHaveURL(/\/company-details$/);
    } finally {
      await api.request.patch('/api/company/1', { headers, data: { data_collection_duration: before } });
      await api.close();
    }
  });

  test('the reports hub and the portal offer what the user’s menu offers', async ({ page }) => {
    await signIn(page, 'gp', '/report');
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link').first()).toBeVisible();
    // Every link of the hub is one the sidebar offers (or the published data).
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    const closed = sidebar.locator('button[aria-expanded="false"]');
    while ((await closed.count()) > 0) await closed.first().click();
    const menuPaths = await sidebar
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => new URL(a.getAttribute('href') ?? '', 'http://x').pathname));
    const hubPaths = await main
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => new URL(a.getAttribute('href') ?? '', 'http://x').pathname));
    for (const hubPath of hubPaths) expect([...menuPaths, '/published-data']).toContain(hubPath);
    await shots(page, '02-report');

    await page.goto('/portal');
    await expect(page.getByRole('heading', { level: 1, name: 'Portal' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lately at Evergreen Capital Partners' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What’s new' })).toBeVisible();
    await shots(page, '03-portal');
  });

  test('the RI dashboards embed the demo report under the spec’s heading and hint', async ({ page }) => {
    await signIn(page, 'gp', '/ri-dashboards');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Demo Responsible Investing Dashboards' }),
    ).toBeVisible();
    await expect(
      page.getByText(
        'To navigate between the various dashboards, choose the name at the bottom of the screen',
      ),
    ).toBeVisible();
    const frame = page.frameLocator('iframe[title="Demo Responsible Investing Dashboards"]');
    await expect(frame.getByRole('heading', { name: 'Portfolio overview' })).toBeVisible();
    await frame.getByRole('link', { name: 'Data quality' }).click();
    await expect(frame.getByRole('heading', { name: 'Data quality' })).toBeVisible();
    await expect(frame.getByRole('heading', { name: 'Portfolio overview' })).toBeHidden();
    await shots(page, '04-ri-dashboards');
  });
});
