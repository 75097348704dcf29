import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { expect, expectAccessible, signIn, signedInPage, test } from '../fixtures';
import { invitationLink } from '../support/accounts';
import { PHONE, misfits, resizeTo } from '../support/phone-fit';
import { screenshot } from '../support/screenshots';
import { choose } from '../support/ui';

/*
 * The assurance pack and the auditor (issue 27 item 6, docs/assurance.md). Evergreen's GP downloads the pack
 * of Fund I for 2025 from the PAI report (the zip holds the README and the PAI calculations), invites an
 * auditor for that fund and period from the access manager; the auditor sets a password, signs in, sees only
 * their page (the scope, the end date, the download) and is sent back to it from any other route; the GP
 * reads the auditor's requests in the access log. At 1440 and 390 px. Screenshots (E2E_SCREENSHOTS=1):
 * test-results/e2e/assurance-*.png.
 */

const shot = (page: Page, name: string, fullPage = true) =>
  screenshot(page, `assurance-${name}.png`, { fullPage });

async function packOf(page: Page, button: RegExp): Promise<Record<string, Uint8Array>> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('assurance-pack-fund-1-2025.zip');
  return unzipSync(new Uint8Array(readFileSync(await download.path())));
}

test.describe('assurance pack and auditor (issue 27)', () => {
  test.setTimeout(180_000);
  test.use({ viewport: { width: 1440, height: 1000 }, actionTimeout: 30_000 });

  test('the GP downloads a pack and invites an auditor, who sees only their pack; the GP reads the access log', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'gp', '/pai-published-report?year=2025&fundId=1');
    const pack = await packOf(
      page,
      /^Download the assurance pack of Evergreen Sustainable Growth Fund I for 2025$/,
    );
    expect(strFromU8(pack['README.txt'])).toContain(
      'ASSURANCE PACK: Evergreen Sustainable Growth Fund I, 2025',
    );
    expect(Object.keys(pack)).toEqual(
      expect.arrayContaining(['values.csv', 'calculations/pai-inputs.csv', 'audit-log.csv']),
    );
    await shot(page, '01-pai-report-1440', false);

    // The GP invites an auditor for Fund I, 2025.
    const email = `auditor-${Date.now()}@assurance.example`;
    await page.goto('/access-manager');
    await page.getByRole('tab', { name: 'Auditors' }).click();
    await page.getByRole('button', { name: 'Invite auditor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite auditor' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Alex Auditor');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await choose(dialog, 'Fund', 'Evergreen Sustainable Growth Fund I');
    await dialog.getByRole('textbox', { name: 'Period' }).fill('2025');
    await shot(page, '02-invite-1440', false);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Evergreen Sustainable Growth Fund I, 2025');

    // The auditor sets a password from the mail and signs in: one page, their pack.
    const token = new URL(await invitationLink(email), 'http://x').searchParams.get('token');
    const password = 'audit-password-1';
    const set = await page.request.post('/api/auth/set-password', {
      data: { token, password, confirmPassword: password },
    });
    expect(set.status()).toBe(200);
    const auditor = await signedInPage(
      browser,
      { email, password },
      { viewport: { width: 1440, height: 1000 }, landing: '/user-guide' },
    );
    await expect(auditor).toHaveURL(/\/assurance$/);
    await expect(
      auditor.getByRole('heading', { name: 'Evergreen Sustainable Growth Fund I, 2025' }),
    ).toBeVisible();
    await expect(auditor.getByRole('navigation').getByRole('link')).toHaveText(['Assurance']);
    const own = await packOf(
      auditor,
      /^Download the assurance pack of Evergreen Sustainable Growth Fund I for 2025$/,
    );
    expect(Object.keys(own).sort()).toEqual(Object.keys(pack).sort());
    await shot(auditor, '03-auditor-1440');
    await expectAccessible(auditor);
    await auditor.goto('/fundManager');
    await expect(auditor).toHaveURL(/\/assurance$/);
    await resizeTo(auditor, PHONE);
    await expect(
      auditor.getByRole('heading', { name: 'Evergreen Sustainable Growth Fund I, 2025' }),
    ).toBeVisible();
    expect(await misfits(auditor)).toEqual([]);
    await shot(auditor, '04-auditor-390');
    await auditor.context().close();

    // The GP reads what the auditor asked for.
    await page.reload();
    await page.getByRole('tab', { name: 'Auditors' }).click();
    await page.getByRole('button', { name: 'Access log of Alex Auditor' }).first().click();
    const log = page.getByRole('dialog', { name: 'Access log of Alex Auditor' });
    await expect(log.getByRole('table')).toContainText('Downloaded the assurance pack');
    // The auditor's screens ask for nothing outside their access: the log has no refusal.
    await expect(log.getByRole('table')).not.toContainText('Refused');
    await shot(page, '05-access-log-1440', false);
    await expectAccessible(page);
    await resizeTo(page, PHONE);
    expect(await misfits(page)).toEqual([]);
    await shot(page, '06-access-log-390', false);
  });
});
