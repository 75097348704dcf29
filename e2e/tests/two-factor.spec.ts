import path from 'node:path';
import { expect, test } from '../fixtures';
import { RESULTS_DIR } from '../server-state';
import { activeAccount } from '../support/accounts';
import { currentStep, totpForStep } from '../support/totp';

test.describe('two-factor authentication (TOTP)', () => {
  test('a user enrols from My Account, then logs in with a code and with a recovery code', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const account = await activeAccount(request, 'gp');
    const logInWithPassword = async () => {
      await page.getByLabel('Email', { exact: true }).fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Log in' }).click();
    };

    await page.goto('/login');
    await logInWithPassword();
    // The new company has no reporting cycle yet: answer the modal first.
    const modal = page.getByRole('dialog', { name: 'Data Collection' });
    await modal.getByRole('checkbox', { name: 'ESG', exact: true }).check();
    await modal.getByRole('radio', { name: 'Annually' }).check();
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(modal).toBeHidden();

    // My Account from the account menu.
    await page.getByRole('banner').getByRole('button', { name: account.contactName }).click();
    await page.getByRole('menuitem', { name: 'My Account' }).click();
    await expect(page).toHaveURL(/\/profile-settings$/);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);
    await page.getByRole('button', { name: 'Enable two-factor authentication' }).click();

    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await page.getByLabel('Manual entry key').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.screenshot({ path: path.join(RESULTS_DIR, 'two-factor-enrolment.png') });

    await page.getByLabel('Authentication Code').fill('12');
    await expect(page.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
    const enrolStep = currentStep();
    await page.getByLabel('Authentication Code').fill(totpForStep(secret, enrolStep));
    await page.getByRole('button', { name: 'Confirm' }).click();

    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes.first()).toBeVisible();
    const recoveryCodes = (await codes.allInnerTexts()).map((code) => code.trim());
    expect(recoveryCodes.length).toBeGreaterThan(0);
    await page.screenshot({ path: path.join(RESULTS_DIR, 'two-factor-recovery-codes.png') });
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await expect(page.getByRole('button', { name: 'Disable two-factor authentication' })).toBeVisible();
    // Shown once: they are gone from the page.
    await expect(page.getByRole('list', { name: 'Recovery codes' })).toBeHidden();

    // Log out, then log in: the password step leads to /two-fa-auth.
    await page.getByRole('banner').getByRole('button', { name: account.contactName }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logInWithPassword();
    await expect(page).toHaveURL(/\/two-fa-auth$/);
    await expect(page).toHaveTitle('Two-Factor Authentication · ESG Platform');

    // A wrong code is refused with the server's message.
    await page.getByLabel('Authentication Code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.screenshot({ path: path.join(RESULTS_DIR, 'two-factor-verify.png') });

    // The code accepted at enrolment cannot be replayed; the next step's code is within the drift window.
    await page
      .getByLabel('Authentication Code')
      .fill(totpForStep(secret, Math.max(currentStep(), enrolStep + 1)));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/user-guide$/);
    await expect(page.getByRole('banner').getByRole('button', { name: account.contactName })).toBeVisible();

    // Recovery code instead of a code.
    await page.getByRole('banner').getByRole('button', { name: account.contactName }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logInWithPassword();
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery Code').fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/user-guide$/);
  });

  test('/two-fa-auth without a pending login starts over at /login', async ({ page }) => {
    await page.goto('/two-fa-auth');
    await expect(page).toHaveURL(/\/login$/);
  });
});
