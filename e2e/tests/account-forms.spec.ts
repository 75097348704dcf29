import { randomUUID } from 'node:crypto';
import { demoUser, expect, test, signIn } from '../fixtures';
import { activeAccount } from '../support/accounts';
import { linkIn, waitForMail } from '../support/mailbox';
import { screenshot } from '../support/screenshots';

test.describe('account forms (spec 5)', () => {
  test('register-company validates eagerly with labelled fields and confirms the registration', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Register your company' }).click();
    await expect(page).toHaveURL(/\/register-company$/);
    await expect(page).toHaveTitle('Register Company · ESG Platform');

    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('This field is required')).toHaveCount(4);
    await page.getByLabel('Company Name').fill('Fresh Capital');
    await expect(page.getByText('This field is required')).toHaveCount(3);
    await page.getByRole('radio', { name: 'Limited Partner (LP)' }).check();
    await page.getByLabel('Contact Name').fill('Fay Fresh');
    await page.getByLabel('Email').fill('not-an-email');
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await page.getByLabel('Email').fill(`fresh-${randomUUID().slice(0, 8)}@e2e.test`);
    await screenshot(page, 'register-company.png');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('status')).toContainText('Check your e-mail');
  });

  test('recover-password answers the same for any e-mail, and its link sets a new password', async ({
    page,
    request,
  }) => {
    const account = await activeAccount(request, 'gp');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/recover-password$/);
    // The URL changes before the route's chunk has rendered: fill the recovery form, not the login's.
    await expect(page.getByRole('heading', { name: 'Recover Password' })).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account exists');

    const link = linkIn(await waitForMail(account.email, /reset/i), '/recover-password');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a New Password' })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await expect(page.getByText('Your password must be at least 6 characters long.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('recovered-password');
    await page.getByLabel('Confirm Password').fill('recovered-password');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('status')).toBeVisible();

    // The link worked once; a second use is refused with the server's message.
    await page.goto(link);
    await page.getByLabel('Password', { exact: true }).fill('another-password');
    await page.getByLabel('Confirm Password').fill('another-password');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('alert')).toContainText('already been used');
  });

  test('change-password checks the current password and the confirmation', async ({ page, request }) => {
    const account = await activeAccount(request, 'lp');
    await signIn(page, account);
    const modal = page.getByRole('dialog', { name: 'Data Collection' });
    await modal.getByRole('checkbox', { name: 'ESG', exact: true }).check();
    await modal.getByRole('radio', { name: 'Annually' }).check();
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(modal).toBeHidden();

    await page.goto('/profile-settings');
    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/change-password$/);
    await page.getByLabel('Current Password').fill('wrong-password');
    await page.getByLabel('New Password', { exact: true }).fill('changed-password');
    await page.getByLabel('Confirm New Password').fill('changed-passwor');
    await expect(page.getByText('Your password do not match!')).toBeVisible();
    await page.getByLabel('Confirm New Password').fill('changed-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('alert')).toBeVisible();

    await page.getByLabel('Current Password').fill(account.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await screenshot(page, 'change-password.png');
  });

  test('edit-profile validates the name, saves it and shows the new name everywhere', async ({
    page,
    request,
  }) => {
    const account = await activeAccount(request, 'gp');
    await signIn(page, account);
    const modal = page.getByRole('dialog', { name: 'Data Collection' });
    await modal.getByRole('checkbox', { name: 'ESG', exact: true }).check();
    await modal.getByRole('radio', { name: 'Annually' }).check();
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(modal).toBeHidden();

    await page.goto('/profile-settings');
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await expect(page).toHaveURL(/\/edit-profile$/);
    await expect(page).toHaveTitle('Edit Profile · ESG Platform');
    const name = page.getByLabel('Name', { exact: true });
    await expect(name).toHaveValue(account.contactName);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);

    await name.fill('   ');
    await expect(page.getByText('This field is required')).toBeVisible();
    await name.fill('x'.repeat(101));
    await expect(page.getByText('Your name must be at most 100 characters long.')).toBeVisible();

    const renamed = `Renamed ${account.contactName}`;
    await name.fill(`  ${renamed}  `);
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/user/me') && r.request().method() === 'PATCH'),
      page.getByRole('button', { name: 'Save' }).click(),
    ]);
    expect(saved.status()).toBe(200);
    expect(saved.request().postDataJSON()).toEqual({ name: renamed });
    await expect(page.getByRole('status')).toHaveText('Your profile has been saved.');
    await screenshot(page, 'edit-profile.png');

    // The top bar, the profile and My Account show the new name, also after a reload.
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: renamed })).toBeVisible();
    await page.goto('/profile');
    await expect(page.locator('dd').filter({ hasText: renamed })).toBeVisible();
    await page.reload();
    await expect(page.locator('dd').filter({ hasText: renamed })).toBeVisible();
    await expect(banner.getByRole('button', { name: renamed })).toBeVisible();
    await page.goto('/profile-settings');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(renamed);
  });

  test('logout with unsaved edits asks first', async ({ page }) => {
    const user = await signIn(page, 'gp', '/change-password');
    await page.getByLabel('Current Password').fill('something');

    await page.getByRole('banner').getByRole('button', { name: user.name }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const prompt = page.getByRole('dialog', { name: 'Logout without saving data?' });
    await expect(prompt).toBeVisible();
    await screenshot(page, 'logout-unsaved.png');
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/change-password$/);

    await page.getByRole('banner').getByRole('button', { name: user.name }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await prompt.getByRole('button', { name: 'Logout anyway' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the top bar shows Give Feedback, and Back To Admin while an admin visits a workplace', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Give Feedback' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Back To Admin' })).toBeHidden();

    // Visit company 1's workplace (the screen that starts a visit comes with company management).
    const visit = await page.request.post('/api/auth/login', { data: demoUser('admin') });
    const { accessToken } = ((await visit.json()) as { data: { accessToken: string } }).data;
    const patched = await page.request.patch('/api/user/1', {
      headers: { Authorization: `Bearer ${accessToken}`, 'X-Requested-With': 'XMLHttpRequest' },
      data: { companyId: 1 },
    });
    expect(patched.status()).toBe(200);
    await page.reload();

    await expect(banner.getByRole('button', { name: 'Back To Admin' })).toBeVisible();
    // The visited GP company's menu: its Data menu stays hidden for the admin role, Analysis shows.
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Analysis' }),
    ).toBeVisible();
    await screenshot(page, 'admin-visiting.png');
    await banner.getByRole('button', { name: 'Back To Admin' }).click();
    await expect(banner.getByRole('button', { name: 'Back To Admin' })).toBeHidden();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Analysis' }),
    ).toBeHidden();
  });
});
