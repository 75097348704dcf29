import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as XLSX from 'xlsx';
import { expect, logIn, test } from '../fixtures';
import { RESULTS_DIR } from '../server-state';

/**
 * SFDR PAI in the browser (issue 10): the GP selects optional indicators, views the calculation and a
 * figure's provenance, edits an explanation, and downloads the report as Excel (its table read back from
 * the file) and as an A3 PDF (rendered with pdftoppm to look at).
 */
// The demo positions are on the last four quarter ends: the year of the latest one has figures.
const YEAR = new Date(Date.now() - 92 * 86_400_000).getUTCFullYear();

test.describe('SFDR PAI: selection, calculation, report and exports', () => {
  test.setTimeout(120_000);

  test('SFDR Orientation: what the reporting involves, the three steps and their progress', async ({
    page,
  }) => {
    await page.goto('/login');
    await logIn(page);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto('/sfdrOrientation');
    await expect(page.getByRole('heading', { name: 'SFDR Orientation', level: 1 })).toBeVisible();
    for (const step of ['1. Data Collection', '2. Calculations', '3. Your PAI Report'])
      await expect(page.getByRole('heading', { name: step, level: 2 })).toBeVisible();
    // The regulatory progress bar of spec 2.12: the demo funds hold invited portfolio companies (+20).
    await expect(page.getByRole('progressbar', { name: /^Data Collection: \d+%$/ })).toBeVisible();
    await expect(page.getByText(/\d+ portfolio companies/)).toBeVisible();
    await expect(page.getByText(/Article 6\(1\)/)).toBeVisible();
    await page.screenshot({ path: path.join(RESULTS_DIR, 'sfdr-orientation.png') });
    await page.getByRole('link', { name: 'Optional indicators', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Optional Indicator Selection', level: 1 })).toBeVisible();
  });

  test('a GP goes from the optional indicators to the exported PAI report', async ({ page }) => {
    await page.goto('/login');
    await logIn(page);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    // 1. Optional indicators: at least one of Table 2 and one of Table 3.
    await page.goto('/optionalIndicatorSelection');
    await expect(page.getByRole('heading', { name: 'Optional Indicator Selection', level: 1 })).toBeVisible();
    await page.getByRole('checkbox', { name: /^T2-4 / }).check();
    await page.getByRole('button', { name: 'Save selection' }).click();
    await expect(page.getByText('Select at least one indicator of Table 3.')).toBeVisible();
    await page.getByRole('checkbox', { name: /^T3-9 / }).check();
    await page.getByRole('button', { name: 'Save selection' }).click();
    await expect(page.getByText('Optional indicators saved')).toBeVisible();
    await expect(page.getByText('2 optional indicators selected')).toBeVisible();

    // 2. The calculation: Table 1 and the selected indicators, per quarter and the year; a figure's provenance.
    await page.goto(`/viewPaiCalculation?year=${YEAR}`);
    const table = page.getByRole('table', { name: `PAI indicators ${YEAR}` });
    await expect(table.getByRole('button', { name: /^T1-1a GHG emissions/ })).toBeVisible();
    await expect(table.getByRole('button', { name: /^T2-4 / })).toBeVisible();
    await expect(table.getByRole('button', { name: /^T3-9 / })).toBeVisible();
    await table.getByRole('button', { name: /^T1-1a GHG emissions/ }).click();
    const drawer = page.getByRole('dialog');
    // Atlas: Northwind may be excluded here when the data-collection flow (an earlier file on the same
    // app) has published a newer Northwind response without emissions (ADR 0035: latest publication).
    await expect(drawer.getByRole('table', { name: 'Companies included' })).toContainText('Atlas Logistics');
    await drawer.getByRole('tab', { name: 'How it was made' }).click();
    await expect(drawer.getByText('Formula F1')).toBeVisible();
    await expect(drawer.getByText('ghg.scope1').first()).toBeVisible();
    await page.screenshot({ path: path.join(RESULTS_DIR, 'pai-provenance.png') });
    await page.keyboard.press('Escape');

    // 3. The report: edit an explanation; it is saved as version 1.
    await page.goto(`/pai-published-report?year=${YEAR}`);
    await expect(
      page.getByRole('heading', { name: `PAI Report for Annually-${YEAR}`, level: 1 }),
    ).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Edit texts of T1-1a' }).click();
    const editor = page.getByRole('dialog');
    const explanation = `Scope 1 fell at Northwind after the gas turbines were retired (e2e ${Date.now()}).`;
    await editor.getByLabel('Explanation').fill(explanation);
    await editor.getByLabel(/^Actions taken/).fill('Engage Atlas Logistics on fleet electrification.');
    await editor.getByRole('button', { name: 'Save texts' }).click();
    await expect(page.getByText('Text saved')).toBeVisible();
    const climate = page.getByRole('table', { name: 'Climate and other environment-related indicators' });
    await expect(climate.getByRole('row', { name: /T1-1a/ })).toContainText(explanation);
    await expect(climate.getByRole('row', { name: /T1-1a/ })).toContainText('Version 1');
    await page.screenshot({ path: path.join(RESULTS_DIR, 'pai-report.png') });

    // 4. Excel: PAI-Report-{year}-.xls, a real workbook; the table read back from the file.
    const [excel] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Excel' }).click(),
    ]);
    expect(excel.suggestedFilename()).toBe(`PAI-Report-${YEAR}-.xls`);
    const xlsPath = path.join(RESULTS_DIR, excel.suggestedFilename());
    await excel.saveAs(xlsPath);
    const book = XLSX.read(readFileSync(xlsPath), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets['PAI Report'], { header: 1, defval: '' });
    expect(rows[0][0]).toBe(`PAI Report for Annually-${YEAR}`);
    expect(rows.some((r) => r[0] === 'Climate and other environment-related indicators')).toBe(true);
    expect(rows).toContainEqual([
      'Adverse Sustainability Indicator',
      'Metric',
      `Impact ${YEAR}`,
      `Impact ${YEAR - 1}`,
      'Explanation',
      'Actions taken, and actions planned and targets set for the next reference period',
    ]);
    const t11a = rows.find((r) => String(r[0]).startsWith('T1-1a '));
    expect(t11a?.[1]).toBe('Scope 1 GHG emissions');
    expect(String(t11a?.[2])).toMatch(/^[\d,]+\.\d{2} tCO2e$/);
    expect(t11a?.[4]).toBe(explanation);
    expect(rows.some((r) => String(r[0]).startsWith('T2-4 '))).toBe(true);
    // The spinner stays for 2 s, then the buttons come back.
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeEnabled({ timeout: 15_000 });

    // 5. PDF: PAI-Report-{cycle}-{year}.pdf on A3; rendered to an image to look at.
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`PAI-Report-annually-${YEAR}.pdf`);
    const pdfPath = path.join(RESULTS_DIR, pdf.suggestedFilename());
    await pdf.saveAs(pdfPath);
    const bytes = readFileSync(pdfPath);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // A3 landscape: 1190.55 × 841.89 pt.
    expect(bytes.toString('latin1')).toMatch(/MediaBox \[0 0 1190\.5\d* 841\.8\d*\]/);
    const prefix = path.join(RESULTS_DIR, 'pai-report-pdf');
    execFileSync('pdftoppm', ['-png', '-r', '40', '-f', '1', '-l', '1', pdfPath, prefix]);
    expect(existsSync(`${prefix}-1.png`) || existsSync(`${prefix}-01.png`)).toBe(true);
  });
});
