import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { demoUser, expect, test, expectAccessible, signIn } from '../fixtures';
import { RESULTS_DIR } from '../server-state';
import { SCREENSHOTS, screenshot, screenshotOf } from '../support/screenshots';

/*
 * The climate screens of issue 11 as a user works them: Northwind's user (pc@demo.test) enters the
 * period's activity data in the Carbon Calculator, sees the totals and the donut, saves, and the
 * totals appear as calculated values in Northwind's 2025 response. Screenshots in
 * test-results/e2e/climate-*.png.
 */

/** A bundled workbook: imported at start, so importing it again is recognised by its checksum. */
const WORKBOOK = 'desnz-conversion-factors-2024-condensed-v1.1.xlsx';

const shot = (page: Page, name: string) => screenshot(page, `climate-${name}.png`, { fullPage: true });

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

/** A Mantine Select by its label (a textbox or a combobox, by version). */
const select = (page: Page, label: string) =>
  page
    .getByRole('textbox', { name: label })
    .or(page.getByRole('combobox', { name: label }))
    .first();

async function choose(page: Page, label: string, option: string) {
  await page
    .getByRole('textbox', { name: label })
    .or(page.getByRole('combobox', { name: label }))
    .first()
    .click();
  await page.getByRole('option', { name: option, exact: true }).first().click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** axe (WCAG 2.1 A/AA) on the page as it is: no serious or critical violation. */
test.describe('climate (issue 11)', () => {
  test.use({ viewport: { width: 1440, height: 1200 } });

  test('the Carbon Calculator: activity data, totals and donut, save, calculated values in the response', async ({
    page,
    request,
  }) => {
    await signIn(page, 'pc');
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
    await choose(page, 'Line 3 category', '7. Employee commuting');
    await pickOption(page, 'Line 3 emission factor', 'average car km', /car/i);
    await page.getByRole('textbox', { name: 'Line 3 quantity' }).fill('250000');
    await expect(page.getByTestId('line-3-kg')).toBeVisible();

    // The Emissions summary: scope 1 total to 4 decimals, and the donut drawn a second later.
    const summary = page.getByRole('region', { name: 'Emissions summary' });
    await expect(summary.getByTestId('scope1-total')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{4}$/);
    await expect(summary.getByTestId('emissions-donut')).toBeVisible();
    await shot(page, 'calculator');
    await summary.getByRole('tab', { name: 'Scope 3' }).click();
    // Employee commuting (scope 3 category 7) is shown as an integer.
    const commuting = summary
      .getByRole('row', { name: /Employee commuting/ })
      .getByRole('cell')
      .first();
    await expect(commuting).toHaveText(/^\d{1,3}(,\d{3})*$/);

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

  test('a Danish company’s electricity: the grid of its country by default, with source, year and licence (issue 28)', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // Northwind publishes company.country DK: 800 MWh × 143.3 g CO₂e per kWh (Ember, Denmark 2024) = 114,640 kg.
    await signIn(page, 'pc', '/carbon-emission');
    await expect(page.getByRole('heading', { level: 1, name: 'Carbon Calculator' })).toBeVisible();
    await choose(page, 'Reporting year', '2023');
    await expect(select(page, 'Electricity grid')).toHaveValue('Denmark');
    const notice = page.getByTestId('grid-default');
    await expect(notice).toContainText(
      'Grid electricity in Denmark: Ember average grid intensity, life-cycle (2024), 143.3 g CO₂e per kWh',
    );
    await expect(notice).toContainText('Creative Commons Attribution 4.0 (CC BY 4.0)');
    await page.getByRole('button', { name: 'Add scope 2 activity' }).click();
    await page.getByRole('textbox', { name: 'Line 1 quantity' }).fill('800');
    await page.getByRole('combobox', { name: 'Line 1 unit' }).fill('MWh');
    await page.getByRole('combobox', { name: 'Line 1 unit' }).press('Escape');
    await expect(page.getByTestId('line-1-kg')).toHaveText('114,640');
    const summary = page.getByRole('region', { name: 'Emissions summary' });
    await summary.getByRole('tab', { name: 'Scope 2' }).click();
    await expect(summary.getByTestId('scope2-total')).toHaveText('114.6400');
    await shot(page, 'grid-denmark');
    await page.setViewportSize({ width: 390, height: 1600 });
    await expect(notice).toBeVisible();
    await shot(page, 'grid-denmark-mobile');
    await page.setViewportSize({ width: 1440, height: 1200 });

    // Another grid: the IFI operating margin where it is chosen for the line (CO₂ only, 362 g per kWh).
    await pickOption(page, 'Line 1 emission factor', 'operating margin', /Operating margin/i);
    await expect(page.getByTestId('line-1-kg')).toHaveText('289,600');
    await choose(page, 'Electricity grid', 'Germany');
    await expect(notice).toContainText('Grid electricity in Germany: Ember average grid intensity');
    await expectAccessible(page);
  });

  test('scope 3: the fifteen categories, a reported figure with its method, and each category’s data quality (issue 28)', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, 'pc', '/carbon-emission');
    await expect(page.getByRole('heading', { level: 1, name: 'Carbon Calculator' })).toBeVisible();
    await choose(page, 'Reporting year', '2022');
    const scope3 = page.getByRole('region', { name: 'Scope 3 — the value chain' });

    // A freight line from the factor library: distance-based, PCAF's physical-activity option, score 3.
    await scope3.getByRole('button', { name: 'Add scope 3 activity' }).click();
    await expect(select(page, 'Line 1 category')).toHaveValue('1. Purchased goods and services');
    await choose(page, 'Line 1 category', '4. Upstream transportation and distribution');
    // A long category name is written out under the picker, not cut (issue 28).
    await expect(
      scope3.getByText('4. Upstream transportation and distribution', { exact: true }),
    ).toBeVisible();
    await pickOption(page, 'Line 1 emission factor', 'hgv', /HGV/i);
    await page.getByRole('textbox', { name: 'Line 1 quantity' }).fill('10000');
    await expect(page.getByTestId('line-1-kg')).toBeVisible();
    await expect(page.getByTestId('line-1-quality')).toHaveText('Data quality 3');

    // A franchise's figure the company only has from spend: 12.5 t, spend-based, score 4.
    await scope3.getByRole('button', { name: 'Add a reported figure' }).click();
    await choose(page, 'Line 2 category', '14. Franchises');
    await choose(page, 'Line 2 method', 'Money spent × sector factors');
    await page.getByRole('textbox', { name: 'Line 2 source of the figure' }).fill('Franchise fees 2022');
    await page.getByRole('textbox', { name: 'Line 2 reported tCO2e' }).fill('12.5');
    await expect(page.getByTestId('line-2-kg')).toHaveText('12,500');
    await expect(page.getByTestId('line-2-quality')).toHaveText('Data quality 4');
    // An investee's verified figure: 20 t, score 1.
    await scope3.getByRole('button', { name: 'Add a reported figure' }).click();
    await choose(page, 'Line 3 category', '15. Investments');
    await choose(page, 'Line 3 method', 'Figures reported by the investee');
    await page.getByRole('checkbox', { name: 'Checked by a third party (verified)' }).check();
    await page.getByRole('textbox', { name: 'Line 3 reported tCO2e' }).fill('20');
    await expect(page.getByTestId('line-3-quality')).toHaveText('Data quality 1');

    // The summary: the total across scopes, and scope 3 by the fifteen categories, empty ones as —.
    const summary = page.getByRole('region', { name: 'Emissions summary' });
    await expect(summary.getByTestId('total-across-scopes')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{4} tCO₂e$/);
    await summary.getByRole('tab', { name: 'Scope 3' }).click();
    const rows = summary.getByRole('table', { name: 'Scope 3 totals' }).locator('tbody tr');
    await expect(rows).toHaveCount(15);
    await expect(summary.getByRole('row', { name: /^1\. Purchased goods and services/ })).toContainText('—');
    const franchises = summary.getByRole('row', { name: /^14\. Franchises/ });
    await expect(franchises).toContainText('12.5000');
    await expect(franchises).toContainText('4 of 5');
    await expect(summary.getByRole('row', { name: /^15\. Investments/ })).toContainText('1 of 5');
    // How the score was made, in words: no option codes.
    await summary
      .getByRole('row', { name: /^14\. Franchises/ })
      .getByText('4 of 5')
      .hover();
    const tip = page.getByRole('tooltip');
    await expect(tip).toContainText('Data quality 4 on PCAF’s scale of 1 (best) to 5');
    await expect(tip).toContainText(
      'Economic activity-based emissions (money spent × sector factors) score 4',
    );
    await expect(tip).not.toContainText('3a');
    await expect(summary.getByTestId('scope3-quality')).toBeVisible();
    await shot(page, 'scope3');
    await page.setViewportSize({ width: 390, height: 1800 });
    await expect(summary.getByTestId('total-across-scopes')).toBeVisible();
    // At 390 px every score badge shows its whole text ("3 O…" was cut before, issue 28).
    const badges = summary.getByRole('table', { name: 'Scope 3 totals' }).getByText(/^\d(\.\d)? of 5$/);
    await expect(badges.first()).toBeVisible();
    for (const badge of await badges.all()) {
      const label = badge.locator('xpath=ancestor-or-self::*[contains(@class, "Badge-label")][1]');
      const cut = await ((await label.count()) ? label : badge).evaluate(
        (el) => el.scrollWidth > el.clientWidth + 1,
      );
      expect(cut, `badge ${await badge.textContent()} is cut`).toBe(false);
    }
    await shot(page, 'scope3-mobile');
    await page.setViewportSize({ width: 1440, height: 1200 });
    await expectAccessible(page);
  });

  test('Calculations: saved inventories, the factor library searched, and an admin import of a workbook', async ({
    page,
  }) => {
    await signIn(page, 'pc', '/calculations');
    await expect(page.getByRole('heading', { level: 1, name: 'Calculations' })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Saved calculations' }).getByRole('row', { name: /^2024/ }),
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
    await signIn(page, 'admin', '/calculations');
    await expect(page.getByRole('heading', { level: 2, name: 'Import a factor workbook' })).toBeVisible();
    await page
      .locator('input[type="file"]')
      .setInputFiles(path.join(__dirname, '../../libs/reference-data/files/sources', WORKBOOK));
    await page.getByRole('button', { name: 'Import workbook' }).click();
    await expect(page.getByText(/already imported as desnz-2024/)).toBeVisible();
    await shot(page, 'import');
  });
});

test.describe('TCFD analytics (issue 11, /analytics)', () => {
  test.use({ viewport: { width: 1440, height: 1100 } });

  test('the published TCFD questionnaire scored: gauge, recommendations, methodology, A4 PDF and Word', async ({
    page,
  }) => {
    await signIn(page, 'pc', '/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'TCFD Analytics' })).toBeVisible();
    // Northwind's 2024 answers, given in data collection (framework 2), scored by spec 5.
    await expect(page.getByText('Overall score 73 of 100, grade Good.')).toBeVisible();
    await expect(page.getByTestId('tcfd-dimension')).toHaveCount(4);
    await expect(page.getByTestId('tcfd-statement-scope-calculation')).toContainText(
      'Scope 1, Scope 2 and Scope 3',
    );
    await expect(page.getByText(/Your answer: A board committee oversees/)).toBeVisible();
    await shot(page, 'tcfd-analytics');

    await page.getByRole('button', { name: 'Scoring methodology' }).click();
    const methodology = page.getByRole('dialog', { name: 'Scoring Methodology' });
    await expect(methodology).toContainText('Per indicator the highest selected option score counts.');
    await methodology.getByRole('button').first().click();
    await expect(methodology).toHaveCount(0);

    // PDF: TCFD-Analytics-Report({cycle}-{year}).pdf on A4 (595.28 × 841.89 pt), rendered to look at.
    await page.getByRole('button', { name: 'Download report' }).click();
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'PDF (A4)' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe('TCFD-Analytics-Report(annually-2024).pdf');
    const pdfPath = path.join(RESULTS_DIR, pdf.suggestedFilename());
    await pdf.saveAs(pdfPath);
    const bytes = readFileSync(pdfPath);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toMatch(/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
    // Page 1 as a picture, for a person to look at (poppler's pdftoppm; with E2E_SCREENSHOTS=1).
    if (SCREENSHOTS) {
      const prefix = path.join(RESULTS_DIR, 'tcfd-report-pdf');
      execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', pdfPath, prefix]);
      expect(existsSync(`${prefix}-1.png`) || existsSync(`${prefix}-01.png`)).toBe(true);
    }
    // The 2 s spinner, then the button again.
    await expect(page.getByRole('button', { name: 'Download report' })).toBeEnabled({ timeout: 15_000 });

    // Word: a real .docx (an OOXML zip with word/document.xml).
    await page.getByRole('button', { name: 'Download report' }).click();
    const [word] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Word (.docx)' }).click(),
    ]);
    expect(word.suggestedFilename()).toBe('TCFD-Analytics-Report(annually-2024).docx');
    const wordPath = path.join(RESULTS_DIR, word.suggestedFilename());
    await word.saveAs(wordPath);
    const docx = readFileSync(wordPath);
    expect(docx.subarray(0, 2).toString()).toBe('PK');
    expect(docx.toString('latin1')).toContain('word/document.xml');
  });

  test('answering the questionnaire rescores it; the Error dialog when scoring fails', async ({
    page,
    request,
  }) => {
    const login = await request.post('/api/auth/login', { data: demoUser('pc') });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const created = await request.post('/api/responses', {
      headers: { authorization: `Bearer ${token}` },
      data: { companyId: 2, standardId: 2, period: '2025', dueDate: '2026-03-31' },
    });
    expect([201, 409]).toContain(created.status());

    await signIn(page, 'pc', '/analytics?period=2025');
    await page.getByRole('tab', { name: /Questionnaire/ }).click();
    await page.getByRole('button', { name: 'Governance' }).click();
    await page.getByRole('radio', { name: /^The board does not consider climate-related issues/ }).click();
    // Governance 1 of 4 → 25; nothing else answered → overall round(25 / 4) = 6, Weak.
    await expect(page.getByText('Overall score 6 of 100, grade Weak.')).toBeVisible();
    await shot(page, 'tcfd-answered');

    // The Error dialog of spec 2.8 / 8 when scoring fails.
    await page.route('**/api/calculations/tcfd', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/analytics?period=2024');
    const error = page.getByRole('dialog', { name: 'Error' });
    await expect(error).toContainText('something went wrong');
    await shot(page, 'tcfd-error');
    await page.unroute('**/api/calculations/tcfd');
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Overall score 73 of 100, grade Good.')).toBeVisible();
  });

  test('an investor picks the portfolio company whose TCFD scores it reads', async ({ page }) => {
    await signIn(page, 'gp', '/analytics');
    // Without a choice: the portfolio company whose TCFD questionnaire is newest (Northwind's).
    await expect(select(page, 'Portfolio company')).toHaveValue('Northwind Renewables');
    await choose(page, 'Portfolio company', 'Northwind Renewables');
    await choose(page, 'Period', '2024');
    await expect(page.getByText('Overall score 73 of 100, grade Good.')).toBeVisible();
  });

  test('answers of the earlier TCFD assessment: kept, then carried into the questionnaire requested next', async ({
    page,
  }) => {
    // The demo's retired 2026 assessment (scoring's seed, handed over and kept: no 2026 questionnaire yet).
    await signIn(page, 'pc', '/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'TCFD Analytics' })).toBeVisible();
    const kept = page.getByTestId('tcfd-handover-kept');
    await expect(kept).toContainText(
      '6 answers from the earlier TCFD assessment of 14 Oct 2026 (2026, version 2) are kept and will be carried over when the TCFD questionnaire is next requested',
    );
    await shot(page, 'tcfd-handover-kept');

    // Priya opens Northwind's 2026 TCFD questionnaire from the notice: the kept answers go into it
    // (a data request from Evergreen does the same: apps/standalone/test/tcfd-handover.spec.ts).
    // Waited for by the server's answer to the request (the carry-over is written in its transaction),
    // then by what the page reads back, not by how fast the notices re-render.
    const [started] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/responses',
      ),
      kept.getByRole('button', { name: 'Start the 2026 questionnaire with these answers' }).click(),
    ]);
    expect(started.status()).toBe(201);
    expect((await started.json()) as { data: unknown }).toMatchObject({
      data: { companyId: 2, standardId: 2, period: '2026' },
    });
    await expect(select(page, 'Period')).toHaveValue('2026');
    await expect(page.getByTestId('tcfd-handover-carried')).toContainText(
      '6 answers from the earlier TCFD assessment of 14 Oct 2026 (2026, version 2) were carried over into this 2026 questionnaire.',
    );
    await expect(kept).toHaveCount(0);
    // Scored by hand: Governance .1, .3, .5 at 3 of 4 → 9/12 = 75; Strategy .9 (3) + .10 'In preparation'
    // (2) → 5/8 = 62.5 → 63; Risk Management .16 (3) → 3/4 = 75; Metrics 0 → round(213 / 4) = 53, Good.
    await expect(page.getByText('Overall score 53 of 100, grade Good.')).toBeVisible();
    await page.getByRole('tab', { name: 'Questionnaire (6 answered)' }).click();
    await page.getByRole('button', { name: 'Governance' }).click();
    // TCFD-AA-110a.1, .3 and .5 are Governance answers of the assessment, marked as such. Counted in the
    // open Governance panel: the other sections' panels may stay in the page, hidden, with their own marks.
    await expect(
      page.getByRole('region', { name: 'Governance' }).getByText('From the earlier assessment'),
    ).toHaveCount(3);
    await expect(
      page.getByRole('radio', { name: /^A board committee oversees climate-related issues/ }),
    ).toBeChecked();
    await shot(page, 'tcfd-handover-carried');
    await expectAccessible(page);
  });

  test('an investor reads a portfolio company’s saved inventory on /calculations and the calculator', async ({
    page,
  }) => {
    await signIn(page, 'gp', '/calculations');
    await choose(page, 'Portfolio company', 'Northwind Renewables');
    await expect(page).toHaveURL(/companyId=2/);
    const saved = page.getByRole('table', { name: 'Saved calculations' });
    await expect(saved.getByRole('row', { name: /^2024/ }).first()).toBeVisible();
    // The newest year with an inventory: 2024 in the demo, later if a test of this worker saved one.
    const newest = (await saved.getByRole('row').allInnerTexts())
      .flatMap((row) => /^\s*(\d{4})\b/.exec(row)?.[1] ?? [])
      .sort()
      .at(-1);
    await page.getByRole('link', { name: 'Open Carbon Calculator' }).click();
    await expect(page).toHaveURL(/\/carbon-emission\?companyId=2/);
    await expect(page.getByText(/You are reading the inventory of Northwind Renewables/)).toBeVisible();
    // It opens on the newest year with an inventory, not on an empty later year (issue 29, item 8).
    await expect(page.getByRole('combobox', { name: 'Reporting year' })).toHaveValue(newest ?? 'none');
    await expect(page.getByRole('button', { name: 'Save calculation' })).toHaveCount(0);
  });

  test('the PCAF scorecard: financed emissions per fund, data quality per asset class, how each was made', async ({
    page,
  }) => {
    await signIn(page, 'gp', '/scorecards/pcaf');
    await expect(page.getByRole('heading', { name: 'PCAF Scorecard', level: 1 })).toBeVisible();
    const funds = page.getByRole('table', { name: 'Financed emissions by fund' });
    await expect(funds.getByRole('row', { name: /Evergreen/ }).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'Weighted data quality' })).toContainText(/\d\.\d\d/);
    // Scope 3's data quality is reported apart (PCAF chapter 6, ADR 0057).
    await expect(page.getByRole('region', { name: 'Scope 3 data quality' })).toContainText(/\d\.\d\d|—/);
    const quality = page.getByRole('table', { name: 'Data quality by asset class' });
    await expect(quality.getByRole('row', { name: /Unlisted equity/ })).toBeVisible();
    // Atlas (audited emissions, PCAF score 1): its equity position is attributed; no other test changes its data.
    const positions = page.getByRole('table', { name: 'PCAF positions' });
    const atlas = positions
      .getByRole('row', { name: /Atlas Logistics/ })
      .filter({ hasText: 'Unlisted equity' });
    await expect(atlas).toBeVisible();
    await expect(page.getByText('Not attributed here')).toBeVisible();
    await expect(page.getByText(/Sovereign bond \(DE\)/).first()).toBeVisible();
    await shot(page, 'pcaf');
    await expectAccessible(page);
    await atlas.getByRole('button', { name: /^How Atlas Logistics/ }).click();
    const how = page.getByRole('dialog');
    await expect(how.getByText(/^AF = outstanding /)).toBeVisible();
    await expect(how.getByText(/^financed = /)).toBeVisible();
    await expect(how.getByText(/^Reference data: PCAF \(2022\)/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(how).toHaveCount(0);
    await funds
      .getByRole('button', { name: /^How .+ figures were made$/ })
      .first()
      .click();
    await expect(
      page.getByRole('dialog').getByText(/^Financed emissions \(scopes 1 \+ 2\) = /),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    // Sovereign debt (PCAF 5.7): no GDP or inventory reference data is loaded; a fund manager enters and
    // saves the country's figures (e2e/tests/pcaf-saved-inputs.spec.ts does, on a GP of its own).
    await expect(
      page.getByRole('button', { name: /^Enter the figures of DE for the sovereign bond/ }).first(),
    ).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    // Narrow: the asset class is one of the columns hidden at first.
    await expect(positions.getByRole('row', { name: /Atlas Logistics/ }).first()).toBeVisible({
      timeout: 20_000,
    });
    await shot(page, 'pcaf-390');
  });
});

test.describe('portfolio footprint (issue 28)', () => {
  /*
   * The footprint over time (ADR 0166): one point per recorded quarter end. The oldest of the demo's four
   * holds Fund I only, read with the companies' 2024 data (2025 is not published yet), by hand:
   *   financed = 48.2/550 × 1,150 + 10/550 × 1,150 + 36.5/440 × 50,600 + 27.9/175 × 7,900 + 6/175 × 7,900
   *            = 100.7818 + 20.9091 + 4,197.5 + 1,259.4857 + 270.8571 = 5,849.53 t
   *   carbon footprint = 5,849.53 ÷ 152.4 (all investments, € million) = 38.3828
   *   economic emission intensity = 5,849.53 ÷ (48.2 + 10 + 36.5 + 27.9 + 6) = 45.4863
   *   WACI = 58/128.5 × 1,150/95 + 36.5/128.5 × 50,600/410 + 34/128.5 × 7,900/160 = 53.5836
   *   data quality = (48.2 × 2 + 10 × 2 + 36.5 × 1 + 27.9 × 2 + 6 × 2) ÷ 128.6 = 1.72
   */
  test('the footprint over time: a point per quarter end, stacked by scope, each point explained', async ({
    page,
  }) => {
    await signIn(page, 'gp', '/scorecards/pcaf');
    const footprint = page.getByRole('region', { name: 'Portfolio footprint' });
    const table = footprint.getByRole('table', { name: 'Over time' });
    await expect(table.getByRole('row')).toHaveCount(5, { timeout: 30_000 });
    const oldest = table.getByRole('row').nth(1);
    for (const text of [/^Q4 \d{4}/, '5,849.53', '38.3828', '45.4863', '53.5836', '1.72'])
      await expect(oldest).toContainText(text);
    for (const chart of ['Financed emissions over time', 'PCAF data quality over time'])
      await expect(footprint.getByRole('figure', { name: chart }).locator('svg').first()).toBeVisible();
    const overTime = footprint.getByRole('figure', { name: 'Financed emissions over time' });
    await overTime.scrollIntoViewIfNeeded();
    await shot(page, 'footprint-over-time-1440');
    await screenshotOf(
      footprint.getByRole('region', { name: 'Over time' }),
      'climate-footprint-over-time-1440.png',
    );
    await expectAccessible(page);

    // How the point was made: which year's data each company gave, then each figure's arithmetic.
    await oldest.getByRole('button', { name: /^How the footprint of all funds on / }).click();
    const how = page.getByRole('dialog');
    await expect(
      how.getByText(
        /^Data of 2024, the latest published by \d{4}: Northwind Renewables, Atlas Logistics, Helios Foods\.$/,
      ),
    ).toBeVisible();
    await expect(
      how.getByText(/^Carbon footprint = 5,849\.53 ÷ 152\.4 = 38\.3828 tCO₂e per € million$/),
    ).toBeVisible();
    await expect(
      how.getByText(/^PCAF data quality, weighted by outstanding: 1\.72 \(score 1: /),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    // Scope 3 where published stacks on the bars and adds to each point.
    await footprint.getByText('Scopes 1, 2 and 3').click();
    await expect(oldest).not.toContainText('5,849.53');
    await expect(overTime.getByText(/scope 3 [\d,.]+ t\)$/).first()).toBeAttached();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(overTime.locator('svg').first()).toBeVisible();
    await overTime.scrollIntoViewIfNeeded();
    await shot(page, 'footprint-over-time-390');
    await screenshotOf(
      footprint.getByRole('region', { name: 'Over time' }),
      'climate-footprint-over-time-390.png',
    );
    await expectAccessible(page);
  });

  test('the PCAF scorecard shows the footprint of a fund with its charts, each figure explained', async ({
    page,
  }) => {
    await signIn(page, 'gp', '/scorecards/pcaf');
    const footprint = page.getByRole('region', { name: 'Portfolio footprint' });
    await expect(footprint.getByRole('region', { name: 'Financed emissions' })).toContainText(/\d/, {
      timeout: 30_000,
    });
    for (const name of [
      'Carbon footprint',
      'Economic emission intensity',
      'Weighted average carbon intensity',
    ])
      await expect(footprint.getByRole('region', { name })).toContainText(/\d\.\d|—/);
    for (const chart of [
      'Financed emissions by fund',
      'Financed emissions by company',
      'Financed emissions by sector',
      'PCAF data quality by fund',
    ])
      await expect(footprint.getByRole('figure', { name: chart }).locator('svg').first()).toBeVisible();
    await shot(page, 'footprint-1440');
    await screenshotOf(footprint, 'climate-footprint-charts-1440.png');
    await expectAccessible(page);

    // Each figure says how it was made: the formula and its terms in words, and the reference data.
    await footprint.getByRole('button', { name: 'How the carbon footprint of all funds was made' }).click();
    const how = page.getByRole('dialog');
    await expect(
      how.getByText(/^Carbon footprint = financed emissions ÷ the current value of all investments/),
    ).toBeVisible();
    await expect(how.getByText(/^All investments = €/)).toBeVisible();
    await expect(how.getByText(/principal adverse impact 2: carbon footprint/)).toBeVisible();
    await page.keyboard.press('Escape');
    await footprint
      .getByRole('button', { name: 'How the weighted average carbon intensity of all funds was made' })
      .click();
    await expect(page.getByRole('dialog').getByText(/^Weighted average carbon intensity = \d/)).toBeVisible();
    await page.keyboard.press('Escape');

    // Scope 3 where published adds to the financed emissions; one fund narrows every figure and chart.
    const financed = footprint.getByRole('region', { name: 'Financed emissions' });
    const scopes12 = await financed.textContent();
    await footprint.getByText('Scopes 1, 2 and 3').click();
    await expect(financed).not.toHaveText(scopes12 ?? '');
    await select(page, 'Fund').click();
    await page.getByRole('option').nth(1).click();
    await expect(footprint.getByRole('figure', { name: 'Financed emissions by fund' })).toHaveCount(0);
    await expect(
      footprint.getByRole('button', { name: /^How the carbon footprint of (?!all funds)/ }),
    ).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(
      footprint.getByRole('figure', { name: 'Financed emissions by company' }).locator('svg').first(),
    ).toBeVisible();
    await shot(page, 'footprint-390');
    await screenshotOf(footprint, 'climate-footprint-charts-390.png');
    await expectAccessible(page);
  });
});

test.describe('net zero (issue 28)', () => {
  test('the companies’ targets, science-based target coverage with a what-if, and the trajectories', async ({
    page,
  }) => {
    await signIn(page, 'gp', '/scorecards/pcaf');
    const netZero = page.getByRole('region', { name: 'Net zero' });
    const coverage = netZero.getByRole('region', { name: 'Science-based target coverage' });
    await expect(coverage).toContainText(/\d %/, { timeout: 30_000 });
    // Northwind publishes a validated target; Atlas has committed to set one; Helios has a target of its own.
    const northwind = netZero.getByRole('article', { name: 'Northwind Renewables' });
    await expect(northwind).toContainText('Target: −60 % of scopes 1 and 2 by 2030 from 2019');
    await expect(northwind).toContainText('Science-based target: Target validated');
    await expect(northwind).toContainText('Long-term net-zero goal: Yes');
    const atlas = netZero.getByRole('article', { name: 'Atlas Logistics' });
    await expect(atlas).toContainText('Science-based target: Committed to set one');
    await expect(atlas).toContainText('Long-term net-zero goal: No');
    const helios = netZero.getByRole('article', { name: 'Helios Foods' });
    await expect(helios).toContainText('Target: −42 % of scopes 1 and 2 by 2030 from 2022');
    await expect(helios).toContainText('Science-based target: No science-based target');
    await expect(netZero.getByRole('region', { name: 'Implied temperature rise' })).toContainText(
      'Not calculated',
    );
    // One line per target with its base-year emissions (all three), each with its reported year.
    const trajectories = netZero.getByRole('figure', { name: 'Targets against the reported emissions' });
    await expect(trajectories.locator('svg line[stroke-width="2.5"]')).toHaveCount(3);
    await expect(trajectories.locator('svg circle')).toHaveCount(3);
    await expect(
      netZero.getByText(/Northwind Renewables: −60 % of scopes 1 and 2 by 2030 from 2019; 20\d\d: reported/),
    ).toBeVisible();
    await expect(netZero.getByText('1.5 °C pathway not drawn')).toBeVisible();
    await shot(page, 'net-zero-page-1440');
    await screenshotOf(netZero, 'climate-net-zero-1440.png');
    await screenshotOf(trajectories, 'climate-net-zero-chart-1440.png');
    await expectAccessible(page);

    // What if Atlas had a validated target: the coverage rises and says why.
    const before = await coverage.textContent();
    await atlas.getByRole('checkbox', { name: 'What if it had a validated target' }).check();
    await expect(coverage).not.toHaveText(before ?? '');
    await netZero.getByRole('button', { name: 'How the science-based target coverage was made' }).click();
    const how = page.getByRole('dialog');
    await expect(how.getByText(/^Coverage = [\d.,]+ ÷ [\d.,]+ × 100 = [\d.,]+ %$/)).toBeVisible();
    await expect(
      how.getByText('What if: counted as if they had a validated target: Atlas Logistics.'),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await netZero.getByRole('button', { name: 'How the implied temperature rise was made' }).click();
    await expect(page.getByRole('dialog').getByText(/not in the product’s reference data yet/)).toBeVisible();
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(northwind).toBeVisible();
    await expect(trajectories.locator('svg circle').first()).toBeVisible();
    await shot(page, 'net-zero-page-390');
    await screenshotOf(netZero, 'climate-net-zero-390.png');
    await screenshotOf(trajectories, 'climate-net-zero-chart-390.png');
    await expectAccessible(page);
  });
});
