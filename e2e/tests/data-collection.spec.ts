import { expect, test } from '../fixtures';
import { activeAccount, invitationLink, registerCompany } from '../support/accounts';
import { screenshot } from '../support/screenshots';

test.describe('the data collection modal of a new company (spec 2.5, 5)', () => {
  test('a new GP sets a password from the invitation, chooses standards and cycle, and lands on SFDR orientation', async ({
    page,
    request,
  }) => {
    const company = await registerCompany(request, 'gp');

    // The invitation e-mail's link opens /set-password in the new-theme login layout.
    await page.goto(await invitationLink(company.email));
    await expect(page).toHaveTitle('Set Password · ESG Platform');
    await page.getByLabel('Password', { exact: true }).fill('new-gp-password');
    await page.getByLabel('Confirm Password').fill('new-gp-passwor');
    await expect(page.getByText('Your password do not match!')).toBeVisible();
    await page.getByLabel('Confirm Password').fill('new-gp-password');
    await expect(page.getByText('Your password do not match!')).toBeHidden();
    await screenshot(page, 'set-password.png');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByRole('status')).toContainText(/password/i);
    await page.getByRole('link', { name: 'Go to login' }).click();

    await page.getByLabel('Email', { exact: true }).fill(company.email);
    await page.getByLabel('Password', { exact: true }).fill('new-gp-password');
    await page.getByRole('button', { name: 'Log in' }).click();

    const modal = page.getByRole('dialog', { name: 'Data Collection' });
    await expect(modal).toBeVisible();
    await expect(modal).toHaveAttribute('aria-modal', 'true');
    await expect(modal.getByRole('checkbox', { name: 'IMM' })).toBeDisabled();
    // A GP may collect quarterly, 6-monthly or annually.
    await expect(modal.getByRole('radio')).toHaveCount(3);

    // Static: Escape does not dismiss it.
    await page.keyboard.press('Escape');
    await expect(modal).toBeVisible();

    // Choosing 5 also selects 6; unselecting 5 removes 6 (spec 4).
    await modal.getByRole('checkbox', { name: 'Pension Fund Reporting' }).check();
    await expect(modal.getByRole('checkbox', { name: 'DDM' })).toBeChecked();
    await modal.getByRole('checkbox', { name: 'Pension Fund Reporting' }).uncheck();
    await expect(modal.getByRole('checkbox', { name: 'DDM' })).not.toBeChecked();

    // Reset clears the standards and the cycle.
    await modal.getByRole('checkbox', { name: 'ESG', exact: true }).check();
    await modal.getByRole('radio', { name: 'Annually' }).check();
    await modal.getByRole('button', { name: 'Reset' }).click();
    await expect(modal.getByRole('checkbox', { checked: true })).toHaveCount(0);
    await expect(modal.getByRole('radio', { checked: true })).toHaveCount(0);

    // A cycle is required while none is set.
    await modal.getByRole('checkbox', { name: 'SFDR' }).check();
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(modal.getByRole('group', { name: 'Reporting Cycle' })).toContainText(
      'This field is required',
    );
    await modal.getByRole('radio', { name: 'Quarterly' }).check();
    await screenshot(page, 'data-collection-modal.png');
    await modal.getByRole('button', { name: 'Submit' }).click();

    // SFDR first and no optional indicators yet: /sfdrOrientation (spec 2.5).
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/sfdrOrientation$/);
    await expect(page.getByRole('heading', { level: 1, name: 'SFDR Orientation' })).toBeVisible();

    // The choice is saved: a reload does not show the modal again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'SFDR Orientation' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Data Collection' })).toBeHidden();
  });

  test('an LP is offered only the annual cycle and stays where it is after choosing ESG', async ({
    page,
    request,
  }) => {
    const lp = await activeAccount(request, 'lp');
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(lp.email);
    await page.getByLabel('Password', { exact: true }).fill(lp.password);
    await page.getByRole('button', { name: 'Log in' }).click();

    const modal = page.getByRole('dialog', { name: 'Data Collection' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('radio')).toHaveCount(1);
    await modal.getByRole('checkbox', { name: 'ESG', exact: true }).check();
    await modal.getByRole('radio', { name: 'Annually' }).check();
    await modal.getByRole('button', { name: 'Submit' }).click();

    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/user-guide$/);
  });
});
