import path from 'node:path';
import type { Page } from '@playwright/test';
import { demoUser, expect, logIn, test } from '../fixtures';
import { RESULTS_DIR } from '../server-state';

/*
 * The climate screens of issue 11 as a user works them: Northwind's user (pc@demo.test) enters the
 * period's activity data in the Carbon Calculator, sees the totals and the donut, saves, and the
 * totals appear as calculated values in Northwind's 2025 response. Screenshots in
 * test-results/e2e/climate-*.png.
 */

/** A bundled workbook: imported at start, so importing it again is recognised by its checksum. */
const WORKBOOK = 'desnz-conversion-factors-2024-condensed-v1.1.xlsx';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(RESULTS_DIR, `climate-${name}.png`), fullPage: true });

async function pickOption(page: Page, label: string, search: string, option: RegExp) {
  const input = page
    .getByRole('textbox', { name: label })
    .or(page.getByRole('combobox', { name: label }))
    .first();
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option }).first().click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

async function choose(page: Page, label: string, option: string) {
  await page
    .getByRole('textbox', { name: label })
    .or(page.getByRole('combobox', { name: label }))
    .first()
    .click();
  await page.getByRole('option', { name: option, exact: true }).first().click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

test.describe('climate (issue 11)', () => {
  test.use({ viewport: { width: 1440, height: 1200 } });

  test('the Carbon Calculator: activity data, totals and donut, save, calculated values in the response', async ({
    page,
    request,
  }) => {
    await page.goto('/login');
    await logIn(page, demoUser('pc'));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Carbon Calculator' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Carbon Calculator' })).toBeVisible();
    await choose(page, 'Reporting year', '2025');
    await expect(page.getByText('Not saved for 2025')).toBeVisible();

    // Scope 1: natural gas burnt in the O&M building's boiler.
    await page.getByRole('button', { name: 'Add scope 1 activity' }).click();
    await choose(page, 'Line 1 category', 'Buildings and generators / plant');
    await pickOption(
      page,
      'Line 1 emission factor',
      'natural gas kwh gross',
      /Natural gas.*kWh \(Gross CV\)/i,
    );
    await page.getByRole('textbox', { name: 'Line 1 quantity' }).fill('120000');
    await expect(page.getByTestId('line-1-kg')).toBeVisible();

    // Scope 2: purchased electricity, 210 MWh entered in MWh against a per-kWh factor.
    await page.getByRole('button', { name: 'Add scope 2 activity' }).click();
    await pickOption(page, 'Line 2 emission factor', 'electricity', /Electricity/i);
    await page.getByRole('textbox', { name: 'Line 2 quantity' }).fill('210');
    await page.getByRole('combobox', { name: 'Line 2 unit' }).fill('MWh');
    await page.getByRole('combobox', { name: 'Line 2 unit' }).press('Escape');
    await expect(page.getByTestId('line-2-kg')).toBeVisible();

    // Scope 3: employee commuting by car.
    await page.getByRole('button', { name: 'Add scope 3 activity' }).click();
    await choose(page, 'Line 3 category', 'Employee commuting');
    await pickOption(page, 'Line 3 emission factor', 'average car km', /car/i);
    await page.getByRole('textbox', { name: 'Line 3 quantity' }).fill('250000');
    await expect(page.getByTestId('line-3-kg')).toBeVisible();

    // The Emissions summary: scope 1 total to 4 decimals, and the donut drawn a second later.
    const summary = page.getByRole('region', { name: 'Emissions summary' });
    await expect(summary.getByTestId('scope1-total')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{4}$/);
    await expect(summary.getByTestId('emissions-donut')).toBeVisible();
    await shot(page, 'calculator');
    await summary.getByRole('tab', { name: 'Scope 3' }).click();
    // Employee commuting is shown as an integer.
    await expect(summary.getByRole('row', { name: /Employee commuting/ })).toContainText(/\d$/);
    await expect(summary.getByRole('row', { name: /Employee commuting/ })).not.toContainText('.');

    const scope1 = await summary
      .getByRole('tab', { name: 'Scope 1' })
      .click()
      .then(() => summary.getByTestId('scope1-total').innerText());
    await page.getByRole('button', { name: 'Save calculation' }).click();
    await expect(page.getByText('Saved · version 1')).toBeVisible();

    // The totals reach Northwind's 2025 ESG response as calculated values.
    const login = await request.post('/api/auth/login', { data: demoUser('pc') });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const headers = { authorization: `Bearer ${token}` };
    const responses = (await (
      await request.get('/api/responses?companyId=2&period=2025', { headers })
    ).json()) as {
      data: Array<{ id: number; status: string }>;
    };
    const esg = responses.data.find((r) => r.status === 'in_progress')!;
    await expect
      .poll(async () => {
        const history = (await (
          await request.get(`/api/responses/${esg.id}/values/ghg.scope1/history`, { headers })
        ).json()) as { data: Array<{ after: { value: number }; source: { kind: string } }> };
        const last = history.data.at(-1);
        return last?.source.kind === 'calculated' ? last.after.value.toFixed(4) : null;
      })
      .toBe(scope1.replace(/,/g, ''));
  });

  test('Calculations: saved inventories, the factor library searched, and an admin import of a workbook', async ({
    page,
  }) => {
    await page.goto('/login');
    await logIn(page, demoUser('pc'));
    await page.goto('/calculations');
    await expect(page.getByRole('heading', { level: 1, name: 'Calculations' })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Saved calculations' }).getByRole('row', { name: /2024/ }),
    ).toBeVisible();
    const factors = page.getByRole('table', { name: 'Emission factors' });
    await page
      .getByRole('searchbox')
      .or(page.getByPlaceholder(/Search factors/))
      .first()
      .fill('natural gas');
    await expect(factors.getByRole('row', { name: /Natural gas/i }).first()).toBeVisible();
    await expect(page.getByText(/Open Government Licence/).first()).toBeVisible();
    await shot(page, 'calculations');
  });

  test('an admin imports a workbook through the importer (the same file again changes nothing)', async ({
    page,
  }) => {
    await page.goto('/login');
    await logIn(page, demoUser('admin'));
    await page.goto('/calculations');
    await expect(page.getByRole('heading', { level: 2, name: 'Import a factor workbook' })).toBeVisible();
    await page
      .locator('input[type="file"]')
      .setInputFiles(path.join(__dirname, '../../libs/reference-data/files/sources', WORKBOOK));
    await page.getByRole('button', { name: 'Import workbook' }).click();
    await expect(page.getByText(/already imported as desnz-2024/)).toBeVisible();
    await shot(page, 'import');
  });
});
