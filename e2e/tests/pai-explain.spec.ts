import type { APIRequestContext, Page } from '@playwright/test';
import { pdfWithPages } from '@esg/testing';
import { demoUser, expect, expectAccessible, signIn, test } from '../fixtures';
import { screenshot } from '../support/screenshots';

/*
 * "Explain this number" across hops (issue 27 item 7, ADR 0220). Northwind's SFDR 2024 values feed the PAI
 * figures; Evergreen reopens that period so Northwind can attach its annual report and cite page 3 for scope 1,
 * then it is published again (the figures never stop reading the publication). The GP clicks Explain on PAI 1
 * (T1-1a) of the PAI calculation, opens Northwind among the companies behind the figure, finds the scope 1 value
 * it used with its publication, and follows the document to page 3 in the evidence viewer. Meridian's LP finds
 * the same figure in its fund's look-through on the Fund Manager page (linked from Management) and explains it:
 * the document is named, not opened. Again at 390 px. Screenshots (with E2E_SCREENSHOTS=1): test-results/e2e/explain-*.png.
 */

const shot = (page: Page, name: string) => screenshot(page, `explain-${name}.png`);
/** A year with demo positions: the latest quarter end before today lies within the last 92 days. */
const YEAR = new Date(Date.now() - 92 * 86_400_000).getUTCFullYear();
const FILE = 'annual-report-2024.pdf';

async function api(request: APIRequestContext, who: 'gp' | 'pc') {
  const login = await request.post('/api/auth/login', { data: demoUser(who) });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  return { authorization: `Bearer ${token}` };
}

/** Northwind cites page 3 of its annual report for the scope 1 value the PAI figures read; the period is published again. */
async function citeNorthwindScope1(request: APIRequestContext): Promise<void> {
  const gp = await api(request, 'gp');
  const pc = await api(request, 'pc');
  const lineage = (await (
    await request.get(`/api/pai/funds/1/${YEAR}/indicators/T1-1a/lineage`, { headers: gp })
  ).json()) as {
    data: {
      companies: Array<{
        companyId: number;
        values: Array<{
          metricCode: string;
          evidence: unknown[];
          publication: { responseId: number } | null;
        }>;
      }>;
    };
  };
  const scope1 = lineage.data.companies
    .find((c) => c.companyId === 2)!
    .values.find((v) => v.metricCode === 'ghg.scope1')!;
  if (scope1.evidence.length > 0) return;
  const id = scope1.publication!.responseId;
  const ok = async (call: Promise<{ status: () => number; text: () => Promise<string> }>, what: string) => {
    const response = await call;
    expect(response.status(), `${what}: ${await response.text()}`).toBeLessThan(300);
  };
  await ok(
    request.post(`/api/responses/${id}/reopen`, {
      headers: gp,
      data: { reason: 'Attach the annual report' },
    }),
    'reopen',
  );
  const report = await pdfWithPages(['Annual report 2024', 'Energy use', 'Scope 1 GHG emissions, all sites']);
  const upload = await request.post(`/api/responses/${id}/values/ghg.scope1/evidence`, {
    headers: pc,
    multipart: { files: { name: FILE, mimeType: 'application/pdf', buffer: report } },
  });
  expect(upload.status()).toBe(201);
  const fileId = (
    (await upload.json()) as { data: { value: { evidence: Array<{ fileId: string }> } } }
  ).data.value.evidence.at(-1)!.fileId;
  await ok(
    request.post(`/api/responses/${id}/values/ghg.scope1/citations`, {
      headers: pc,
      data: { fileId, page: 3, quote: 'Scope 1 GHG emissions, all sites' },
    }),
    'cite',
  );
  await ok(request.post(`/api/responses/${id}/submit`, { headers: pc, data: {} }), 'submit');
  await ok(
    request.post(`/api/responses/${id}/review`, {
      headers: gp,
      data: { decisions: [{ metricCode: 'ghg.scope1', verdict: 'accepted' }] },
    }),
    'review',
  );
  await ok(request.post(`/api/responses/${id}/publish`, { headers: gp, data: {} }), 'publish');
}

async function openNorthwindScope1(page: Page) {
  const drawer = page.getByRole('dialog', { name: /^Explain: T1-1a/ });
  await expect(drawer.getByTestId('lineage-total')).toContainText('add up to');
  // The largest part opens first; Northwind is opened unless it is that one.
  const control = drawer.getByRole('button', { name: /Northwind Renewables/ });
  if ((await control.getAttribute('aria-expanded')) !== 'true') await control.click();
  const value = drawer
    .getByTestId('lineage-value')
    .filter({ hasText: 'Scope 1 GHG emissions' })
    .filter({ hasText: 'published by Northwind Renewables' });
  await expect(value).toBeVisible();
  return { drawer, value };
}

test.describe('Explain a PAI figure across hops (issue 27)', () => {
  test.setTimeout(180_000);
  test.use({ viewport: { width: 1440, height: 1000 }, actionTimeout: 30_000 });

  test('the GP follows PAI 1 to a company value and its evidence page; the LP explains it from its look-through', async ({
    page,
    request,
  }) => {
    await citeNorthwindScope1(request);
    await expect
      .poll(
        async () => {
          const gp = await api(request, 'gp');
          const body = (await (
            await request.get(`/api/pai/funds/1/${YEAR}/indicators/T1-1a/lineage`, { headers: gp })
          ).json()) as { data: { companies: Array<{ values: Array<{ evidence: unknown[] }> }> } };
          return body.data.companies.some((c) => c.values.some((v) => v.evidence.length > 0));
        },
        { timeout: 30_000 },
      )
      .toBe(true);

    await signIn(page, 'gp', `/viewPaiCalculation?year=${YEAR}`);
    const table = page.getByRole('table', { name: `PAI indicators ${YEAR}` });
    await table.getByRole('button', { name: /^Explain T1-1a/ }).click();
    const { drawer, value } = await openNorthwindScope1(page);
    await expect(drawer.getByText(/^The figure is the average of \d quarter-end figures/)).toBeVisible();
    await expect(drawer.getByRole('region', { name: 'Formula and reference data' })).toContainText(
      'Delegated Regulation (EU) 2022/1288',
    );
    // Words, not the product's codes: the formula names the enterprise value rather than its metric code.
    await expect(drawer.getByRole('region', { name: 'Formula and reference data' })).not.toContainText(
      'company.evic',
    );
    await shot(page, '01-gp-drawer-1440');
    await expectAccessible(page);
    await value.getByRole('button', { name: `${FILE}, page 3` }).click();
    const viewer = page.getByRole('dialog', { name: 'Evidence for Scope 1 GHG emissions' });
    await expect(viewer.getByText(`${FILE}, page 3`)).toBeVisible();
    await expect(viewer.getByTestId('evidence-quote')).toContainText('Scope 1 GHG emissions, all sites');
    await expect(viewer.locator(`iframe[title="${FILE}, page 3"]`)).toHaveAttribute('src', /#page=3$/);
    await shot(page, '02-gp-evidence-1440');
    await viewer.getByRole('button', { name: 'Close' }).click();

    // At 390 px the drawer takes the screen and the company's value stays readable.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(value).toBeVisible();
    await shot(page, '03-gp-drawer-390');
    await page.keyboard.press('Escape');

    // The LP: its fund's look-through lists Evergreen's funds; PAI 1 of Growth Fund I explains itself.
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signIn(page, 'lp', '/management');
    await page.getByRole('link', { name: 'Look-through of your funds' }).click();
    await expect(page).toHaveURL(/\/fundManager/);
    const look = page.getByRole('region', { name: 'Look-through of Meridian Private Markets Programme' });
    const growth = look.getByRole('table', {
      name: `PAI figures of Evergreen Sustainable Growth Fund I ${YEAR}`,
    });
    await growth.getByRole('button', { name: /^Explain T1-1a/ }).click();
    const lp = await openNorthwindScope1(page);
    await expect(lp.value).toContainText(`Documented in ${FILE}, page 3`);
    await expect(lp.value.getByRole('button', { name: `${FILE}, page 3` })).toHaveCount(0);
    await expect(lp.drawer.getByText(/stay with the company and its manager/).first()).toBeVisible();
    await shot(page, '04-lp-drawer-1440');
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(lp.value).toBeVisible();
    await shot(page, '05-lp-drawer-390');
  });
});
