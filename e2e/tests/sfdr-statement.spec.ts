import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { ARTICLE_6_NO_PERIODIC_REPORT } from '@esg/contracts';
import { DEMO_GP, expect, signIn, test, expectAccessible } from '../fixtures';
import { RESULTS_DIR } from '../server-state';
import { SCREENSHOTS, screenshotOf } from '../support/screenshots';

/**
 * The entity-level PAI statement in the browser (issue 26): on the entity's PAI report the GP reads the
 * statement's sections (prefilled by the platform), writes the Summary, and downloads the statement as PDF
 * and Word; the PDF is read back (pdftotext) and, with E2E_SCREENSHOTS=1, rendered to PNG and the panels
 * photographed at 1440 and 390 px.
 */
const YEAR = new Date(Date.now() - 92 * 86_400_000).getUTCFullYear();

async function gpHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: DEMO_GP });
  expect(login.status()).toBe(200);
  const body = (await login.json()) as { data: { accessToken: string } };
  return { Authorization: `Bearer ${body.data.accessToken}`, 'X-Requested-With': 'XMLHttpRequest' };
}

test.describe('SFDR: the entity PAI statement', () => {
  test.setTimeout(120_000);

  test('a GP writes a section of the statement and downloads it', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'gp', false);
    await page.goto(`/pai-published-report?year=${YEAR}`);
    const panel = page.getByRole('region', { name: `Statement on principal adverse impacts ${YEAR}` });
    await expect(panel).toBeVisible({ timeout: 30_000 });

    // The sections of Annex I, prefilled from the platform's data.
    await panel.getByRole('button', { name: 'Summary', exact: true }).click();
    await expect(
      panel.getByText(/considers principal adverse impacts of its investment decisions/),
    ).toBeVisible();
    await expect(panel.getByText('Prefilled').first()).toBeVisible();
    await screenshotOf(panel, 'pai-statement-1440.png');

    // The GP writes the Summary: version 1.
    const summary = `Evergreen considers principal adverse impacts across both funds (e2e ${Date.now()}).`;
    await panel.getByRole('button', { name: 'Edit Summary' }).click();
    const editor = page.getByRole('dialog');
    await editor.getByLabel('Summary').fill(summary);
    await editor.getByRole('button', { name: 'Save section' }).click();
    await expect(page.getByText('Section saved')).toBeVisible();
    await expect(panel.getByText(summary)).toBeVisible();
    await expect(panel.getByText('Version 1')).toBeVisible();
    await expectAccessible(page);

    // The PDF: the server's file name, the GP's text in it, the first page rendered to look at.
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Statement PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`PAI-Statement-${YEAR}-Evergreen-Capital-Partners.pdf`);
    const pdfPath = path.join(RESULTS_DIR, pdf.suggestedFilename());
    await pdf.saveAs(pdfPath);
    const text = execFileSync('pdftotext', [pdfPath, '-'], { encoding: 'utf8' });
    expect(text.replace(/\s+/g, ' ')).toContain(summary);
    expect(text).toContain('Page 1 of');
    if (SCREENSHOTS)
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '40',
        '-f',
        '1',
        '-l',
        '1',
        pdfPath,
        path.join(RESULTS_DIR, 'pai-statement-pdf'),
      ]);

    const [word] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Statement Word' }).click(),
    ]);
    expect(word.suggestedFilename()).toBe(`PAI-Statement-${YEAR}-Evergreen-Capital-Partners.docx`);

    // On a phone the panel stacks and stays readable.
    await page.setViewportSize({ width: 390, height: 844 });
    await panel.scrollIntoViewIfNeeded();
    await expect(panel.getByRole('button', { name: 'Statement PDF' })).toBeVisible();
    await screenshotOf(panel, 'pai-statement-390.png');
  });

  test('the periodic report of a fund and its SFDR 2.0 readiness', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'gp', false);
    await page.goto(`/pai-published-report?year=${YEAR}&fundId=1`);
    const panel = page.getByRole('region', { name: `Periodic report ${YEAR}` });
    await expect(panel).toBeVisible({ timeout: 30_000 });
    const categories = panel.getByRole('table', { name: 'SFDR 2.0 categories' });
    await expect(categories.getByRole('row')).toHaveCount(4);
    for (const name of ['Transition', 'ESG Basics', 'Sustainable'])
      await expect(categories.getByText(name, { exact: true })).toBeVisible();
    await expect(
      panel.getByText(/proposal of 20 November 2025 \(status: proposal, not adopted law\)/),
    ).toBeVisible();
    // The asset allocation: the holdings with their sector; what is not classified is said, not shown as 0 %.
    const investments = panel.getByRole('table', { name: 'Investments and their class' });
    await expect(investments).toBeVisible();
    await expect(
      investments.getByText('D Electricity, gas, steam and air conditioning supply').first(),
    ).toBeVisible();
    await expect(panel.getByText(/investments? (is|are) not classified yet/)).toBeVisible();
    await investments.getByRole('combobox', { name: 'Class of Cash' }).click();
    await page.getByRole('option', { name: '#2 Other' }).click();
    await expect(page.getByText('Cash classified')).toBeVisible();
    await expect(investments.getByRole('combobox', { name: 'Class of Cash' })).toHaveValue('#2 Other');
    await expectAccessible(page);
    await screenshotOf(panel, 'fund-disclosures-1440.png');

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Periodic report PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(
      `SFDR-Periodic-Report-${YEAR}-Evergreen-Sustainable-Growth-Fund-I.pdf`,
    );
    const pdfPath = path.join(RESULTS_DIR, pdf.suggestedFilename());
    await pdf.saveAs(pdfPath);
    const text = execFileSync('pdftotext', [pdfPath, '-'], { encoding: 'utf8' });
    expect(text).toContain('Periodic disclosure for the financial products referred to in Article 8');
    expect(text).toContain('Taxonomy-alignment of investments including sovereign bonds');

    await page.setViewportSize({ width: 390, height: 844 });
    await panel.scrollIntoViewIfNeeded();
    await expect(panel.getByRole('button', { name: 'Periodic report PDF' })).toBeVisible();
    await screenshotOf(panel, 'fund-disclosures-390.png');
  });

  test('from the fund page to the downloaded periodic report and the statement', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'gp', false);
    await page.goto('/fundManager?fund=1');
    const documents = page.getByRole('region', { name: /^SFDR documents \d{4}$/ });
    await expect(documents).toBeVisible({ timeout: 30_000 });
    const year = /(\d{4})$/.exec(
      (await documents.getByRole('heading', { level: 2 }).textContent()) ?? '',
    )![1];
    await expect(documents.getByText('Annex IV of Delegated Regulation 2022/1288')).toBeVisible();
    await expectAccessible(page);
    await screenshotOf(documents, 'fund-sfdr-documents-1440.png');

    // The periodic report straight from the fund page.
    const [report] = await Promise.all([
      page.waitForEvent('download'),
      documents.getByRole('button', { name: 'Periodic report PDF' }).click(),
    ]);
    expect(report.suggestedFilename()).toBe(
      `SFDR-Periodic-Report-${year}-Evergreen-Sustainable-Growth-Fund-I.pdf`,
    );
    const reportPath = path.join(RESULTS_DIR, `fund-page-${report.suggestedFilename()}`);
    await report.saveAs(reportPath);
    expect(execFileSync('pdftotext', [reportPath, '-'], { encoding: 'utf8' })).toContain(
      'Periodic disclosure for the financial products referred to in Article 8',
    );

    // On to the manager's statement, downloaded from where the link leads.
    await documents.getByRole('link', { name: 'Open the PAI statement' }).click();
    await page.waitForURL((u) => u.pathname === '/pai-published-report' && u.search.includes(`year=${year}`));
    const statement = page.getByRole('region', { name: `Statement on principal adverse impacts ${year}` });
    await expect(statement).toBeVisible({ timeout: 30_000 });
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      statement.getByRole('button', { name: 'Statement PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`PAI-Statement-${year}-Evergreen-Capital-Partners.pdf`);
    const pdfPath = path.join(RESULTS_DIR, `fund-page-${pdf.suggestedFilename()}`);
    await pdf.saveAs(pdfPath);
    const text = execFileSync('pdftotext', [pdfPath, '-'], { encoding: 'utf8' });
    expect(text).toContain('Statement on principal adverse impacts');
    expect(text).toContain('Page 1 of');

    await page.goto('/fundManager?fund=1');
    await page.setViewportSize({ width: 390, height: 844 });
    await documents.scrollIntoViewIfNeeded();
    await expect(documents.getByRole('button', { name: 'Periodic report PDF' })).toBeVisible();
    await screenshotOf(documents, 'fund-sfdr-documents-390.png');
  });

  test('an Article 6 fund is told it has no periodic report, on the fund page and the report page', async ({
    page,
    request,
  }) => {
    const headers = await gpHeaders(request);
    const created = await request.post('/api/funds', {
      headers,
      data: {
        companyId: 1,
        name: `Evergreen Core Fund ${Date.now()}`,
        currency: 'EUR',
        vintage: 2023,
        sfdrClassification: 'article_6',
      },
    });
    expect(created.status()).toBe(201);
    const fundId = ((await created.json()) as { data: { id: number } }).data.id;

    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'gp', false);
    await page.goto(`/fundManager?fund=${fundId}`);
    const documents = page.getByRole('region', { name: /^SFDR documents \d{4}$/ });
    await expect(documents).toBeVisible({ timeout: 30_000 });
    await expect(documents.getByText(ARTICLE_6_NO_PERIODIC_REPORT)).toBeVisible();
    await expect(documents.getByRole('button', { name: /Periodic report/ })).toHaveCount(0);
    await expect(documents.getByRole('link', { name: 'Open the PAI statement' })).toBeVisible();
    await expectAccessible(page);
    await screenshotOf(documents, 'fund-sfdr-article-6-1440.png');

    await page.goto(`/pai-published-report?year=${YEAR}&fundId=${fundId}`);
    const panel = page.getByRole('region', { name: `Periodic report ${YEAR}` });
    await expect(panel).toBeVisible({ timeout: 30_000 });
    await expect(panel.getByText(ARTICLE_6_NO_PERIODIC_REPORT)).toBeVisible();
    await expect(panel.getByRole('button', { name: /Periodic report/ })).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await panel.scrollIntoViewIfNeeded();
    await screenshotOf(panel, 'fund-disclosures-article-6-390.png');
  });
});
