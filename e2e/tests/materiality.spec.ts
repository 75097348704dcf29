import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, signIn } from '../fixtures';
import { screenshot } from '../support/screenshots';

/*
 * Materiality in Chromium (issue 12): Priya (pc, Northwind Renewables) scores an ESRS matter for 2024,
 * sees the result as she types (the same pure functions as the server), saves it, lowers a threshold,
 * saves a second version and looks back at the first. By hand, E1-2 Climate change mitigation:
 *   potential negative impact, scale 4, scope 3, irremediable 2: severity 3; likelihood 4 → 3 × 4 ÷ 5 = 2.4
 *   financial: magnitude 5 × likelihood 3 ÷ 5 = 3
 *   thresholds 2.5 / 2.5 → financially material; impact threshold 2 → material both ways.
 */

const shot = (page: Page, name: string) =>
  screenshot(page, path.join('materiality', `${name}.png`), { fullPage: true });

test.describe('materiality (issue 12)', () => {
  test('the demo investor opens on its own 2025 assessment with a filled matrix (issue 29, item 3)', async ({
    page,
  }) => {
    await signIn(page, 'gp', '/materiality');
    const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(header.getByText('Version 1', { exact: true })).toBeVisible();
    // The possessive of a name ending in s (issue 29: it read "Evergreen Capital Partners's").
    await expect(
      header.getByText(/^Evergreen Capital Partners' double materiality assessment/),
    ).toBeVisible();
    await expect(page.locator('[data-matter="E1-2"]')).toHaveCount(1);
    await expect(page.locator('[data-matter]')).toHaveCount(12);
    await expect(
      page
        .getByRole('table', { name: 'Material topics' })
        .getByRole('row', { name: /Climate change mitigation/ }),
    ).toBeVisible();
  });

  test('a company scores a matter, saves versions and reads its history', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signIn(page, 'pc', '/materiality?period=2024');
    await expect(page.getByRole('heading', { level: 1, name: 'Materiality' })).toBeVisible();
    const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(header.getByText('Not saved yet')).toBeVisible();
    // The topics' source is named in words, without the reference file's version identifier (issue 29).
    const source = page.getByText(/^Topics: Commission Delegated Regulation/);
    await expect(source).toBeVisible();
    await expect(source).not.toContainText('esrs-');

    const matter = page.getByRole('region', { name: 'E1-2 Climate change mitigation' });
    await matter.getByLabel('Impact on people or the environment').check();
    await matter.getByLabel('Scale').selectOption('4');
    await matter.getByLabel('Scope').selectOption('3');
    await matter.getByLabel('Irremediable').selectOption('2');
    await matter.getByLabel('Impact likelihood').selectOption('4');
    await expect(matter.getByText('severity (4 + 3 + 2) ÷ 3 = 3; × likelihood 4 ÷ 5 = 2.4')).toBeVisible();
    await matter.getByLabel('Financial effect on the company').check();
    await matter.getByLabel('Magnitude').selectOption('5');
    await matter.getByLabel('Financial likelihood').selectOption('3');
    await expect(matter.getByText('magnitude 5 × likelihood 3 ÷ 5 = 3')).toBeVisible();
    await expect(matter.getByText('Financially material')).toBeVisible();
    await matter.getByLabel('Rationale').fill('Grid electricity and the turbine supply chain');

    const material = page.getByRole('table', { name: 'Material topics' });
    await expect(material.getByRole('row', { name: /E1-2 Climate change mitigation/ })).toContainText(
      '✓ Scope 1 GHG emissions',
    );
    await expect(page.locator('[data-matter="E1-2"]')).toHaveCount(1);

    await page.getByRole('button', { name: 'Save assessment' }).click();
    await expect(header.getByText('Version 1', { exact: true })).toBeVisible();
    await shot(page, '01-scored-1440');

    // A lower impact threshold makes the matter material both ways: a second version.
    await page.getByLabel('Impact threshold').fill('2');
    await expect(matter.getByText('Material both ways')).toBeVisible();
    await page.getByRole('button', { name: 'Save assessment' }).click();
    await expect(header.getByText('Version 2', { exact: true })).toBeVisible();
    const history = page.getByRole('table', { name: 'Saved versions' });
    await expect(history.getByRole('row')).toHaveCount(3);

    // The first version, read-only.
    await history.getByRole('button', { name: 'View version 1' }).click();
    await expect(page.getByText('This is an earlier version, shown read-only.')).toBeVisible();
    await expect(matter.getByText('Financially material')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save assessment' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Back to the latest version' }).click();
    await expect(header.getByText('Version 2', { exact: true })).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 1, name: 'Materiality' })).toBeVisible();
    // The charts measure their box again after the resize (ParentSize): wait until nothing sticks out.
    await expect
      .poll(() =>
        page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth'),
      )
      .toBeLessThanOrEqual(0);
    await shot(page, '02-scored-390');
  });
});
