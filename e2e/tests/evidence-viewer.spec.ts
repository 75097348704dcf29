import type { APIRequestContext, Page } from '@playwright/test';
import { pdfWithPages, workbookWith } from '@esg/testing';
import { demoUser, expect, expectAccessible, signIn, signedInPage, test } from '../fixtures';
import { screenshot } from '../support/screenshots';
import { choose } from '../support/ui';

/*
 * Evidence per value with a page (issue 27 item 3, ADR 0185): Northwind's user enters a location-based scope 2
 * three times last year's in its ESG 2025 response (a year-on-year flag) and attaches a real three-page PDF
 * (jsPDF) and a real workbook (exceljs) to it. In the questionnaire she says where the value is: page 4 is
 * refused (the document has 3 pages), page 3 with a quote is kept, and the workbook's cell is quoted from the
 * file itself. Evergreen's GP finds the documents beside the flag on the quality page and beside the value on
 * the review screen; the drill-down opens the PDF in the browser at page 3 and the workbook at its cell.
 * Again at 390 px. The citations and the value are put back at the end. Screenshots (with E2E_SCREENSHOTS=1):
 * test-results/e2e/evidence-*.png.
 */

const shot = (page: Page, name: string, fullPage = false) =>
  screenshot(page, `evidence-${name}.png`, { fullPage });
const METRIC = 'ghg.scope2_location';
const QUOTE = 'Scope 2 GHG emissions (location-based), all sites';

async function companyApi(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: demoUser('pc') });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const headers = { authorization: `Bearer ${token}` };
  const list = (await (
    await request.get('/api/responses?companyId=2&standardId=1&period=2025', { headers })
  ).json()) as { data: Array<{ id: number; status: string }> };
  const esg = list.data.find((r) => r.status === 'in_progress')!;
  const base = `/api/responses/${esg.id}/values/${METRIC}`;
  const history = (await (await request.get(`${base}/history`, { headers })).json()) as {
    data: Array<{ after: { value: number } }>;
  };
  const original = history.data.at(-1)!.after.value;
  const put = async (value: number) =>
    expect((await request.put(base, { headers, data: { value } })).status()).toBe(200);
  const attach = async (name: string, mimeType: string, buffer: Buffer) =>
    expect(
      (
        await request.post(`${base}/evidence`, { headers, multipart: { files: { name, mimeType, buffer } } })
      ).status(),
    ).toBe(201);
  const uncite = async () => {
    const data = (await (await request.get(`/api/responses/${esg.id}/citations`, { headers })).json()) as {
      data: { citations: Array<{ citationId: string | null; metricCode: string }> };
    };
    for (const c of data.data.citations)
      if (c.citationId && c.metricCode === METRIC)
        await request.delete(`${base}/citations/${c.citationId}`, { headers });
  };
  return { responseId: esg.id, original, put, attach, uncite };
}

async function questionnaireField(page: Page) {
  const field = page.locator(`[data-metric="${METRIC}"]`);
  if (!(await field.isVisible())) {
    await page
      .getByRole('navigation', { name: 'Required answered' })
      .getByRole('button', { name: /^EDCI core metrics/ })
      .first()
      .click();
  }
  await expect(field).toBeVisible();
  return field;
}

test.describe('evidence per value, opened at its page (issue 27)', () => {
  test.setTimeout(180_000);
  test.use({ viewport: { width: 1440, height: 1000 }, actionTimeout: 30_000 });

  test('the company says where the value is; the reviewer opens the page', async ({
    page,
    browser,
    request,
  }) => {
    const api = await companyApi(request);
    const raised = Math.round(api.original * 3);
    await api.put(raised);
    await api.attach(
      'annual-report-2025.pdf',
      'application/pdf',
      await pdfWithPages(['Energy use 2025', 'Scope 1 GHG emissions', `${QUOTE}: ${raised} tCO2e`]),
    );
    await api.attach(
      'site-data.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      await workbookWith({
        Emissions: [
          ['Source', 'tCO2e'],
          ['Scope 1', 787],
          ['Scope 2 (location)', raised],
        ],
      }),
    );
    try {
      // The company: where in the documents the value is read from.
      await signIn(page, 'pc', `/collect-data?responseId=${api.responseId}`);
      const field = await questionnaireField(page);
      await expect(
        field.getByRole('button', { name: 'annual-report-2025.pdf, the whole document', exact: true }),
      ).toBeVisible();
      await field.getByRole('button', { name: /^Show where .* is in a document$/ }).click();
      const form = page.getByRole('dialog', { name: 'Show where the value is' });
      await choose(form, 'Document', 'annual-report-2025.pdf');
      await form.getByRole('textbox', { name: 'Page' }).fill('4');
      await form.getByRole('button', { name: 'Save place' }).click();
      await expect(form.getByText('The document has 3 pages.')).toBeVisible();
      await form.getByRole('textbox', { name: 'Page' }).fill('3');
      await form.getByRole('textbox', { name: 'Quote' }).fill(`${QUOTE}: ${raised} tCO2e`);
      await shot(page, '01-cite-form-1440');
      await form.getByRole('button', { name: 'Save place' }).click();
      await expect(form).toBeHidden();
      await expect(
        field.getByRole('button', { name: 'annual-report-2025.pdf, page 3', exact: true }),
      ).toBeVisible();

      await field.getByRole('button', { name: /^Show where .* is in a document$/ }).click();
      await choose(form, 'Document', 'site-data.xlsx');
      await form.getByRole('textbox', { name: 'Cell' }).fill('Emissions!B3');
      await form.getByRole('button', { name: 'Save place' }).click();
      await expect(form).toBeHidden();
      const cell = field.getByRole('button', { name: 'site-data.xlsx, cell Emissions!B3', exact: true });
      await expect(cell).toBeVisible();
      await expect(field).toContainText(`“${raised}”`);
      await expectAccessible(page);
      await shot(page, '02-questionnaire-1440');

      // The GP: the flag on the quality page lists the documents, and the PDF opens at page 3.
      const gp = await signedInPage(browser, 'gp', { landing: '/data-quality?period=2025&companyId=2' });
      const flagRow = gp
        .getByRole('row')
        .filter({ hasText: 'Scope 2 GHG emissions, location-based' })
        .filter({ hasText: 'Change from last year' })
        .filter({ has: gp.getByRole('button', { name: 'annual-report-2025.pdf, page 3', exact: true }) });
      await expect(flagRow).toBeVisible();
      await shot(gp, '03-quality-page-1440', true);
      await flagRow.getByRole('button', { name: 'annual-report-2025.pdf, page 3', exact: true }).click();
      const viewer = gp.getByRole('dialog', { name: /^Evidence for Scope 2/ });
      await expect(viewer.getByTestId('evidence-quote')).toHaveText(`“${QUOTE}: ${raised} tCO2e”`);
      const frame = viewer.locator('iframe[title="annual-report-2025.pdf, page 3"]');
      await expect(frame).toHaveAttribute('src', /^blob:.+#page=3$/);
      // The frame is the browser's own PDF viewer (not reachable by the test; the screenshot shows page 3).
      await expectAccessible(gp);
      await shot(gp, '04-pdf-viewer-1440');
      await viewer.getByRole('button', { name: 'Close' }).click();

      // The review screen shows the documents beside the value; the workbook opens at its cell.
      await gp.goto(`/review-contributor-response?responseId=${api.responseId}`);
      const row = gp
        .getByRole('table', { name: 'Values to review' })
        .getByRole('row')
        .filter({ has: gp.getByRole('rowheader', { name: /^Scope 2 emissions/ }) })
        .first();
      await expect(
        row.getByRole('button', { name: 'annual-report-2025.pdf, page 3', exact: true }),
      ).toBeVisible();
      await row.getByRole('button', { name: 'site-data.xlsx, cell Emissions!B3', exact: true }).click();
      const sheet = gp.getByRole('table', { name: 'Sheet Emissions around cell B3' });
      await expect(sheet.locator('[data-cited]')).toHaveText(String(raised));
      await shot(gp, '05-workbook-viewer-1440');
      await gp.keyboard.press('Escape');
      await shot(gp, '06-review-1440', true);

      // On a phone: the list and the viewer fit.
      await gp.setViewportSize({ width: 390, height: 844 });
      await row
        .getByRole('button', { name: 'annual-report-2025.pdf, page 3', exact: true })
        .scrollIntoViewIfNeeded();
      await shot(gp, '07-review-390');
      await row.getByRole('button', { name: 'annual-report-2025.pdf, page 3', exact: true }).click();
      const phoneViewer = gp.getByRole('dialog', { name: /^Evidence for Scope 2/ });
      await expect(phoneViewer.locator('iframe')).toHaveAttribute('src', /#page=3$/);
      // The browser's viewer draws the page a moment after the frame is there (for the picture only).
      await gp.waitForTimeout(1_500);
      await shot(gp, '08-pdf-viewer-390');
      await phoneViewer.getByRole('button', { name: 'Close' }).click();
      await gp.goto('/data-quality?period=2025&companyId=2');
      await expect(
        gp.getByRole('button', { name: 'annual-report-2025.pdf, page 3', exact: true }).first(),
      ).toBeVisible();
      await gp
        .getByRole('button', { name: 'annual-report-2025.pdf, page 3' })
        .first()
        .scrollIntoViewIfNeeded();
      await shot(gp, '09-quality-page-390');
      await gp.context().close();

      // The company takes a place back: the document stays attached.
      await field.getByRole('button', { name: /^Stop citing site-data.xlsx, cell Emissions!B3/ }).click();
      await expect(cell).toBeHidden();
      await expect(
        field.getByRole('button', { name: 'site-data.xlsx, the whole document', exact: true }),
      ).toBeVisible();
    } finally {
      await api.uncite();
      await api.put(api.original);
    }
  });
});
