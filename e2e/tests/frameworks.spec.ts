import { expect, test, signIn } from '../fixtures';
import { screenshot } from '../support/screenshots';

/*
 * /frameworks (issue 8): the catalogue of frameworks as stored data: a framework's version, source
 * and section tree, a metric found by words, and its dictionary entry. Screenshots:
 * test-results/e2e/frameworks-*.png.
 */
test.describe('frameworks (issue 8)', () => {
  test.setTimeout(90_000);
  test.use({ viewport: { width: 1280, height: 1000 } });

  test('a GP browses the Invest Europe framework and reads a metric’s definition', async ({ page }) => {
    await signIn(page, 'gp', '/frameworks');
    await expect(page.getByRole('heading', { level: 1, name: 'Frameworks' })).toBeVisible();
    const catalogue = page.getByRole('navigation', { name: 'Frameworks' });
    await catalogue.getByText('Invest Europe ESG Reporting').click();
    await expect(page.getByRole('heading', { level: 2, name: 'Invest Europe ESG Reporting' })).toBeVisible();
    await expect(page.getByText(/^Imported from the official workbook/).first()).toBeVisible();
    await screenshot(page, 'frameworks-01-invest-europe.png');

    await page.getByLabel('Find a metric').fill('scope 1');
    const firstMetric = page.getByRole('table').first().getByRole('button').first();
    await expect(firstMetric).toBeVisible();
    await firstMetric.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('rowheader', { name: 'Accepted units' })).toBeVisible();
    await page.waitForTimeout(400); // the drawer's slide-in, for the screenshot
    await screenshot(page, 'frameworks-02-metric.png');
    await drawer.getByRole('button').first().click();

    await page.getByLabel('Find a metric').fill('zzzz nothing');
    await expect(page.getByText('No metric matches.')).toBeVisible();
  });
});
