import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from '../fixtures';
import { screenshot } from '../support/screenshots';
import { choose } from '../support/ui';

/*
 * The GP's quality thresholds in a form (issue 27, ADR 0180): from /data-quality, Evergreen's GP opens
 * "Thresholds", gets a clear error for a value out of bounds, saves its own threshold (the page's summary
 * follows; with one company asked enough, one company's unanswered metrics become flags), then goes back to
 * the product's defaults. At 390 px the form fits the phone.
 * Screenshots (with E2E_SCREENSHOTS=1): test-results/e2e/quality-thresholds-*.png.
 */

const shot = (page: Page, name: string) =>
  screenshot(page, `quality-thresholds-${name}.png`, { fullPage: false });

test.describe('quality thresholds (issue 27)', () => {
  test.setTimeout(120_000);
  test.use({ viewport: { width: 1440, height: 1000 }, actionTimeout: 30_000 });

  test('a GP edits the thresholds, with clear errors, and goes back to the defaults', async ({ page }) => {
    await signIn(page, 'gp', '/data-quality');
    const summary = page.getByRole('region', { name: 'Thresholds' });
    await expect(summary).toContainText('±50 %');
    await page.getByRole('button', { name: 'Thresholds' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quality thresholds' });
    const decimals = dialog.getByRole('textbox', { name: 'Change from last year (decimals)' });
    await expect(decimals).toHaveValue('50 %');
    await decimals.fill('0');
    await dialog.getByRole('textbox', { name: 'Companies needed to compare' }).fill('2');
    const asked = dialog.getByRole('textbox', { name: 'Companies asked, at least' });
    await expect(asked).toHaveValue('3');
    await asked.fill('0');
    await dialog.getByRole('button', { name: 'Save thresholds' }).click();
    await expect(dialog.getByText('Give a percentage above 0 and at most 10,000.')).toBeVisible();
    await expect(dialog.getByText('Give a whole number from 3 to 1,000.')).toBeVisible();
    await expect(dialog.getByText('Give a whole number from 1 to 1,000.')).toBeVisible();
    await shot(page, '01-errors-1440');
    await expectAccessible(page);

    await decimals.fill('30');
    await dialog.getByRole('textbox', { name: 'Companies needed to compare' }).fill('5');
    await asked.fill('1');
    await dialog.getByRole('button', { name: 'Save thresholds' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Thresholds saved: the flags use them now')).toBeVisible();
    await expect(summary).toContainText('±30 %');
    // With one company asked enough, Atlas's 2025 SFDR response alone makes absence flags ("1 of 1").
    await choose(page, 'Filter by period', '2025');
    await choose(page, 'Filter by check', 'Often unanswered');
    await expect(
      page
        .getByRole('table', { name: 'Data quality flags' })
        .getByText(/\b1 of 1 companies asked/)
        .first(),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Thresholds' }).click();
    await expect(dialog.getByText(/Your own thresholds, last changed .* by Grace Parker/)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Companies needed to compare' })).toHaveValue('5');
    await dialog.getByRole('button', { name: 'Use the product’s defaults' }).click();
    await expect(dialog).toBeHidden();
    await expect(summary).toContainText('±50 %');
  });

  test('the form reads on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'gp', '/data-quality');
    await page.getByRole('button', { name: 'Thresholds' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quality thresholds' });
    await expect(dialog.getByRole('textbox', { name: 'Unanswered by more than' })).toBeVisible();
    await shot(page, '02-form-390');
  });
});
