import type { Page } from '@playwright/test';
import { expect, test, signIn } from '../fixtures';
import { axeViolations } from '../support/axe';
import { screenshot } from '../support/screenshots';

/*
 * /management and /investor (issue 9): Evergreen's GP sees the companies it manages with their
 * reporting status from the monitoring read model; Northwind sees its investor, Evergreen, and its
 * own reporting to it; Meridian (an LP) sees Evergreen among the GPs its fund invests in. Other
 * browser tests in the same worker may have changed the demo's responses before this one (monitoring
 * asks Atlas for data, the data-collection flow publishes a response of Northwind's), so statuses are
 * checked by their presence, not their value.
 * Screenshots: test-results/e2e/relations-*.png (1440 and 390 px wide).
 */

const shot = (page: Page, name: string) => screenshot(page, `relations-${name}.png`, { fullPage: true });

const noSeriousViolations = async (page: Page) => {
  const violations = await axeViolations(page);
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
};

test.describe('investors and management (spec 2.1 Reporting, issue 9)', () => {
  test.setTimeout(90_000);
  test.use({ viewport: { width: 1440, height: 1000 }, actionTimeout: 30_000 });

  test('a GP sees the companies it manages and where their reporting stands', async ({ page }) => {
    await signIn(page, 'gp', '/management');
    await expect(page.getByRole('heading', { level: 1, name: 'Management' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Managed companies' });
    const row = (name: string) =>
      table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });
    await expect(row('Northwind Renewables')).toContainText('Invited by you');
    await expect(row('Northwind Renewables')).toContainText('Held by');
    // Its latest response, of whichever standard: the climate file may have started Northwind's TCFD
    // questionnaire in this worker before, the collection files an ESG or VSME one.
    await expect(
      row('Northwind Renewables')
        .getByRole('link', { name: /^Open Northwind Renewables’ .+ \d{4} response$/ })
        .first(),
    ).toBeVisible();
    // Atlas has no user at all; Helios's contributor has an account, so Helios is reached through it
    // and never shown as without one (issue 29, item 8).
    await expect(row('Atlas Logistics')).toContainText('No account yet');
    await expect(row('Helios Foods')).toContainText('contributor@demo.test');
    await expect(row('Helios Foods')).not.toContainText('No account yet');
    await expect(page.getByRole('button', { name: 'Visit workplace' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Open monitoring' })).toBeVisible();
    await shot(page, '01-management');
    await noSeriousViolations(page);

    // A response opens from its status.
    await row('Northwind Renewables')
      .getByRole('link', { name: /^Open Northwind Renewables’ .+ \d{4} response$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/collect-data\?responseId=\d+/);

    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/management');
    await expect(page.getByRole('heading', { level: 1, name: 'Management' })).toBeVisible();
    await expect(table).toBeVisible();
    await shot(page, '02-management-narrow');
  });

  test('a portfolio company sees its investor and its reporting to it', async ({ page }) => {
    await signIn(page, 'pc', '/investor');
    await expect(page.getByRole('heading', { level: 1, name: 'Investors' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Investors' });
    const evergreen = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /Evergreen Capital Partners/ }) });
    await expect(evergreen).toContainText('Parent company');
    await expect(evergreen).toContainText('Invests through');
    await expect(evergreen).toContainText('Grace Parker');
    // Its latest request from the investor, of whichever standard (as on /management above: another file in
    // this worker may have started Northwind's TCFD questionnaire, seen once in a two-worker run).
    await expect(evergreen).toContainText(/(ESG|TCFD|SFDR|VSME|EDCI) \d{4}/);
    await shot(page, '03-investor');
    await noSeriousViolations(page);
  });

  test('an LP sees the GPs its funds invest in on /management', async ({ page }) => {
    await signIn(page, 'lp', '/management');
    const table = page.getByRole('table', { name: 'Managed companies' });
    await expect(
      table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: /Evergreen Capital Partners/ }) }),
    ).toContainText('Held by');
    await shot(page, '04-lp-management');
  });
});
