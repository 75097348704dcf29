import type { Page } from '@playwright/test';
import { demoUser, expect, test, signIn } from '../fixtures';
import { toast } from '../support/ui';
import { screenshotWidths } from '../support/screenshots';

/*
 * Release logs (issue 13, docs/release-logs.md): the platform admin writes a release for general
 * partners, saves it as a draft and publishes it; a GP's open page shows the banner at once, which
 * leads to the release notes; a portfolio company sees neither. Screens at 1440 and 390 px in
 * test-results/e2e/release-logs-*.png.
 */

const shots = (page: Page, name: string) => screenshotWidths(page, `release-logs-${name}`);

test.describe('release logs (issue 13)', () => {
  test.setTimeout(120_000);
  test.use({ viewport: { width: 1280, height: 900 }, actionTimeout: 30_000 });

  test('the admin publishes a release for GPs: the banner reaches an open GP page, not a portfolio company', async ({
    browser,
    baseURL,
  }) => {
    const version = `8.${Date.now() % 100000}`;
    const title = 'Fund positions per quarter';

    const gpPage = await browser.newPage();
    await signIn(gpPage, 'gp');
    await expect(gpPage.getByRole('heading', { level: 1, name: 'User Guide' })).toBeVisible();

    const admin = await browser.newPage();
    await signIn(admin, 'admin');
    // A request context of the admin's own, to clean up whatever happens.
    const api = await browser.newContext({ baseURL });
    const login = await api.request.post('/api/auth/login', { data: demoUser('admin') });
    const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
    const headers = { Authorization: `Bearer ${accessToken}`, 'X-Requested-With': 'XMLHttpRequest' };
    try {
      await admin
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Log Release' })
        .click();
      await expect(admin.getByRole('heading', { level: 1, name: 'Release Logs' })).toBeVisible();
      await admin.getByRole('link', { name: 'Add release log' }).first().click();
      await expect(admin.getByRole('heading', { level: 1, name: 'Add Release Log' })).toBeVisible();

      // Bad input stays in the form with the field's message.
      await admin.getByLabel('Version').fill('next');
      await admin.getByRole('button', { name: 'Save draft' }).click();
      await expect(admin.getByText('Give a version such as 2.4 or 2.4.1')).toBeVisible();
      await expect(admin.getByText('This field is required').first()).toBeVisible();

      await admin.getByLabel('Version').fill(version);
      await admin.getByLabel('Title').fill(title);
      await admin.getByRole('checkbox', { name: 'General partners' }).check();
      await expect(admin.getByRole('checkbox', { name: 'Everyone' })).not.toBeChecked();
      await admin
        .getByLabel('Notes')
        .fill(
          'Funds now keep their positions per quarter end.\n- Current value and outstanding amount\n- Excel export',
        );
      const preview = admin.getByLabel('Preview');
      await expect(preview.getByRole('listitem')).toHaveCount(2);
      await shots(admin, '01-add');
      await admin.getByRole('button', { name: 'Save draft' }).click();
      await toast(admin, `Draft of release ${version} saved`);

      const row = admin
        .getByRole('table', { name: 'Release logs' })
        .getByRole('row', { name: new RegExp(version) });
      await expect(row).toContainText('Draft');
      await expect(row).toContainText('General partners');
      await expect(gpPage.getByText(`Release ${version} is out`)).toBeHidden();

      await row.getByRole('button', { name: `Actions for release ${version}` }).click();
      await admin.getByRole('menuitem', { name: 'Publish' }).click();
      await admin.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
      await toast(admin, `Release ${version} published`);
      await expect(row).toContainText('Published');
      await shots(admin, '02-admin-list');

      // No reload: the socket's announcement change refreshes the GP's banner.
      const banner = gpPage
        .getByRole('region', { name: 'Announcements' })
        .getByRole('status')
        .filter({ hasText: `Release ${version} is out: ${title}.` });
      await expect(banner).toBeVisible();
      await shots(gpPage, '03-banner');
      await banner.getByRole('link', { name: 'Read the release notes' }).click();
      await expect(gpPage.getByRole('heading', { level: 1, name: 'Release Notes' })).toBeVisible();
      const note = gpPage.getByRole('article', { name: title });
      await expect(note).toContainText(version);
      await expect(note).toContainText('Excel export');
      await expect(banner).toBeHidden();
      await shots(gpPage, '04-user-notes');

      // A portfolio company is not in the audience.
      const pcContext = await browser.newContext({ baseURL });
      const pcPage = await pcContext.newPage();
      await signIn(pcPage, 'pc', '/user-release-logs');
      await expect(pcPage.getByRole('heading', { level: 1, name: 'Release Notes' })).toBeVisible();
      await expect(pcPage.getByRole('article', { name: title })).toHaveCount(0);
      await expect(pcPage.getByText(`Release ${version} is out`)).toBeHidden();
      await pcContext.close();

      // The admin deletes it: the other browser tests' screens carry no banner.
      await row.getByRole('button', { name: `Actions for release ${version}` }).click();
      await admin.getByRole('menuitem', { name: 'Delete' }).click();
      await admin.getByRole('dialog').getByRole('button', { name: 'Delete release log' }).click();
      await toast(admin, `Release ${version} deleted`);
    } finally {
      const all = await api.request.get('/api/release-logs?all=true', { headers });
      const left = ((await all.json()) as { data: Array<{ id: string; version: string }> }).data;
      for (const log of left.filter((l) => l.version === version))
        await api.request.delete(`/api/release-logs/${log.id}`, { headers });
      await api.close();
      await admin.close();
      await gpPage.close();
    }
  });
});
