import type { Page } from '@playwright/test';
import { demoUser, expect, test, signIn } from '../fixtures';
import { toast, typeDate } from '../support/ui';
import { screenshotWidths } from '../support/screenshots';

/*
 * Contracts (issue 13, docs/contracts.md): the contract-manager admin finds Helios Foods in the
 * Contract Manager and ends its contract; Helios' contributor then sees the read-only banner on every
 * page and the reason on /contract-information. The contract is restored afterwards (the later tests
 * of the worker share its app). Screens at 1440 and 390 px in test-results/e2e/contracts-*.png.
 */

const shots = (page: Page, name: string) => screenshotWidths(page, `contracts-${name}`);

const HELIOS = 4;

test.describe('contracts (issue 13)', () => {
  test.setTimeout(120_000);
  test.use({ viewport: { width: 1280, height: 900 }, actionTimeout: 30_000 });

  test('the admin ends a contract: the company’s workplace turns read-only with a banner', async ({
    browser,
    baseURL,
  }) => {
    const api = await browser.newContext({ baseURL });
    const login = await api.request.post('/api/auth/login', { data: demoUser('admin') });
    const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
    const headers = { Authorization: `Bearer ${accessToken}`, 'X-Requested-With': 'XMLHttpRequest' };
    const before = (
      (await (await api.request.get(`/api/contracts/${HELIOS}`, { headers })).json()) as {
        data: {
          contractType: string;
          startDate: string | null;
          endDate: string | null;
          limits: object;
          standards: Array<{ id: number }>;
        };
      }
    ).data;

    const admin = await browser.newPage();
    try {
      await signIn(admin, 'admin');
      await admin
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Contract Manager' })
        .click();
      await expect(admin.getByRole('heading', { level: 1, name: 'Contract Manager' })).toBeVisible();
      const table = admin.getByRole('table', { name: 'Contracts' });
      await expect(table.getByRole('row', { name: /Evergreen Capital Partners/ })).toContainText('Paid');
      await shots(admin, '01-manager');

      await table.getByRole('button', { name: 'Edit the contract of Helios Foods' }).click();
      await expect(admin.getByRole('heading', { level: 1, name: 'Contract Form' })).toBeVisible();
      const form = admin.getByRole('form', { name: 'Contract of Helios Foods' });
      await typeDate(form, 'Start date', '2026-01-01');
      await typeDate(form, 'End date', '2025-12-31');
      await form.getByRole('button', { name: 'Save contract' }).click();
      await expect(form.getByText('The end date cannot be before the start date')).toBeVisible();
      await typeDate(form, 'Start date', '2025-01-01');
      await shots(admin, '02-form');
      await form.getByRole('button', { name: 'Save contract' }).click();
      await toast(admin, 'Contract of Helios Foods saved');
      await expect(admin.getByRole('heading', { level: 1, name: 'Contract Information' })).toBeVisible();
      await expect(admin.getByText('The workplace is read-only')).toBeVisible();
      await shots(admin, '03-information-admin');

      const contributor = await browser.newPage();
      await signIn(contributor, 'contributor');
      const banner = contributor.getByRole('note', { name: 'Contract ended' });
      await expect(banner).toContainText('The contract of Helios Foods ended on 31 Dec 2025');
      await shots(contributor, '04-banner');
      await banner.getByRole('link', { name: 'Contract information' }).click();
      await expect(
        contributor.getByRole('heading', { level: 1, name: 'Contract Information' }),
      ).toBeVisible();
      await expect(contributor.getByRole('link', { name: 'Edit contract' })).toHaveCount(0);
      await expect(contributor.getByRole('link', { name: 'Ask about your contract' })).toBeVisible();
      await shots(contributor, '05-information-user');
      await contributor.close();
    } finally {
      await api.request.put(`/api/contracts/${HELIOS}`, {
        headers,
        data: {
          contractType: before.contractType,
          startDate: before.startDate,
          endDate: before.endDate,
          limits: before.limits,
          standardIds: before.standards.map((s) => s.id),
        },
      });
      await api.close();
      await admin.close();
    }
  });

  test('a contract that lists standards governs its portfolio: the screens say which standards may be collected', async ({
    browser,
    baseURL,
    page,
  }) => {
    const EVERGREEN = 1;
    const api = await browser.newContext({ baseURL });
    const login = await api.request.post('/api/auth/login', { data: demoUser('admin') });
    const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
    const headers = { Authorization: `Bearer ${accessToken}`, 'X-Requested-With': 'XMLHttpRequest' };
    const before = (
      (await (await api.request.get(`/api/contracts/${EVERGREEN}`, { headers })).json()) as {
        data: {
          contractType: string;
          startDate: string | null;
          endDate: string | null;
          limits: object;
          standards: Array<{ id: number }>;
        };
      }
    ).data;
    const save = (standardIds: number[]) =>
      api.request.put(`/api/contracts/${EVERGREEN}`, {
        headers,
        data: {
          contractType: before.contractType,
          startDate: before.startDate,
          endDate: before.endDate,
          limits: before.limits,
          standardIds,
        },
      });
    try {
      expect((await save([1, 8])).status()).toBe(200);
      await signIn(page, 'pc', '/contract-information');
      await expect(page.getByRole('heading', { level: 1, name: 'Contract Information' })).toBeVisible();
      await expect(
        page.getByText(
          'No standard is listed on this contract: Northwind Renewables works under the contract of Evergreen Capital Partners, which includes ESG and SFDR. Only those may be assigned and collected.',
        ),
      ).toBeVisible();
      await shots(page, '06-standards-portfolio');
    } finally {
      await save(before.standards.map((s) => s.id));
      await api.close();
    }
  });
});
