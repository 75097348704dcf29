import { readFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import * as XLSX from 'xlsx';
import { expect, signIn, test } from '../fixtures';

/*
 * Issue 23, finding 4, in the browser: the files the SPA writes itself (the Trends CSV, every table's
 * Excel export, the PAI report's Excel) neutralise a cell that would start a formula. The names come
 * from users (a portfolio company names itself, a GP names a fund, writes an explanation); here the API's
 * answer is given such a name on its way to the page, so the shared demo data stays as it is.
 */

const EVIL = "=cmd|' /C calc'!A0";
const YEAR = new Date(Date.now() - 92 * 86_400_000).getUTCFullYear();

/** Answers `pattern` with the real answer, changed by `change` (the JSON body's `data`). */
async function rewrite(page: Page, pattern: RegExp, change: (data: unknown) => void): Promise<void> {
  await page.route(pattern, async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: unknown };
    change(body.data);
    await route.fulfill({ response, json: body });
  });
}

/** Every string in a JSON value equal to `from` becomes `to`. */
function rename(value: unknown, from: string, to: string): void {
  if (Array.isArray(value))
    value.forEach((item, i) => (item === from ? (value[i] = to) : rename(item, from, to)));
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value as Record<string, unknown>))
      if (item === from) (value as Record<string, unknown>)[key] = to;
      else rename(item, from, to);
}

const runs = (text: string) =>
  /^[=+\-@\t\r]/.test(text) && !/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text);

test.describe('downloads the SPA writes (issue 23, finding 4)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signIn(page, 'gp');
  });

  test('the Trends CSV starts a company’s row with its name as text', async ({ page }) => {
    await rewrite(page, /\/api\/analysis\/trends\//, (data) => rename(data, 'Atlas Logistics', EVIL));
    await page.goto('/trend?metrics=ghg.scope1&series=portfolio:1,company:3');
    await expect(page.getByRole('table', { name: 'Scope 1 GHG emissions by period' })).toContainText(EVIL);
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const rows = readFileSync(await csv.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const atlas = rows.filter((row) => row.includes('cmd|'));
    expect(atlas.length).toBeGreaterThan(0);
    for (const row of atlas) expect(row.startsWith(`'${EVIL},company,`)).toBe(true);
    for (const row of rows) expect({ row, runs: runs(row) }).toEqual({ row, runs: false });
  });

  test('a table’s Excel export writes a company’s name as text', async ({ page }) => {
    await rewrite(page, /\/api\/analysis\/reports\//, (data) => rename(data, 'Atlas Logistics', EVIL));
    await page.goto('/ddmReporting?audience=portfolio-companies&standardId=1&period=2024');
    const ghg = page.getByRole('table', { name: 'Greenhouse gas emissions' });
    await expect(ghg.getByRole('columnheader', { name: EVIL })).toBeVisible();
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      (async () => {
        await page.getByRole('button', { name: 'Export' }).click();
        await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
      })(),
    ]);
    const book = XLSX.read(readFileSync(await xlsx.path()), { type: 'buffer' });
    const cells = book.SheetNames.flatMap((name) =>
      XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name], { header: 1, defval: '' }).flat(),
    );
    expect(cells).toContain(`'${EVIL}`);
    expect(cells.filter((c): c is string => typeof c === 'string' && runs(c))).toEqual([]);
  });

  test('the PAI report’s Excel writes an explanation as text', async ({ page }) => {
    await rewrite(page, /\/api\/pai\/reports\/1\/\d+\/texts/, (data) => {
      const texts = (data as { texts: Array<Record<string, unknown>> }).texts;
      const version = { version: 1, updatedAt: new Date().toISOString(), updatedBy: 2, history: [] };
      texts.push({ indicatorId: 'T1-2', explanation: EVIL, actions: '@SUM(1,1)', ...version });
    });
    await page.goto(`/pai-published-report?year=${YEAR}`);
    await expect(page.getByRole('heading', { name: `PAI Report for ${YEAR}`, level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(EVIL).first()).toBeVisible();
    const [excel] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Excel' }).click(),
    ]);
    const book = XLSX.read(readFileSync(await excel.path()), { type: 'buffer' });
    const cells = XLSX.utils
      .sheet_to_json<unknown[]>(book.Sheets['PAI Report'], { header: 1, defval: '' })
      .flat();
    expect(cells).toContain(`'${EVIL}`);
    expect(cells).toContain(`'@SUM(1,1)`);
    expect(cells.filter((c): c is string => typeof c === 'string' && runs(c))).toEqual([]);
  });
});
