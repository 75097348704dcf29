import { demoUser, expect, logIn, test } from '../fixtures';
import { activeAccount } from '../support/accounts';
import { currentStep, totpForStep } from '../support/totp';
import { screenshot } from '../support/screenshots';

test.describe('two-factor authentication (TOTP)', () => {
  test('a user enrols from My Account, then logs in with a code and with a recovery code', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
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
    await screenshot(page, 'two-factor-enrolment.png');

    await page.getByLabel('Authentication Code').fill('12');
    await expect(page.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
    const enrolStep = currentStep();
    await page.getByLabel('Authentication Code').fill(totpForStep(secret, enrolStep));
    await page.getByRole('button', { name: 'Confirm' }).click();

    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes.first()).toBeVisible();
    const recoveryCodes = (await codes.allInnerTexts()).map((code) => code.trim());
    expect(recoveryCodes.length).toBeGreaterThan(0);
    await screenshot(page, 'two-factor-recovery-codes.png');
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
    await screenshot(page, 'two-factor-verify.png');

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

  test("the primary user requires two-factor for the company; a colleague's login goes to enrolment", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const switchName = 'Require two-factor authentication for everyone at Evergreen Capital Partners';
    try {
      await page.goto('/login');
      await logIn(page, demoUser('gp'));
      await page.getByRole('banner').getByRole('button', { name: 'Grace Parker' }).click();
      await page.getByRole('menuitem', { name: 'My Account' }).click();
      await expect(page).toHaveURL(/\/profile-settings$/);
      const requirement = page.getByRole('switch', { name: switchName });
      await expect(requirement).not.toBeChecked();

      const [put] = await Promise.all([
        page.waitForResponse(
          (r) => r.url().endsWith('/api/auth/2fa/policy/1') && r.request().method() === 'PUT',
        ),
        requirement.check(),
      ]);
      expect(put.status()).toBe(200);
      await expect(requirement).toBeChecked();
      await expect(page.getByRole('status')).toContainText('now needs two-factor authentication');
      await screenshot(page, 'two-factor-company-requirement.png');
      // Stored on the server: still on after a reload.
      await page.reload();
      await expect(page.getByRole('switch', { name: switchName })).toBeChecked();

      // A colleague without two-factor is sent to the enrolment after the password step.
      const colleague = await browser.newContext();
      try {
        const other = await colleague.newPage();
        await other.goto('/login');
        await other.getByLabel('Email', { exact: true }).fill(demoUser('coinvestor').email);
        await other.getByLabel('Password', { exact: true }).fill(demoUser('coinvestor').password);
        await other.getByRole('button', { name: 'Log in' }).click();
        await expect(other).toHaveURL(/\/two-fa-auth$/);
        await expect(
          other.getByText('Your company requires two-factor authentication. Set it up to continue.'),
        ).toBeVisible();
        await expect(other.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
        await screenshot(other, 'two-factor-required-enrolment.png');
      } finally {
        await colleague.close();
      }

      // A colleague who is not the primary user sees no switch.
      // (Checked while the requirement is off again, below, so that the colleague can log in.)
      await page.getByRole('switch', { name: switchName }).uncheck();
      await expect(page.getByRole('switch', { name: switchName })).not.toBeChecked();
      await expect(page.getByRole('status')).toContainText('now optional');

      const coinvestor = await browser.newContext();
      try {
        const other = await coinvestor.newPage();
        await other.goto('/login');
        await logIn(other, demoUser('coinvestor'));
        await expect(other).toHaveURL(/\/user-guide$/);
        await other.goto('/profile-settings');
        await expect(other.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
        await expect(other.getByRole('switch')).toHaveCount(0);
      } finally {
        await coinvestor.close();
      }
    } finally {
      // Whatever happened above, leave the demo company as it was (an admin may set any company's policy).
      const admin = await request.post('/api/auth/login', { data: demoUser('admin') });
      const { accessToken } = ((await admin.json()) as { data: { accessToken: string } }).data;
      const reset = await request.put('/api/auth/2fa/policy/1', {
        headers: { Authorization: `Bearer ${accessToken}`, 'X-Requested-With': 'XMLHttpRequest' },
        data: { required: false },
      });
      expect(reset.status()).toBe(200);
    }
  });

  test('/two-fa-auth without a pending login starts over at /login', async ({ page }) => {
    await page.goto('/two-fa-auth');
    await expect(page).toHaveURL(/\/login$/);
  });
});
