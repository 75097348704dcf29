import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from '../fixtures';
import { screenshot } from '../support/screenshots';

/*
 * A GP overrides a company's published value (issue 27, ADR 0181, 0182): on the review screen of Northwind's
 * published ESG 2024, Evergreen's GP overrides Scope 1 (a reason is required), sees the override beside the
 * value, finds it in the PAI figure's "How it was made" drawer with the company's original, then withdraws
 * it; the portfolio analysis's drawer shows it with the original too (ADR 0184). At 390 px the form fits the phone (the company cannot override: value-overrides.spec.ts). Screenshots (with E2E_SCREENSHOTS=1): test-results/e2e/value-override-*.png.
 */

const shot = (page: Page, name: string, fullPage = true) =>
  screenshot(page, `value-override-${name}.png`, { fullPage });

async function openNorthwind2024(page: Page) {
  await page.goto('/review-contributor-response?company=2&standard=1&period=2024');
  const link = page.getByRole('link', { name: 'Northwind Renewables ESG 2024', exact: true });
  const href = (await link.getAttribute('href'))!;
  const responseId = new URL(href, 'http://x').searchParams.get('responseId');
  await page.goto(`/review-contributor-response?responseId=${responseId}`);
  const table = page.getByRole('table', { name: 'Values to review' });
  const scope1 = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /Scope 1/ }) })
    .first();
  await expect(scope1).toBeVisible();
  return scope1;
}

test.describe('GP override of a published value (issue 27)', () => {
  test.setTimeout(120_000);
  test.use({ viewport: { width: 1440, height: 1000 }, actionTimeout: 30_000 });

  test('overrides with a reason, sees it in the PAI figure, withdraws it', async ({ page }) => {
    await signIn(page, 'gp');
    await expect(page).toHaveURL(/\/user-guide$/);
    const scope1 = await openNorthwind2024(page);
    await scope1.getByRole('button', { name: /^Override Scope 1/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Override the value' });
    await expect(dialog.getByText(/The company published [\d,.]+ tCO2e/)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Value to use' }).fill('1234');
    await dialog.getByRole('button', { name: 'Save override' }).click();
    await expect(dialog.getByText('Say why you override the value.')).toBeVisible();
    await dialog
      .getByRole('textbox', { name: 'Reason' })
      .fill('The fuel invoices in the data room show 1,234 t');
    await shot(page, '01-form-1440', false);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save override' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Override saved: your figures use it')).toBeVisible();
    const note = scope1.getByTestId('override-note');
    await expect(note).toContainText('Overridden by Grace Parker');
    await expect(note).toContainText('1,234 tCO2e');
    await expect(note).toContainText('The fuel invoices in the data room show 1,234 t');
    await shot(page, '02-review-1440');

    // The PAI figure of 2025 (Northwind's latest data is 2024's) uses it and says so.
    await page.goto('/viewPaiCalculation?year=2025');
    const pai = page.getByRole('table', { name: 'PAI indicators 2025' });
    const t11a = pai.getByRole('row').filter({ has: page.getByRole('button', { name: /^T1-1a GHG/ }) });
    await expect(t11a.getByText('Uses a GP override')).toBeVisible();
    await t11a.getByRole('button', { name: /^T1-1a GHG/ }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('table', { name: 'Companies included' })).toContainText(
      /Overridden by Grace Parker on .* \(the company published [\d,.]+ tCO2e\): The fuel invoices/,
    );
    await drawer.getByRole('tab', { name: 'How it was made' }).click();
    await expect(drawer.getByTestId('override-note').first()).toContainText('Overridden by Grace Parker');
    await shot(page, '03-pai-drawer-1440', false);
    await page.keyboard.press('Escape');

    // The portfolio analysis of 2024 sums it too, and its drawer names the original (ADR 0184).
    await expect(async () => {
      await page.goto('/data-analysis?period=2024');
      const region = page.getByRole('region', { name: 'Scope 1 GHG emissions' });
      await region.getByRole('button', { name: 'How it was made' }).click();
      const analysis = page.getByRole('dialog', { name: 'Scope 1 GHG emissions' });
      await expect(analysis.getByText('Uses a GP override')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    const analysis = page.getByRole('dialog', { name: 'Scope 1 GHG emissions' });
    const northwindRow = analysis.getByRole('row', { name: /^Northwind Renewables 1,234 tCO₂e/ });
    await expect(northwindRow).toBeVisible();
    const analysisNote = analysis.getByTestId('override-note');
    await expect(analysisNote).toContainText(
      /^Northwind Renewables: your override \(Grace Parker, .*\) is used; the company published [\d,.]+ tCO₂e\. Why: “The fuel invoices/,
    );
    await shot(page, '05-analysis-drawer-1440', false);
    await page.setViewportSize({ width: 390, height: 844 });
    await analysisNote.scrollIntoViewIfNeeded();
    await shot(page, '06-analysis-drawer-390', false);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.keyboard.press('Escape');

    // Withdrawn: the company's value counts again.
    const again = await openNorthwind2024(page);
    await again.getByRole('button', { name: /^Change the override of Scope 1/ }).click();
    const change = page.getByRole('dialog', { name: 'Override the value' });
    await expect(change.getByTestId('override-note')).toContainText('Overridden by Grace Parker');
    await change.getByRole('button', { name: 'Withdraw override' }).click();
    await expect(change).toBeHidden();
    await expect(page.getByText(/Override withdrawn/)).toBeVisible();
    await expect(again.getByTestId('override-note')).toHaveCount(0);
    await expect(again.getByRole('button', { name: /^Override Scope 1/ })).toBeVisible();
  });

  test('the form reads on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'gp');
    const scope1 = await openNorthwind2024(page);
    await scope1.getByRole('button', { name: /^Override Scope 1/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Override the value' });
    await expect(dialog.getByRole('textbox', { name: 'Reason' })).toBeVisible();
    await shot(page, '04-form-390', false);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
