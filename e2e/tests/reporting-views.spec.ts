import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, signIn } from '../fixtures';
import { screenshot } from '../support/screenshots';

/*
 * The reporting views in Chromium (issue 12, /ddmReporting): Grace (gp, Evergreen) reads the ESG figures her
 * portfolio companies published for 2024 side by side, then the aggregated view for investors, and exports
 * both to Excel and PDF.
 */

const shot = (page: Page, name: string) =>
  screenshot(page, path.join('reporting', `${name}.png`), { fullPage: true });

test.describe('reporting views (issue 12)', () => {
  test('an investor reads a framework per audience and exports it', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signIn(page, 'gp', '/ddmReporting?audience=portfolio-companies&standardId=1&period=2024');
    await expect(page.getByRole('heading', { level: 1, name: 'DDM Reporting' })).toBeVisible();
    const ghg = page.getByRole('table', { name: 'Greenhouse gas emissions' });
    await expect(ghg.getByRole('columnheader', { name: 'Atlas Logistics' })).toBeVisible();
    await expect(ghg.getByRole('row', { name: /Scope 1 GHG emissions/ })).toContainText('48,000 tCO₂e');
    await shot(page, '01-portfolio-companies-1440');

    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      (async () => {
        await page.getByRole('button', { name: 'Export' }).click();
        await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
      })(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/^Portfolio-Companies-ESG-2024\.xlsx$/);
    expect(
      readFileSync(await xlsx.path())
        .subarray(0, 2)
        .toString('ascii'),
    ).toBe('PK');

    // Investors: the portfolio's figure, 850 + 48,000 + 6,800.
    await page.getByRole('radiogroup', { name: 'Audience' }).getByText('Investors').click();
    await expect(page).toHaveURL(/audience=investors/);
    const investors = page.getByRole('table', { name: 'Greenhouse gas emissions' });
    await expect(investors.getByRole('row', { name: /Scope 1 GHG emissions/ })).toContainText('55,650 tCO₂e');
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      (async () => {
        await page.getByRole('button', { name: 'Export' }).click();
        await page.getByRole('menuitem', { name: 'PDF' }).click();
      })(),
    ]);
    expect(pdf.suggestedFilename()).toBe('Investors-ESG-2024.pdf');
    expect(
      readFileSync(await pdf.path())
        .subarray(0, 5)
        .toString('ascii'),
    ).toBe('%PDF-');
    await shot(page, '02-investors-1440');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 1, name: 'DDM Reporting' })).toBeVisible();
    // The charts measure their box again after the resize (ParentSize): wait until nothing sticks out.
    await expect
      .poll(() =>
        page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth'),
      )
      .toBeLessThanOrEqual(0);
    await shot(page, '03-investors-390');
  });
});
