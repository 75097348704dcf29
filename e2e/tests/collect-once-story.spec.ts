import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { ESG_ANSWERS, SFDR_ONLY_ANSWERS } from '@esg/testing';
import { demoUser, expect, signIn, test } from '../fixtures';
import { activeAccount, invitationLink } from '../support/accounts';
import { screenshot } from '../support/screenshots';
import { publishResponse } from '../support/ui';

/*
 * Collect once, report everywhere (issue 21): the whole story in Chromium, on a GP and a portfolio company
 * of its own (registered for this run), so it depends on no other test.
 *
 * 2024 (set up through the API): the company published ESG 2024 with its balance sheet (equity €30m, debt
 * €10m, unlisted) and SFDR 2024 with its enterprise value (EVIC €200m). Evergreen-like positions: the GP's
 * fund holds the company as unlisted equity, €2,000,000 at 31 Dec 2025 (€4,000,000 of all investments).
 *
 * 2025, in the browser: the company answers ESG 2025 — no EVIC (ESG does not ask it) and no balance sheet
 * (optional there; the questionnaire says the PCAF figures read it) — and submits; the GP accepts and
 * publishes. PAI 2025 keeps the company in T1-1a with EVIC "carried from 2024":
 *   T1-1a = 2,000,000 / 200,000,000 × 700 t = 7.00 tCO2e
 * The SFDR 2025 response shows the values ESG published as answered, with where, by whom and when; submit
 * waits, disabled, with the list of what SFDR alone asks. The company restates scope 1 there (700 → 720 t,
 * with its reason), answers the rest (EVIC €250m), submits; the GP sees why scope 1 changed and publishes.
 * PAI then reads 2025's own EVIC and the restated scope 1 (2,000,000 / 250,000,000 × 720 = 5.76 t) and keeps
 * the company in every Table 1 indicator on companies; the PCAF scorecard attributes the position with the
 * balance sheet carried from 2024:
 *   AF = 2,000,000 / (30,000,000 + 10,000,000) = 0.05; financed = 0.05 × (720 + 1,500) = 111.00 tCO2e
 * Screenshots of each step: test-results/e2e/collect-once-story/.
 */

/** A screenshot of the step; a dialog or drawer is shot as the viewport shows it (a full page would stretch it). */
const shot = (page: Page, name: string, fullPage = true) =>
  screenshot(page, path.join('collect-once-story', `${name}.png`), { fullPage });

type Answers = Record<string, { value: unknown; unit?: string; quality?: string }>;

async function bearer(request: APIRequestContext, credentials: { email: string; password: string }) {
  const login = await request.post('/api/auth/login', { data: credentials });
  expect(login.status(), `login ${credentials.email}`).toBe(200);
  const body = (await login.json()) as { data: { accessToken: string; user: { companyId: number } } };
  return {
    headers: { Authorization: `Bearer ${body.data.accessToken}`, 'X-Requested-With': 'XMLHttpRequest' },
    companyId: body.data.user.companyId,
  };
}
type Api = Awaited<ReturnType<typeof bearer>>;

async function ok<T>(
  call: Promise<{ status(): number; text(): Promise<string>; json(): Promise<unknown> }>,
  what: string,
) {
  const response = await call;
  expect(response.status(), `${what}: ${await response.text()}`).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

/** The emissions are reported (PCAF option 1b needs to know); the rest as the fixtures give them. */
const ESG_2025: Answers = {
  ...ESG_ANSWERS,
  'ghg.scope1': { value: 700, quality: 'reported' },
  'ghg.scope2_location': { value: 1500, quality: 'reported' },
};
const BALANCE_SHEET_2024: Answers = {
  'company.listed': { value: false },
  'company.total_equity': { value: 30, unit: 'EURm' },
  'company.total_debt': { value: 10, unit: 'EURm' },
};

test.describe('collect once, report everywhere (issue 21)', () => {
  test.use({ viewport: { width: 1440, height: 1000 }, actionTimeout: 30_000 });

  test('ESG 2025 without EVIC, published; SFDR 2025 shows it answered, is completed and published; PAI and PCAF keep the company', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(300_000);
    const stamp = Date.now().toString(36);
    const company = { name: `Story Turbines ${stamp}`, email: `turbines-${stamp}@story.example` };

    // --- A GP of its own: contract (ESG and SFDR), funds manager, a fund holding its portfolio company.
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
          standardIds: [1, 8],
        },
      }),
      'contract',
    );
    await ok(
      request.patch(`/api/company/details/${gpId}`, {
        headers: admin.headers,
        data: { funds_manager: true },
      }),
      'funds manager',
    );
    await ok(
      request.patch(`/api/standard/assign/${gpId}`, {
        headers: gpApi.headers,
        data: { selectedStandards: [1, 8], data_collection_duration: 'annually' },
      }),
      'standards',
    );
    const fund = await ok<{ id: number }>(
      request.post('/api/funds', {
        headers: gpApi.headers,
        data: {
          companyId: gpId,
          name: `Story Fund ${stamp}`,
          currency: 'EUR',
          vintage: 2024,
          sfdrClassification: 'article_8',
        },
      }),
      'fund',
    );
    await ok(
      request.post(`/api/company/invitePortfolioCompany/${gpId}`, {
        headers: gpApi.headers,
        data: {
          companyName: company.name,
          contactName: 'Tess Turbine',
          email: company.email,
          fundIds: [fund.id],
        },
      }),
      'invite',
    );
    const token = new URL(await invitationLink(company.email), 'http://x').searchParams.get('token');
    await ok(
      request.post('/api/auth/set-password', {
        data: { token, password: 'story-password', confirmPassword: 'story-password' },
      }),
      'password',
    );
    const pcApi = await bearer(request, { email: company.email, password: 'story-password' });
    const companyId = pcApi.companyId;
    await ok(
      request.put(`/api/funds/${fund.id}/positions/2025-12-31`, {
        headers: gpApi.headers,
        data: {
          allInvestments: 4_000_000,
          positions: [{ companyId, instrument: 'unlisted_equity', value: 2_000_000 }],
        },
      }),
      'positions',
    );

    const requestData = async (standardId: number, period: string) =>
      (
        await ok<{ id: number }>(
          request.post('/api/responses', {
            headers: gpApi.headers,
            data: { companyId, standardId, period, dueDate: `${Number(period) + 1}-04-30` },
          }),
          `request ${standardId} ${period}`,
        )
      ).id;
    const answer = async (api: Api, id: number, answers: Answers) => {
      for (const [code, body] of Object.entries(answers))
        await ok(
          request.put(`/api/responses/${id}/values/${code}`, { headers: api.headers, data: body }),
          code,
        );
    };
    const submitAndPublish = async (id: number) => {
      await ok(request.post(`/api/responses/${id}/submit`, { headers: pcApi.headers, data: {} }), 'submit');
      const detail = await ok<{ sections: Section[] }>(
        request.get(`/api/responses/${id}`, { headers: gpApi.headers }),
        'detail',
      );
      const decisions = [
        ...new Set(
          metricsOf(detail.sections)
            .filter((m) => m.value)
            .map((m) => m.code),
        ),
      ]
        .filter((code) => !metricsOf(detail.sections).find((m) => m.code === code)?.value?.review)
        .map((metricCode) => ({ metricCode, verdict: 'accepted' }));
      if (decisions.length)
        await ok(
          request.post(`/api/responses/${id}/review`, { headers: gpApi.headers, data: { decisions } }),
          'review',
        );
      await ok(request.post(`/api/responses/${id}/publish`, { headers: gpApi.headers, data: {} }), 'publish');
    };

    // --- 2024, published: ESG with the balance sheet, then SFDR with the enterprise value.
    const esg2024 = await requestData(1, '2024');
    await answer(pcApi, esg2024, { ...ESG_2025, ...BALANCE_SHEET_2024 });
    await submitAndPublish(esg2024);
    const sfdr2024 = await requestData(8, '2024');
    await answer(pcApi, sfdr2024, { ...SFDR_ONLY_ANSWERS, 'company.evic': { value: 200, unit: 'EURm' } });
    await submitAndPublish(sfdr2024);

    // --- 1. The company answers ESG 2025: what is missing is listed; optional balance-sheet questions say
    //        which investor figures read them.
    const esg2025 = await requestData(1, '2025');
    const pc = await browser.newPage({ baseURL, viewport: { width: 1440, height: 1000 } });
    await signIn(
      pc,
      { email: company.email, password: 'story-password' },
      `/collect-data?responseId=${esg2025}`,
    );
    const missing = pc.getByTestId('missing');
    await expect(missing).toContainText('required questions are not answered yet');
    await shot(pc, '01-esg-2025-to-answer');
    // The bulk through the API (the questionnaire is tested field by field elsewhere); the head count by
    // hand, reached from the list of what is missing.
    const { 'company.fte': fte, ...rest } = ESG_2025;
    await answer(pcApi, esg2025, rest);
    await pc.reload();
    await expect(missing).toContainText('1 required question is not answered yet');
    await missing.getByRole('listitem').getByRole('button').click();
    const fteField = pc.locator('[data-metric="company.fte"]');
    await expect(fteField.getByRole('textbox').first()).toBeFocused();
    await fteField.getByRole('textbox').first().fill(String(fte.value));
    await expect(fteField.getByText(/^Saved at /)).toBeVisible();
    await expect(missing).toHaveCount(0);
    const equity = pc.locator('[data-metric="company.total_equity"]');
    await expect(equity).toContainText(
      "Optional here, but your investors' PCAF financed emissions (the attribution factor) read it",
    );
    await equity.evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await shot(pc, '02-esg-2025-optional-but-read', false);
    await pc.getByRole('button', { name: 'Submit for review' }).click();
    await pc.getByRole('dialog').getByRole('button', { name: 'Submit for review' }).click();
    await expect(pc.getByText('Waiting for review')).toBeVisible();

    // --- 2. The GP accepts and publishes ESG 2025.
    await signIn(page, gp);
    const modal = page.getByRole('dialog', { name: 'Data Collection' });
    if (await modal.isVisible().catch(() => false))
      await modal.getByRole('button', { name: 'Submit' }).click();
    await page.goto(`/review-contributor-response?responseId=${esg2025}`);
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Review Responses' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Accept all without a verdict' }).click();
    await page
      .getByRole('button', { name: /^Save review/ })
      .first()
      .click();
    await expect(page.getByText('Every value is accepted')).toBeVisible();
    await publishResponse(page, esg2025);
    await shot(page, '03-esg-2025-published');

    // --- 3. PAI 2025 keeps the company in T1-1a with EVIC carried from 2024 (ESG 2025 has none).
    const statement = async () =>
      ok<PaiStatement>(request.get(`/api/pai/funds/${fund.id}/2025`, { headers: gpApi.headers }), 'PAI');
    await expect
      .poll(async () => (await statement()).indicators.find((i) => i.id === 'T1-1a')?.value, {
        timeout: 30_000,
      })
      .toBeCloseTo(7, 9);
    const carried = await statement();
    expect(carried.indicators.find((i) => i.id === 'T1-1a')?.included).toEqual([
      expect.objectContaining({
        companyId,
        carried: [{ metric: 'company.evic', period: '2024', ageYears: 1 }],
      }),
    ]);
    // The coverage explanation names what is carried.
    expect(carried.defaultExplanations['T1-1a']).toContain(
      'enterprise value including cash at fiscal year end of 2024 (1 year old) for 1 company',
    );
    await page.goto('/viewPaiCalculation?year=2025');
    const pai = page.getByRole('table', { name: 'PAI indicators 2025' });
    await pai.getByRole('button', { name: /^T1-1a GHG emissions/ }).click();
    const drawer = page.getByRole('dialog');
    const included = drawer.getByRole('table', { name: 'Companies included' });
    await expect(included).toContainText(company.name);
    await expect(included).toContainText('carried from 2024, 1 year old');
    await shot(page, '04-pai-evic-carried-from-2024', false);
    await page.keyboard.press('Escape');

    // --- 4. SFDR 2025: the values ESG published are answered here, with where, by whom and when.
    const sfdr2025 = await requestData(8, '2025');
    await pc.goto(`/collect-data?responseId=${sfdr2025}`);
    // The way back is the list it was opened from, named as that page (issue 29, item 2).
    await expect(
      pc.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Collect Data' }),
    ).toHaveAttribute('href', '/collect-data');
    await pc
      .getByRole('navigation', { name: 'Required answered' })
      .getByRole('button', { name: /^Table 1/ })
      .click();
    const scope1 = pc.locator('[data-metric="ghg.scope1"]');
    await expect(scope1.getByTestId('publication')).toContainText(
      `Published through ESG 2025 by ${gp.contactName} on`,
    );
    await expect(scope1.getByTestId('publication')).toContainText('It counts as answered');
    await expect(scope1.getByRole('textbox').first()).toHaveValue('700');
    // Submit waits, with the list of what SFDR alone asks.
    await expect(pc.getByRole('button', { name: 'Submit for review' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(pc.getByTestId('missing')).toContainText('Enterprise value including cash (EVIC)');
    await scope1.evaluate((e) => e.scrollIntoView({ block: 'start' }));
    await shot(pc, '05-sfdr-2025-shared-values-answered', false);

    // --- 5. The company restates scope 1 here: the published value changes only with a reason.
    await scope1.getByRole('textbox').first().fill('720');
    await expect(scope1.getByText('Not saved yet: say why the published value changes')).toBeVisible();
    await scope1.getByLabel('Reason for the restatement').fill('The auditor added the backup generators');
    await expect(scope1.getByRole('button', { name: /History of/ })).toHaveText('v2');
    await expect(scope1.getByTestId('publication')).toHaveCount(0);
    await scope1.getByRole('button', { name: /History of/ }).click();
    const history = pc.getByRole('dialog', { name: /^History: / });
    await expect(history).toContainText('Published in ESG 2025');
    await expect(history).toContainText('Entered through SFDR 2025');
    await expect(history).toContainText('The auditor added the backup generators');
    await shot(pc, '06-sfdr-2025-restated-with-reason', false);
    await pc.keyboard.press('Escape');

    // --- 6. The company completes SFDR 2025 (EVIC by hand) and submits.
    await pc
      .getByTestId('missing')
      .getByRole('button', { name: /^Enterprise value including cash/ })
      .click();
    const evic = pc.locator('[data-metric="company.evic"]');
    await evic.getByRole('textbox').first().fill('250000000');
    await expect(evic.getByText(/^Saved at /)).toBeVisible();
    const { 'company.evic': _evic, ...sfdrRest } = SFDR_ONLY_ANSWERS;
    await answer(pcApi, sfdr2025, sfdrRest);
    await pc.reload();
    await expect(pc.getByTestId('missing')).toHaveCount(0);
    await pc.getByRole('button', { name: 'Submit for review' }).click();
    await pc.getByRole('dialog').getByRole('button', { name: 'Submit for review' }).click();
    await expect(pc.getByText('Waiting for review')).toBeVisible();
    await shot(pc, '07-sfdr-2025-submitted');

    // --- 7. The GP accepts what changed (ESG's values are accepted already; the restatement says why)
    //        and publishes.
    await page.goto(`/review-contributor-response?responseId=${sfdr2025}`);
    await expect(
      page.getByText(`${Object.keys(SFDR_ONLY_ANSWERS).length + 1} values without a verdict.`),
    ).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'ghg.scope1' })).toContainText(
      'Why it changed: The auditor added the backup generators',
    );
    // The filter finds a value by the code the table shows; one that matches nothing says so.
    const filter = page.getByLabel('Filter values to review');
    await filter.fill('ghg.scope1');
    await expect(page.getByRole('table', { name: 'Values to review' }).getByRole('row')).toHaveCount(2);
    await filter.fill('no such metric');
    await expect(page.getByText('No value matches “no such metric”.')).toBeVisible();
    await filter.fill('');
    await page.getByRole('button', { name: 'Accept all without a verdict' }).click();
    await page
      .getByRole('button', { name: /^Save review/ })
      .first()
      .click();
    await expect(page.getByText('Every value is accepted')).toBeVisible();
    await publishResponse(page, sfdr2025);
    await shot(page, '08-sfdr-2025-published');

    // --- 8. PAI: 2025's own EVIC, and the company in every Table 1 indicator on investee companies.
    await expect
      .poll(async () => (await statement()).indicators.find((i) => i.id === 'T1-1a')?.value, {
        timeout: 30_000,
      })
      .toBeCloseTo(5.76, 9);
    const final = await statement();
    // T1-1 … T1-14 but the sector figures T1-6-A … L (only the company's own sector, D, reads it).
    const companyIndicators = final.indicators.filter(
      (i) => /^T1-(1[0-4]|[1-9])(?![0-9])/.test(i.id) && (!i.id.startsWith('T1-6-') || i.id === 'T1-6-D'),
    );
    expect(companyIndicators.length).toBeGreaterThan(15);
    for (const indicator of companyIndicators)
      expect({
        id: indicator.id,
        included: indicator.included.some((c) => c.companyId === companyId),
      }).toEqual({
        id: indicator.id,
        included: true,
      });
    await page.goto('/viewPaiCalculation?year=2025');
    await pai.getByRole('button', { name: /^T1-1a GHG emissions/ }).click();
    await expect(included).toContainText(company.name);
    await expect(included).not.toContainText('carried from');
    await shot(page, '09-pai-after-sfdr', false);
    await page.keyboard.press('Escape');

    // --- 9. PCAF: the position is attributed with the balance sheet carried from 2024.
    await page.goto('/scorecards/pcaf');
    const positions = page.getByRole('table', { name: 'PCAF positions' });
    const row = positions.getByRole('row', { name: new RegExp(company.name) });
    await expect(row).toContainText('111.00', { timeout: 30_000 });
    await expect(row).not.toContainText('Excluded');
    await shot(page, '10-pcaf-attributed');
    await row.getByRole('button', { name: new RegExp(`^How ${company.name}`) }).click();
    const how = page.getByRole('dialog');
    // Inputs by their names with amounts formatted (issue 29), never dictionary codes.
    await expect(how.getByText(/Total equity.* €30,000,000 \(carried from 2024, 1 year old\)/)).toBeVisible();
    await expect(how.getByText(/Total debt.* €10,000,000 \(carried from 2024, 1 year old\)/)).toBeVisible();
    await expect(how).not.toContainText('company.total_equity');
    await shot(page, '11-pcaf-carried-from-2024', false);
    await pc.close();
  });
});

interface Section {
  metrics: Array<{ code: string; value: { review: unknown } | null }>;
  sections: Section[];
}
const metricsOf = (sections: Section[]): Section['metrics'] =>
  sections.flatMap((s) => [...s.metrics, ...metricsOf(s.sections)]);

interface PaiStatement {
  indicators: Array<{
    id: string;
    value: number | null;
    included: Array<{
      companyId: number;
      carried?: Array<{ metric: string; period: string; ageYears: number }>;
    }>;
  }>;
  defaultExplanations: Record<string, string>;
}
