import type { APIRequestContext } from '@playwright/test';
import { pdfWithPages } from '@esg/testing';
import { demoUser, expect, signIn, test } from '../fixtures';
import { screenshot } from '../support/screenshots';

/*
 * Removing an evidence document (issue 27 item 3, ADR 0214): Northwind's user attaches two PDFs to its ESG
 * 2025 scope 2 value and cites one at page 2. In the questionnaire, removing the cited one lists the value it
 * backs with its page and says the value stays but loses this evidence; removing the other asks plainly. Both
 * are gone afterwards. Screenshots (with E2E_SCREENSHOTS=1): test-results/e2e/evidence-removal-*.png.
 */

const METRIC = 'ghg.scope2_location';
const CITED = 'removal-check-report.pdf';
const PLAIN = 'removal-check-notes.pdf';

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
  const files = async () =>
    (
      (await (await request.get(`/api/responses/${esg.id}/citations`, { headers })).json()) as {
        data: { files: Array<{ fileId: string; fileName: string }> };
      }
    ).data.files;
  const attach = async (name: string) => {
    const res = await request.post(`${base}/evidence`, {
      headers,
      multipart: {
        files: {
          name,
          mimeType: 'application/pdf',
          buffer: await pdfWithPages(['Summary', 'Scope 2: 5,000 t']),
        },
      },
    });
    expect(res.status()).toBe(201);
    return (await files()).find((f) => f.fileName === name)!.fileId;
  };
  const cite = async (fileId: string, page: number) =>
    expect((await request.post(`${base}/citations`, { headers, data: { fileId, page } })).status()).toBe(201);
  /** Whatever a failed run left behind goes. */
  const cleanUp = async () => {
    for (const f of await files())
      if (f.fileName === CITED || f.fileName === PLAIN)
        await request.delete(`/api/responses/${esg.id}/evidence/${f.fileId}?citations=remove`, { headers });
  };
  return { responseId: esg.id, attach, cite, files, cleanUp };
}

test.describe('removing an evidence document (issue 27)', () => {
  test.setTimeout(120_000);
  test.use({ viewport: { width: 1440, height: 1000 }, actionTimeout: 30_000 });

  test('the dialog lists the values a document backs; a document backing nothing asks plainly', async ({
    page,
    request,
  }) => {
    const api = await companyApi(request);
    await api.cleanUp();
    const cited = await api.attach(CITED);
    await api.attach(PLAIN);
    await api.cite(cited, 2);
    try {
      await signIn(page, 'pc', `/collect-data?responseId=${api.responseId}`);
      const field = page.locator(`[data-metric="${METRIC}"]`);
      if (!(await field.isVisible()))
        await page
          .getByRole('navigation', { name: 'Required answered' })
          .getByRole('button', { name: /^EDCI core metrics/ })
          .first()
          .click();
      await expect(field).toBeVisible();

      await field.scrollIntoViewIfNeeded();
      await screenshot(page, 'evidence-removal-00-field.png');
      await field.getByRole('button', { name: `Remove ${CITED}` }).click();
      const dialog = page.getByRole('dialog', { name: `Remove ${CITED}?` });
      await expect(dialog.getByText('This document backs 1 value:')).toBeVisible();
      await expect(
        dialog.getByRole('list', { name: 'Values this document backs' }).getByRole('listitem'),
      ).toHaveText([/scope 2.*, page 2$/i]);
      await expect(dialog.getByText(/It keeps its value but loses this evidence\./)).toBeVisible();
      await screenshot(page, 'evidence-removal-01-backs-values.png');
      await dialog.getByRole('button', { name: 'Remove document and its citations' }).click();
      await expect(dialog).toBeHidden();
      await expect(field.getByRole('button', { name: `Remove ${CITED}` })).toHaveCount(0);

      // The plain confirmation, on a phone.
      await page.setViewportSize({ width: 390, height: 844 });
      await field.getByRole('button', { name: `Remove ${PLAIN}` }).click();
      const plain = page.getByRole('dialog', { name: `Remove ${PLAIN}?` });
      await expect(plain.getByText('It backs no value.', { exact: false })).toBeVisible();
      await screenshot(page, 'evidence-removal-02-plain-390.png');
      await plain.getByRole('button', { name: 'Remove document', exact: true }).click();
      await expect(plain).toBeHidden();
      await expect(field.getByRole('button', { name: `Remove ${PLAIN}` })).toHaveCount(0);
      expect((await api.files()).map((f) => f.fileName)).not.toEqual(expect.arrayContaining([CITED]));
      expect((await api.files()).map((f) => f.fileName)).not.toEqual(expect.arrayContaining([PLAIN]));
    } finally {
      await api.cleanUp();
    }
  });
});
