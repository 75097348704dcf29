import { expect, test, signIn } from '../fixtures';
import { screenshot } from '../support/screenshots';

/**
 * Analysis in the browser (issue 12): the monitoring dashboard of an investor and of a portfolio company,
 * each figure with how it was made. The demo portfolio published ESG and SFDR data for 2023 and 2024.
 */
test.describe('analysis: the monitoring dashboard', () => {
  test.setTimeout(120_000);

  test('an investor sees completion, headline metrics with their change, companies needing attention and how a figure was made', async ({
    page,
  }) => {
    await signIn(page, 'gp', '/data-analysis');
    await expect(page.getByRole('heading', { level: 1, name: 'Data Analysis' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Headline metrics · 2024' })).toBeVisible();
    const scope1 = page.getByRole('region', { name: 'Scope 1 GHG emissions' });
    // Northwind 850 + Atlas 48,000 + Helios 6,800 (the demo data of 2024).
    await expect(scope1).toContainText('55,650 tCO₂e');
    await expect(scope1).toContainText('vs 2023:');
    await expect(page.getByRole('region', { name: /Reporting completion/ })).toContainText('of 3');
    await expect(page.getByRole('table', { name: 'Companies needing attention' })).toContainText(
      'Atlas Logistics',
    );
    await scope1.getByRole('button', { name: 'How it was made' }).click();
    const drawer = page.getByRole('dialog', { name: 'Scope 1 GHG emissions' });
    await expect(drawer).toContainText('Σ value of every company with a value');
    await expect(drawer.getByRole('row', { name: /Northwind Renewables/ })).toContainText('850');
    await screenshot(page, 'analysis-how-made.png');
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: /Filter/ }).fill('renewable energy');
    await expect(page.getByRole('table', { name: 'Portfolio metrics' })).toContainText(
      'Share of renewable energy in total consumption',
    );
    await screenshot(page, 'analysis-dashboard.png', { fullPage: true });
  });

  test('a portfolio company sees its own figures, their change and its open tasks', async ({ page }) => {
    await signIn(page, 'pc', '/data-analysis');
    await expect(page.getByRole('heading', { level: 1, name: 'Data Analysis' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Scope 1 GHG emissions' })).toContainText('850 tCO₂e');
    await expect(page.getByText('ESG 2025')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Published figures' })).toContainText(
      'Full-time equivalents at year end',
    );
    await screenshot(page, 'analysis-company.png', { fullPage: true });
  });
});
