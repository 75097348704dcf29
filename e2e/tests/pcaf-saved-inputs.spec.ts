import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoUser, expect, expectAccessible, test, signIn } from '../fixtures';
import { activeAccount, invitationLink } from '../support/accounts';
import { screenshot } from '../support/screenshots';

/*
 * Saved PCAF inputs on /scorecards/pcaf (issue 11, ADR 0083), with data of its own so it depends on no
 * other test and uses up no demo contract's company limit: a GP registered for this run (contract set by
 * the admin: one portfolio company, ESG and PCAF, funds manager), a fund holding its own portfolio
 * company (unlisted equity €2,000,000) and a German sovereign bond (€1,000,000). The company publishes
 * its PCAF inputs: total equity €30m and debt €10m, no emissions (not available). So the position is
 * excluded until the GP estimates the emissions; then:
 *
 *   AF = 2,000,000 / (30,000,000 + 10,000,000) = 0.05
 *   estimate = revenue 50,000,000 × 0.0002 tCO2e/EUR = 10,000 tCO2e → financed 0.05 × 10,000 = 500.00 t
 *   option 3a of PCAF Table 5-7 → data-quality score 4
 *
 * and the sovereign bond, with Germany's figures entered (GDP 4,000,000,000,000, production emissions
 * 600,000,000 t): AF = 1,000,000 / 4e12 = 2.5e-7 → 150.00 t, score 4 (entered).
 * Total 650.00 t; weighted data quality (2,000,000 × 4 + 1,000,000 × 4) / 3,000,000 = 4.00.
 * Screenshots: test-results/e2e/pcaf-saved/.
 */

const shot = (page: Page, name: string) =>
  screenshot(page, path.join('pcaf-saved', `${name}.png`), { fullPage: true });

async function bearer(request: APIRequestContext, credentials: { email: string; password: string }) {
  const login = await request.post('/api/auth/login', { data: credentials });
  expect(login.status(), `login ${credentials.email}`).toBe(200);
  const body = (await login.json()) as { data: { accessToken: string; user: { companyId: number } } };
  return {
    headers: { Authorization: `Bearer ${body.data.accessToken}`, 'X-Requested-With': 'XMLHttpRequest' },
    companyId: body.data.user.companyId,
  };
}

async function ok<T>(
  call: Promise<{ status(): number; text(): Promise<string>; json(): Promise<unknown> }>,
  what: string,
) {
  const response = await call;
  expect(response.status(), `${what}: ${await response.text()}`).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

/** The last quarter end before today (YYYY-MM-DD). */
function lastQuarterEnd(): string {
  const today = new Date().toISOString().slice(0, 10);
  for (let year = Number(today.slice(0, 4)); ; year--)
    for (const day of ['12-31', '09-30', '06-30', '03-31'])
      if (`${year}-${day}` <= today) return `${year}-${day}`;
}

/** A GP with a fund that holds its own portfolio company (published balance sheet, no emissions) and a Bund. */
async function portfolioWithoutEmissions(request: APIRequestContext) {
  const stamp = Date.now().toString(36);
  const gp = await activeAccount(request, 'gp');
  const gpApi = await bearer(request, { email: gp.email, password: gp.password });
  const admin = await bearer(request, demoUser('admin'));
  const gpId = gpApi.companyId;
  await ok(
    request.put(`/api/contracts/${gpId}`, {
      headers: admin.headers,
      data: {
        contractType: 'standard',
        startDate: null,
        endDate: null,
        limits: { portfolioCompanies: 1, teamMembers: 2, contributors: 1 },
        standardIds: [1, 4],
      },
    }),
    'contract',
  );
  await ok(
    request.patch(`/api/company/details/${gpId}`, { headers: admin.headers, data: { funds_manager: true } }),
    'funds manager',
  );
  await ok(
    request.patch(`/api/standard/assign/${gpId}`, {
      headers: gpApi.headers,
      data: { selectedStandards: [1, 4], data_collection_duration: 'annually' },
    }),
    'standards',
  );
  const fundName = `PCAF Fund ${stamp}`;
  const fund = await ok<{ id: number }>(
    request.post('/api/funds', {
      headers: gpApi.headers,
      data: {
        companyId: gpId,
        name: fundName,
        currency: 'EUR',
        vintage: 2024,
        sfdrClassification: 'article_8',
      },
    }),
    'fund',
  );
  const company = { name: `PCAF Quarry ${stamp}`, email: `quarry-${stamp}@pcaf.example` };
  await ok(
    request.post(`/api/company/invitePortfolioCompany/${gpId}`, {
      headers: gpApi.headers,
      data: {
        companyName: company.name,
        contactName: 'Quinn Quarry',
        email: company.email,
        fundIds: [fund.id],
      },
    }),
    'invite',
  );
  const token = new URL(await invitationLink(company.email), 'http://x').searchParams.get('token');
  await ok(
    request.post('/api/auth/set-password', {
      data: { token, password: 'pcaf-password', confirmPassword: 'pcaf-password' },
    }),
    'password',
  );
  const pc = await bearer(request, { email: company.email, password: 'pcaf-password' });
  const date = lastQuarterEnd();
  await ok(
    request.put(`/api/funds/${fund.id}/positions/${date}`, {
      headers: gpApi.headers,
      data: {
        allInvestments: 3_000_000,
        positions: [
          { companyId: pc.companyId, instrument: 'unlisted_equity', value: 2_000_000 },
          {
            companyId: null,
            instrument: 'sovereign_bond',
            value: 1_000_000,
            outstanding: 1_000_000,
            country: 'DE',
          },
        ],
      },
    }),
    'positions',
  );

  // The company publishes its PCAF inputs of last year: a balance sheet, no emissions.
  const period = String(Number(date.slice(0, 4)) - 1);
  const response = await ok<{ id: number }>(
    request.post('/api/responses', {
      headers: gpApi.headers,
      data: { companyId: pc.companyId, standardId: 4, period, dueDate: `${Number(period) + 2}-06-30` },
    }),
    'request PCAF data',
  );
  const id = response.id;
  const provided: Record<string, { value: unknown; unit?: string }> = {
    'company.listed': { value: false },
    'company.total_equity': { value: 30_000_000, unit: 'EUR' },
    'company.total_debt': { value: 10_000_000, unit: 'EUR' },
    // What an estimate starts from: the revenue and the sector (NACE B.08, quarrying).
    'company.revenue': { value: 50_000_000, unit: 'EUR' },
    'company.nace': { value: 'B.08' },
  };
  type Section = { metrics: Array<{ code: string; required: boolean }>; sections: Section[] };
  const detail = await ok<{ sections: Section[] }>(
    request.get(`/api/responses/${id}`, { headers: pc.headers }),
    'response',
  );
  const metricsOf = (sections: Section[]): Section['metrics'] =>
    sections.flatMap((section) => [...section.metrics, ...metricsOf(section.sections)]);
  const answered = metricsOf(detail.sections).filter((m) => m.required || provided[m.code]);
  for (const metric of answered) {
    const given = provided[metric.code];
    await ok(
      request.put(`/api/responses/${id}/values/${metric.code}`, {
        headers: pc.headers,
        data: given
          ? { ...given, status: 'provided', quality: 'reported' }
          : { status: 'not_available', reason: 'Not measured yet' },
      }),
      `value ${metric.code}`,
    );
  }
  await ok(request.post(`/api/responses/${id}/submit`, { headers: pc.headers, data: {} }), 'submit');
  const decisions = answered.map((m) => ({ metricCode: m.code, verdict: 'accepted' }));
  await ok(
    request.post(`/api/responses/${id}/review`, { headers: gpApi.headers, data: { decisions } }),
    'review',
  );
  await ok(request.post(`/api/responses/${id}/publish`, { headers: gpApi.headers, data: {} }), 'publish');
  // The analysis read model learns the publication from events.
  await expect
    .poll(
      async () => {
        const values = await request.get(`/api/analysis/companies/${pc.companyId}/values`, {
          headers: gpApi.headers,
        });
        const body = (await values.json()) as { data?: { values?: Array<{ metricCode: string }> } };
        return body.data?.values?.some((v) => v.metricCode === 'company.total_equity') ?? false;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return { gp, gpApi, company, fundName, year: Number(date.slice(0, 4)) };
}

/** A figure of the scorecard's summary (the portfolio footprint further down has cards of the same name). */
async function region(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true }).first();
}

test.describe('saved PCAF inputs (issue 11)', () => {
  test.use({ viewport: { width: 1440, height: 1000 }, actionTimeout: 30_000 });

  test('a GP estimates a company’s emissions and enters Germany’s figures; both survive a reload and can be removed', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const { gp, company, fundName, year } = await portfolioWithoutEmissions(request);

    await signIn(page, gp);
    const modal = page.getByRole('dialog', { name: 'Data Collection' });
    if (await modal.isVisible().catch(() => false))
      await modal.getByRole('button', { name: 'Submit' }).click();
    await page.goto('/scorecards/pcaf');
    await expect(page.getByRole('heading', { name: 'PCAF Scorecard', level: 1 })).toBeVisible();
    const positions = page.getByRole('table', { name: 'PCAF positions' });
    const row = positions.getByRole('row', { name: new RegExp(company.name) });
    await expect(row).toContainText('Excluded', { timeout: 30_000 });
    await expect(await region(page, 'Financed emissions')).toContainText('—');

    // 1. Estimate the emissions: revenue × sector factor, option 3a.
    await row
      .getByRole('button', { name: `Estimate the emissions of ${company.name} in ${fundName}` })
      .click();
    let dialog = page.getByRole('dialog', { name: `Estimate the emissions of ${company.name}` });
    // It starts from the company's published revenue and sector.
    await expect(dialog.getByLabel('Revenue (EUR)')).toHaveValue(/^50,?000,?000$/);
    await expect(dialog.getByLabel('Sector (NACE Rev. 2)')).toHaveValue(/^B\.08 /);
    await dialog.getByLabel('Sector factor (tCO₂e per EUR of revenue)').fill('0.0002');
    await dialog.getByLabel('Factor source and version').fill('PCAF database, EXIOBASE 3.8.2 (2022)');
    await shot(page, '01-estimate-dialog');
    await dialog.getByRole('button', { name: 'Save estimate' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText('500.00');
    await expect(row).toContainText('Estimated');
    await expect(await region(page, 'Financed emissions')).toContainText('500.00 tCO₂e');
    await expect(await region(page, 'Weighted data quality')).toContainText('4.00');

    // 2. Germany's figures for the sovereign bond.
    await page
      .getByRole('button', { name: `Enter the figures of DE for the sovereign bond in ${fundName}` })
      .click();
    dialog = page.getByRole('dialog', { name: /^Figures of DE for \d{4}$/ });
    await dialog.getByLabel('PPP-adjusted GDP (EUR)').fill('4000000000000');
    await dialog.getByLabel('Production emissions excl. LULUCF (tCO₂e)').fill('600000000');
    // PCAF 5.7 reports the figure including land use and forestry beside it (issue 21).
    await dialog.getByLabel('Production emissions incl. LULUCF (tCO₂e, optional)').fill('560000000');
    // The options of PCAF Table 5-26, with their scores, as the dictionary lists them (issue 21).
    await dialog.getByRole('combobox', { name: 'PCAF data-quality option (Table 5-26)' }).click();
    await page.getByRole('option', { name: /^1a \(score 1\)/ }).click();
    await dialog.getByLabel('Source of the figures').fill('UNFCCC inventory 2024; World Bank PPP GDP 2023');
    await shot(page, '02a-country-figures-dialog');
    await dialog.getByRole('button', { name: 'Save figures' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(await region(page, 'Financed emissions')).toContainText('650.00 tCO₂e');
    // AF = 150 / 600,000,000; × 560,000,000 = 140 tCO₂e including LULUCF, shown beside the figure without.
    await expect(await region(page, 'Sovereign debt incl. LULUCF')).toContainText('140.00 tCO₂e');

    // 3. Both are saved: after a reload the totals are the same, and how each was made says so.
    await page.reload();
    await expect(await region(page, 'Financed emissions')).toContainText('650.00 tCO₂e', { timeout: 30_000 });
    await expect(row).toContainText('Estimated');
    await shot(page, '02-saved-1440');
    await expectAccessible(page);
    await row.getByRole('button', { name: new RegExp(`^How ${company.name}`) }).click();
    const how = page.getByRole('dialog');
    await expect(how.getByText('factor source: PCAF database, EXIOBASE 3.8.2 (2022)')).toBeVisible();
    await expect(how.getByText(/^saved by .+ on \d{4}-\d\d-\d\d \d\d:\d\d UTC$/)).toBeVisible();
    await expect(how.getByText(/^PCAF option 3a, data quality score 4/)).toBeVisible();
    await page.keyboard.press('Escape');
    const bund = positions.getByRole('row', { name: /Sovereign bond \(DE\)/ });
    await expect(bund).toContainText('150.00');
    await expect(bund).toContainText('140.00 incl. LULUCF');
    await bund.getByRole('button', { name: /^How Sovereign bond \(DE\)/ }).click();
    await expect(
      page
        .getByRole('dialog')
        .getByText('source of the figures: UNFCCC inventory 2024; World Bank PPP GDP 2023'),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(await region(page, 'Financed emissions')).toContainText('650.00', { timeout: 30_000 });
    await shot(page, '03-saved-390');
    await page.setViewportSize({ width: 1440, height: 1000 });

    // 4. Remove the estimate: the position is excluded again, also after a reload.
    await row.getByRole('button', { name: `Change the estimate of ${company.name} in ${fundName}` }).click();
    dialog = page.getByRole('dialog', { name: `Estimate the emissions of ${company.name}` });
    await dialog.getByRole('button', { name: 'Remove estimate' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText('Excluded');
    await expect(await region(page, 'Financed emissions')).toContainText('150.00 tCO₂e');
    await page.reload();
    await expect(row).toContainText('Excluded', { timeout: 30_000 });
    await expect(await region(page, 'Financed emissions')).toContainText('150.00 tCO₂e');
    expect(year).toBeGreaterThan(2000);
  });
});
