import type { APIRequestContext, Page } from '@playwright/test';
import { ESG_ANSWERS } from '@esg/testing';
import { demoUser, expect, expectAccessible, signIn, test } from '../fixtures';
import { PHONE } from '../support/phone-fit';
import { screenshot } from '../support/screenshots';

/*
 * Risk-based pre-approval and the bulk acceptance in Chromium (issue 27 items 5 and 4, ADRs 0186-0187):
 * Evergreen's GP turns "Approve unflagged values automatically" on in the quality settings (20 %), Northwind
 * submits its ESG 2019 values (no earlier year, no peers: nothing flagged), and the review screen shows which
 * values were approved automatically and why, and which were drawn for the GP's check; "Accept unflagged"
 * asks for the number and accepts them, and the response is accepted. The setting is put back afterwards
 * (tests of this worker share the app).
 * Screenshots (with E2E_SCREENSHOTS=1): test-results/e2e/pre-approval-*.png.
 */

const shot = (page: Page, name: string, fullPage = false) =>
  screenshot(page, `pre-approval-${name}.png`, { fullPage });

async function api(request: APIRequestContext, who: 'gp' | 'pc') {
  const login = await request.post('/api/auth/login', { data: demoUser(who) });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  return { authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' };
}

test.describe('risk-based pre-approval (issue 27)', () => {
  test.setTimeout(180_000);
  test.use({ viewport: { width: 1440, height: 1000 }, actionTimeout: 30_000 });

  test('a GP turns it on, a submission is approved in part on its own, the rest is accepted in bulk', async ({
    page,
    request,
  }) => {
    const gp = await api(request, 'gp');
    const before = (
      (await (await request.get('/api/quality/settings', { headers: gp })).json()) as {
        data: { custom: boolean; thresholds: unknown; preApproval: unknown };
      }
    ).data;
    try {
      await signIn(page, 'gp', '/data-quality');
      await page.getByRole('button', { name: 'Thresholds' }).click();
      const dialog = page.getByRole('dialog', { name: 'Quality thresholds' });
      const share = dialog.getByRole('textbox', { name: 'Share checked by a person' });
      await expect(share).toBeDisabled();
      await dialog.getByRole('switch', { name: 'Approve unflagged values automatically' }).check();
      await share.fill('0');
      await dialog.getByRole('button', { name: 'Save thresholds' }).click();
      await expect(dialog.getByText('Give a whole percentage from 1 to 100.')).toBeVisible();
      await share.fill('20');
      await shot(page, '01-setting-1440');
      await dialog.getByRole('button', { name: 'Save thresholds' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Automatic approval saved')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Thresholds' })).toContainText(
        'automatic approval on, 20 % checked by a person',
      );

      // Northwind hands in its ESG 2019 values.
      const created = await request.post('/api/responses', {
        headers: gp,
        data: { companyId: 2, standardId: 1, period: '2019', dueDate: '2020-03-31' },
      });
      expect(created.status()).toBe(201);
      const id = ((await created.json()) as { data: { id: number } }).data.id;
      const pc = await api(request, 'pc');
      for (const [code, body] of Object.entries(ESG_ANSWERS))
        expect(
          (await request.put(`/api/responses/${id}/values/${code}`, { headers: pc, data: body })).status(),
        ).toBe(200);
      expect((await request.post(`/api/responses/${id}/submit`, { headers: pc, data: {} })).status()).toBe(
        200,
      );

      await page.goto(`/review-contributor-response?responseId=${id}`);
      const summary = page.getByText(/^Automatic approval when the company submitted:/);
      await expect(summary).toBeVisible();
      const [, approved, drawn] =
        /: (\d+) values? approved automatically, (\d+) drawn for your check, 0 held by a flag\./.exec(
          (await summary.textContent()) ?? '',
        )!;
      // ⌈n × 20 %⌉ of the n unflagged values are drawn for a person.
      const n = Number(approved) + Number(drawn);
      expect(Number(drawn)).toBe(Math.ceil((n * 20) / 100));
      const table = page.getByRole('table', { name: 'Values to review' });
      await expect(table.getByText('Approved automatically', { exact: true })).toHaveCount(Number(approved));
      await expect(
        table.getByText(/^No open quality flag, and not drawn in the 20 % sample a person checks/).first(),
      ).toBeVisible();
      await expect(table.getByText('Drawn for your check', { exact: true })).toHaveCount(Number(drawn));
      await shot(page, '02-review-1440');
      await expectAccessible(page);

      await page.getByRole('button', { name: `Accept unflagged (${drawn})` }).click();
      const confirm = page.getByRole('dialog', {
        name: `Accept ${drawn} unflagged value${drawn === '1' ? '' : 's'}?`,
      });
      await expect(confirm).toContainText('Flagged values keep waiting for you');
      await shot(page, '03-confirm-1440');
      await confirm.getByRole('button', { name: `Accept ${drawn}` }).click();
      await expect(
        page.getByText(
          `${drawn} unflagged value${drawn === '1' ? '' : 's'} accepted; the response is now accepted`,
        ),
      ).toBeVisible();
      await expect(page.getByText('Every value is accepted')).toBeVisible();
      await expect(table.getByText('Drawn for your check', { exact: true })).toHaveCount(0);

      await page.setViewportSize(PHONE);
      await expect(page.getByText(/^Automatic approval when the company submitted:/)).toBeVisible();
      await shot(page, '04-review-390', true);
    } finally {
      const { custom, thresholds, preApproval } = before;
      await request.put('/api/quality/settings', {
        headers: gp,
        data: { thresholds: custom ? thresholds : null, preApproval },
      });
    }
  });
});
