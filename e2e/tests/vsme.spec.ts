import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoUser, expect, signedInPage, signIn, test } from '../fixtures';
import { REPO_ROOT, RESULTS_DIR } from '../server-state';
import { SCREENSHOTS, screenshot } from '../support/screenshots';
import { choose } from '../support/ui';

/*
 * VSME end to end in Chromium (issue 25): Evergreen's GP collects VSME and asks Northwind for the
 * Basic and the Comprehensive Module of 2026; Priya Chen (pc, Northwind) uploads the EFRAG Digital
 * Template she already filled (EFRAG's own sample) and submits; Grace Parker (gp) reviews, accepts
 * and publishes; the published page previews the Inline XBRL report and downloads it, and the
 * downloaded report opens in the browser with the taxonomy's labels. Screenshots at 1440 and 390 px
 * (with E2E_SCREENSHOTS=1): test-results/e2e/vsme/*.png.
 */

/** EFRAG's filled sample, as the reference data carries it. */
const SAMPLE = path.join(
  REPO_ROOT,
  'libs/reference-data/files/sources/vsme/VSME-Digital-Template-Sample-1.3.0.xlsx',
);
const VSME = 15;
const NORTHWIND = 2;
const DIR = path.join(RESULTS_DIR, 'vsme');

const shot = (page: Page, name: string) =>
  screenshot(page, path.join('vsme', `${name}.png`), { fullPage: true });
/** The same screen on a phone (390 px wide), then back. */
async function phoneShot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, `${name}-390`);
  await page.setViewportSize(size);
}

async function headersOf(request: APIRequestContext, who: 'admin' | 'gp') {
  const login = await request.post('/api/auth/login', { data: demoUser(who) });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  return { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' };
}

/** Evergreen (company 1) collects VSME too, and asks Northwind for both modules of 2026. */
async function requestVsme(request: APIRequestContext): Promise<number> {
  const gp = await headersOf(request, 'gp');
  const frameworks = (await (await request.get('/api/frameworks', { headers: gp })).json()) as {
    data: Array<{ standardId: number; usedByCompany: boolean }>;
  };
  const used = frameworks.data.filter((f) => f.usedByCompany).map((f) => f.standardId);
  if (!used.includes(VSME)) {
    const assigned = await request.patch('/api/standard/assign/1', {
      headers: await headersOf(request, 'admin'),
      data: { selectedStandards: [...used, VSME] },
    });
    expect(assigned.status()).toBe(200);
  }
  const created = await request.post('/api/responses', {
    headers: gp,
    data: {
      companyId: NORTHWIND,
      standardId: VSME,
      period: '2026',
      dueDate: '2027-06-30',
      modules: ['comprehensive'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

test.describe('VSME (issue 25)', () => {
  test.setTimeout(180_000);
  test.use({ viewport: { width: 1440, height: 1000 }, actionTimeout: 30_000, acceptDownloads: true });

  test('a portfolio company uploads the Digital Template, the GP publishes and opens the Inline XBRL report', async ({
    page,
    browser,
    request,
  }) => {
    mkdirSync(DIR, { recursive: true });
    const id = await requestVsme(request);

    // The GP's monitoring lists VSME, and a request may include the Comprehensive Module.
    await signIn(page, 'gp', '/view-childs-data');
    const table = page.getByRole('table', { name: 'Portfolio reporting status' });
    await choose(page, 'Filter by standard', 'VSME');
    await expect(table.getByRole('row', { name: /Northwind Renewables/ }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Request data' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Request data' });
    await choose(dialog, 'Standard', 'VSME');
    await expect(dialog.getByRole('checkbox', { name: 'Include the Comprehensive Module' })).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Include the Comprehensive Module' }).check();
    await shot(page, '01-monitoring-request');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Priya uploads the Digital Template; the questionnaire is grouped as the template groups it.
    const pc = await signedInPage(browser, 'pc', {
      viewport: { width: 1440, height: 1000 },
      landing: `/collect-data?responseId=${id}`,
    });
    const nav = pc.getByRole('navigation').filter({ hasText: 'Environmental' }).first();
    for (const pillar of ['General information', 'Environmental', 'Social', 'Governance'])
      await expect(nav.getByText(pillar, { exact: false }).first()).toBeVisible();
    await pc.getByRole('button', { name: 'Upload values' }).click();
    const upload = pc.getByRole('dialog', { name: 'Upload values' });
    await upload.locator('input[type="file"]').setInputFiles(SAMPLE);
    // The server's answers are awaited, not timed: a busy machine may take seconds over a workbook.
    const imported = await Promise.all([
      pc.waitForResponse((r) => r.url().endsWith(`/api/responses/${id}/import`), { timeout: 90_000 }),
      upload.getByRole('button', { name: 'Import values' }).click(),
    ]);
    expect(imported[0].status()).toBe(201);
    await expect(upload.getByRole('status')).toContainText('values changed');
    const summary = upload.getByTestId('vsme-summary');
    await expect(summary).toContainText('VSME Digital Template 1.3.0');
    await expect(summary).toContainText('2026-01-01 to 2026-12-31');
    await shot(pc, '02-import-result');
    await phoneShot(pc, '02-import-result');
    await upload.getByRole('button', { name: 'Close' }).click();
    await pc
      .getByRole('button', { name: /Environmental/ })
      .first()
      .click();
    await expect(pc.getByRole('heading', { name: 'Environmental' })).toBeVisible();
    await shot(pc, '03-questionnaire');
    await phoneShot(pc, '03-questionnaire');
    await pc.getByRole('button', { name: 'Submit for review' }).click();
    const submitted = await Promise.all([
      pc.waitForResponse((r) => r.url().endsWith(`/api/responses/${id}/submit`), { timeout: 60_000 }),
      pc.getByRole('dialog').getByRole('button', { name: 'Submit for review' }).click(),
    ]);
    expect(submitted[0].status()).toBe(200);
    await pc.context().close();

    // Grace reviews: accepts every value, saves the review, publishes.
    await page.goto(`/review-contributor-response?responseId=${id}`);
    await page.getByRole('button', { name: 'Accept all without a verdict' }).click();
    const reviewed = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/responses/${id}/review`), { timeout: 60_000 }),
      page
        .getByRole('button', { name: /^Save review/ })
        .first()
        .click(),
    ]);
    expect(reviewed[0].status()).toBe(200);
    await expect(page.getByText('Every value is accepted')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const published = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/responses/${id}/publish`), { timeout: 60_000 }),
      page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click(),
    ]);
    expect(published[0].status()).toBe(200);

    // The published page: the report's preview and downloads.
    await page.goto(`/published-data?responseId=${id}`);
    const card = page.getByTestId('vsme-report');
    await expect(card).toContainText('Publication 1 as an Inline XBRL report');
    await shot(page, '04-published');
    await phoneShot(page, '04-published');
    await card.getByRole('button', { name: 'Preview report' }).click();
    const preview = page.frameLocator('iframe[title="VSME report preview"]');
    await expect(preview.getByText('Gross Scope 1 greenhouse gas emissions').first()).toBeVisible({
      timeout: 30_000,
    });
    await shot(page, '05-preview');
    await page.keyboard.press('Escape');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Inline XBRL (.xhtml)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Northwind-Renewables-VSME-2026.xhtml');
    const file = path.join(DIR, download.suggestedFilename());
    await download.saveAs(file);
    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Report package (.zip)' }).click(),
    ]);
    expect(zip.suggestedFilename()).toBe('Northwind-Renewables-VSME-2026.zip');

    // The downloaded report opens in the browser: an XHTML document with the taxonomy's labels.
    const report = await page.context().newPage();
    await report.goto(pathToFileURL(file).href);
    await expect(
      report.getByRole('heading', { name: 'B3 · Energy and greenhouse gas emissions' }),
    ).toBeVisible();
    await expect(report.getByText('Gross Scope 1 greenhouse gas emissions').first()).toBeVisible();
    // Parsed as XML (an Inline XBRL document), with its tagged facts.
    expect(await report.evaluate('document.contentType')).toBe('application/xhtml+xml');
    expect(
      await report.evaluate(
        "document.getElementsByTagNameNS('http://www.xbrl.org/2013/inlineXBRL', 'nonFraction').length",
      ),
    ).toBeGreaterThan(50);
    await shot(report, '06-report');
    await phoneShot(report, '06-report');
  });
});

interface CapMetric {
  code: string;
  label: string | null;
  beyondVsme: boolean;
  definition: { name: string };
}
interface CapSection {
  title: string;
  metrics: CapMetric[];
  sections: CapSection[];
}
const capMetricsOf = (s: CapSection): CapMetric[] => [...s.metrics, ...s.sections.flatMap(capMetricsOf)];

test.describe('the value-chain cap (issue 25)', () => {
  test.setTimeout(120_000);
  test.use({ viewport: { width: 1440, height: 1000 }, actionTimeout: 30_000 });

  test('a portfolio company declines what an ESG request asks beyond VSME, and the GP sees the decline', async ({
    page,
    browser,
    request,
  }) => {
    mkdirSync(DIR, { recursive: true });
    // Evergreen asks Northwind for ESG 2027, the first financial year of the cap.
    const gp = await headersOf(request, 'gp');
    const created = await request.post('/api/responses', {
      headers: gp,
      data: { companyId: NORTHWIND, standardId: 1, period: '2027', dueDate: '2028-06-30' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as { data: { id: number } }).data.id;
    const detail = (await (
      await request.get(`/api/responses/${id}?include=definition`, { headers: gp })
    ).json()) as {
      data: { sections: CapSection[] };
    };
    const section = detail.data.sections.find((s) =>
      capMetricsOf(s).some((m) => m.code === 'gov.board_members_independent'),
    )!;
    const metric = capMetricsOf(section).find((m) => m.code === 'gov.board_members_independent')!;
    const title = metric.label ?? metric.definition.name;
    const reason = 'VSME does not ask it; we report our board under VSME B1.';

    const pc = await signedInPage(browser, 'pc', {
      viewport: { width: 1440, height: 1000 },
      landing: `/collect-data?responseId=${id}`,
    });
    await expect(pc.getByTestId('beyond-vsme')).toContainText('go beyond VSME');
    await pc
      .getByRole('button', { name: new RegExp(section.title) })
      .first()
      .click();
    const field = pc.locator(`[data-metric="gov.board_members_independent"]`);
    await expect(field.getByText('Beyond VSME', { exact: true })).toBeVisible();
    await field.getByRole('button', { name: `Decline ${title} as beyond VSME` }).click();
    // Saved as it is typed (autosave, ADR 0226): no Save button per question.
    const saved = await Promise.all([
      pc.waitForResponse(
        (r) => r.url().endsWith(`/api/responses/${id}/values/gov.board_members_independent`),
        { timeout: 60_000 },
      ),
      field.getByLabel(`Reason of ${title}`).fill(reason),
    ]);
    expect(saved[0].status()).toBe(200);
    await expect(field.getByText('Declined', { exact: true })).toBeVisible();
    await field.scrollIntoViewIfNeeded();
    await shot(pc, '07-declined');
    await phoneShot(pc, '07-declined');
    await pc.context().close();

    // The GP sees the declined datapoint and its reason, not an error.
    await signIn(page, 'gp', `/collect-data?responseId=${id}`);
    await page
      .getByRole('button', { name: new RegExp(section.title) })
      .first()
      .click();
    const seen = page.locator(`[data-metric="gov.board_members_independent"]`);
    await expect(seen.getByText(`Declined as beyond VSME: ${reason}`)).toBeVisible();
    await seen.scrollIntoViewIfNeeded();
    await shot(page, '08-declined-gp');
  });
});
