import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoUser, expect, test, signIn } from '../fixtures';
import { screenshot } from '../support/screenshots';

/*
 * Trends in Chromium (issue 12): Grace (gp, Evergreen) follows Scope 1 for her portfolio and Atlas
 * Logistics, each point drawn by its data quality, downloads the CSV and the chart as PNG; then Atlas's
 * SFDR 2025 response (seeded as submitted, waiting for Evergreen's review) is accepted and published
 * through the API and the open chart gains Atlas's 2025 point without a reload, as do an open internal
 * benchmark (Atlas's 2025 value) and the open portfolio scorecards (Atlas's 2025 grade).
 *
 * Publishing changes the demo data of this worker's app: the SFDR collection (sfdr-pai.spec.ts) shows
 * Atlas's 2025 response as submitted or published, whichever ran first; the other tests read 2024.
 */

const shot = (page: Page, name: string) =>
  screenshot(page, path.join('trends', `${name}.png`), { fullPage: true });

async function gpHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: demoUser('gp') });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  return { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' };
}

interface Metric {
  code: string;
  value: { status: string; review?: { verdict: string } | null } | null;
}
interface Section {
  metrics: Metric[];
  sections: Section[];
}
const metricsOf = (s: Section): Metric[] => [...s.metrics, ...s.sections.flatMap(metricsOf)];

/** Evergreen accepts every value of Atlas's submitted SFDR 2025 response and publishes it. */
async function publishAtlas2025(request: APIRequestContext) {
  const headers = await gpHeaders(request);
  const list = await request.get('/api/responses?companyId=3&standardId=8&period=2025', { headers });
  expect(list.status()).toBe(200);
  const [response] = ((await list.json()) as { data: Array<{ id: number; status: string }> }).data;
  expect(response.status).toBe('submitted');
  const detail = (await (await request.get(`/api/responses/${response.id}`, { headers })).json()) as {
    data: { sections: Section[] };
  };
  // A metric asked in two sections is one value: one decision each.
  const codes = new Set(
    detail.data.sections
      .flatMap(metricsOf)
      .filter((m) => m.value !== null)
      .map((m) => m.code),
  );
  const decisions = [...codes].map((metricCode) => ({ metricCode, verdict: 'accepted' }));
  const review = await request.post(`/api/responses/${response.id}/review`, { headers, data: { decisions } });
  expect(review.status(), await review.text()).toBe(200);
  const publish = await request.post(`/api/responses/${response.id}/publish`, {
    headers,
    data: { comment: 'Published by the trends test' },
  });
  expect(publish.status(), await publish.text()).toBe(200);
}

test.describe('trends (issue 12)', () => {
  test('an investor follows a metric for the portfolio and a company, exports it, and the open chart updates after a publish', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signIn(page, 'gp', '/trend?metrics=ghg.scope1&series=portfolio:1,company:3');
    await expect(page.getByRole('heading', { level: 1, name: 'Trends' })).toBeVisible();

    const table = page.getByRole('table', { name: 'Scope 1 GHG emissions by period' });
    // 2024: Northwind 850 + Atlas 48,000 (audited) + Helios 6,800 (the demo data): reported.
    const portfolio = table.getByRole('row', { name: /Evergreen/ });
    await expect(portfolio).toContainText('55,650 tCO₂e');
    await expect(portfolio).toContainText('reported · 3 companies');
    // Issue 29, item 4: the portfolio's change compares like with like and says over how many companies.
    await expect(
      page.getByText(
        /^Evergreen Capital Partners portfolio \([+−-]?[\d.,]+ % since \d{4}, like for like: \d (company|companies) in both periods\)$/,
      ),
    ).toBeVisible();
    await expect(table.getByRole('row', { name: /Atlas Logistics/ })).toContainText('48,000 tCO₂e');
    const atlas2024 = page.locator('[data-point="company:3|ghg.scope1|2024"]');
    await expect(atlas2024).toHaveCount(1);
    await atlas2024.hover();
    await expect(
      page.locator('svg text').filter({ hasText: 'Atlas Logistics · 2024: 48,000 tCO₂e · audited' }),
    ).toBeVisible();
    await shot(page, '01-trend-1440');

    // CSV: one row per series and period.
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^Trends-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync(await csv.path(), 'utf8');
    expect(text).toContain('subject,subject_kind,metric_code');
    expect(text).toMatch(
      /Atlas Logistics,company,ghg\.scope1,Scope 1 GHG emissions,tCO2e,value,2024,48000,audited,1/,
    );

    // PNG of the chart.
    const [png] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Scope 1 GHG emissions as PNG' }).click(),
    ]);
    expect(png.suggestedFilename()).toMatch(/ghg\.scope1\.png$/);
    const bytes = readFileSync(await png.path());
    expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(bytes.length).toBeGreaterThan(5_000);

    // Two more pages open on 2025, where nobody has published yet: the internal benchmark (Atlas has no
    // value) and the portfolio's scorecards (Atlas not graded).
    const bench = await page.context().newPage();
    await bench.setViewportSize({ width: 1440, height: 1000 });
    await bench.goto('/internal-benchmarking?metric=ghg.scope1&period=2025');
    const benchTable = bench.getByRole('table', {
      name: /Internal benchmarks · Scope 1 GHG emissions · 2025/,
    });
    const benchAtlas = benchTable.getByRole('row', { name: /Atlas Logistics/ });
    await expect(benchAtlas).toContainText('—');
    await expect(benchAtlas).not.toContainText('tCO₂e');
    const cards = await page.context().newPage();
    await cards.setViewportSize({ width: 1440, height: 1000 });
    await cards.goto('/scorecards?period=2025');
    const cardsAtlas = cards
      .getByRole('table', { name: 'ESG scorecards · 2025' })
      .getByRole('row', { name: /Atlas Logistics/ });
    await expect(cardsAtlas).toBeVisible();
    await expect(cardsAtlas).not.toContainText('/ 100');
    for (const open of [page, bench, cards]) await open.evaluate('window.__openPageMarker = true');

    // A publish elsewhere: the open chart gains Atlas's 2025 point, no reload; so do the other two pages.
    const atlas2025 = page.locator('[data-point="company:3|ghg.scope1|2025"]');
    await expect(atlas2025).toHaveCount(0);
    await publishAtlas2025(request);
    await expect(atlas2025).toHaveCount(1, { timeout: 30_000 });
    await expect(table.getByRole('columnheader', { name: '2025' })).toBeVisible();
    await shot(page, '02-trend-after-publish');
    // Atlas's 2025 Scope 1: 48,000 ÷ 1.05 (its 2023→2024 emissions factor) = 45,714.3 tCO₂e.
    await expect(benchAtlas).toContainText(/45,714(\.3)? tCO₂e/, { timeout: 30_000 });
    await screenshot(bench, path.join('trends', '06-benchmark-after-publish.png'));
    await expect(cardsAtlas).toContainText(/\d+ \/ 100/, { timeout: 30_000 });
    await expect(cardsAtlas).toContainText(/Weak|Average|Good|Excellent/);
    await screenshot(cards, path.join('trends', '07-scorecards-after-publish.png'));
    for (const open of [page, bench, cards])
      expect(await open.evaluate('window.__openPageMarker')).toBe(true);
    await bench.close();
    await cards.close();

    // Narrow screens: the same page, nothing sticking out sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 1, name: 'Trends' })).toBeVisible();
    // The charts measure their box again after the resize (ParentSize): wait until nothing sticks out.
    await expect
      .poll(() =>
        page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth'),
      )
      .toBeLessThanOrEqual(0);
    await shot(page, '03-trend-390');
  });

  test('a portfolio company follows its own figures on /data-trends', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signIn(page, 'pc', '/data-trends?metrics=ghg.scope1,energy.renewable_share');
    await expect(page.getByRole('heading', { level: 1, name: 'Data Trends' })).toBeVisible();
    // Northwind alone: no choice of series, its own values with their quality.
    await expect(page.getByRole('textbox', { name: 'Series' })).toHaveCount(0);
    const scope1 = page.getByRole('table', { name: 'Scope 1 GHG emissions by period' });
    await expect(scope1.getByRole('row', { name: /Northwind Renewables/ })).toContainText('850 tCO₂e');
    await expect(
      page.getByRole('table', { name: 'Share of renewable energy in total consumption by period' }),
    ).toBeVisible();
    await shot(page, '04-data-trends-pc-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 1, name: 'Data Trends' })).toBeVisible();
    await shot(page, '05-data-trends-pc-390');
  });
});
