import type { Page } from '@playwright/test';
import { expect, logIn, test, signIn } from '../fixtures';
import { invitationLink } from '../support/accounts';
import { choose, shownDate, toast } from '../support/ui';
import { screenshot } from '../support/screenshots';

/*
 * The portfolio flow of issue 9 as far as it is built: Evergreen's GP (gp@demo.test, the primary
 * user and a funds manager) creates a fund holding its portfolio companies and records their
 * positions for two quarter ends. Each step leaves a screenshot in test-results/e2e/portfolio-*.png.
 */

const shot = (page: Page, name: string) => screenshot(page, `portfolio-${name}.png`, { fullPage: true });

/** The last two quarter ends before today, newest first (YYYY-MM-DD). */
function lastQuarterEnds(): [string, string] {
  const today = new Date().toISOString().slice(0, 10);
  const ends: string[] = [];
  for (let year = Number(today.slice(0, 4)); ends.length < 2; year--) {
    for (const day of ['12-31', '09-30', '06-30', '03-31']) {
      if (`${year}-${day}` <= today && ends.length < 2) ends.push(`${year}-${day}`);
    }
  }
  return [ends[0], ends[1]];
}

async function recordPositions(page: Page, date: string, allInvestments: string, values: string[]) {
  await page.getByRole('button', { name: 'Record positions' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /Record positions of/ })).toBeVisible();
  await choose(dialog, 'Quarter end', shownDate(date));
  await dialog.getByLabel('Current value of all investments (EUR)').fill(allInvestments);
  for (const [i, value] of values.entries()) {
    await dialog.getByLabel(`Value of position ${i + 1} in EUR`).fill(value);
  }
  await dialog.getByRole('button', { name: 'Save positions' }).click();
  await toast(page, `Positions of ${shownDate(date)} recorded`);
  await expect(dialog).toHaveCount(0);
}

test.describe('portfolio (spec 6.2, issue 9)', () => {
  test.setTimeout(120_000);
  test.use({ viewport: { width: 1280, height: 1000 }, actionTimeout: 30_000 });

  test('a GP creates a fund and records its positions for two quarter ends', async ({ page }) => {
    const fundName = `Evergreen Climate Fund ${uniqueWord()}`;
    const [latest, previous] = lastQuarterEnds();

    await signIn(page, 'gp', '/fundManager');
    await expect(page.getByRole('heading', { level: 1, name: 'Fund Manager' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Funds' })).toBeVisible();
    await shot(page, '01-funds');

    // Bad input stays in the form: no name, a vintage before 1950.
    await page.getByRole('button', { name: 'Create fund' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Vintage').fill('1900');
    await dialog.getByRole('button', { name: 'Create fund' }).click();
    await expect(dialog.getByText('This field is required')).toBeVisible();
    await expect(dialog.getByText('The vintage is 1950 or later')).toBeVisible();

    await dialog.getByLabel('Fund name').fill(fundName);
    await dialog.getByLabel('Vintage').fill('2024');
    await choose(dialog, 'SFDR classification', 'Article 9');
    await dialog.getByLabel('Strategy').fill('Climate growth equity');
    await dialog.getByRole('combobox', { name: 'Portfolio companies held' }).click();
    await page.getByRole('option', { name: 'Northwind Renewables' }).click();
    await dialog.getByLabel('Strategy').click();
    await shot(page, '02-create-fund');
    await dialog.getByRole('button', { name: 'Create fund' }).click();
    await toast(page, `Fund “${fundName}” created`);
    await expect(page.getByRole('heading', { name: `Positions of ${fundName}` })).toBeVisible();
    await expect(page.getByText('No positions recorded yet.')).toBeVisible();

    // Two quarter ends; the second replaces nothing and becomes the one shown.
    await recordPositions(page, previous, '1000000', ['600000']);
    await recordPositions(page, latest, '1200000', ['750000']);
    const positions = page.getByRole('table', { name: `Positions on ${shownDate(latest)}` });
    await expect(positions.getByRole('row', { name: /Northwind Renewables/ })).toContainText('€750,000');
    await expect(page.getByRole('region', { name: 'Beyond the positions' })).toContainText('€450,000');
    await shot(page, '03-positions');

    await choose(page, 'Quarter end', shownDate(previous));
    await expect(page.getByRole('table', { name: `Positions on ${shownDate(previous)}` })).toContainText(
      '€600,000',
    );
  });

  test('the GP invites a portfolio company whose contact sets a password from the mail, and manages its team', async ({
    page,
  }) => {
    const stamp = uniqueWord();
    const company = `Solstice Storage ${stamp}`;
    const contact = `contact-${stamp.toLowerCase()}@solstice.example`;
    const member = `analyst-${stamp.toLowerCase()}@evergreen.example`;

    await signIn(page, 'gp', '/access-manager');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Manager' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Team members left' })).toContainText(/of \d+ used/);
    await shot(page, '10-access-team');

    // A team member: invited, invitation resent, permission changed, invitation revoked.
    await page.getByRole('button', { name: 'Invite team member' }).first().click();
    let dialog = page.getByRole('dialog', { name: 'Invite team member' });
    await dialog.getByLabel('Name').fill('Ann Analyst');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
    await dialog.getByLabel('Email').fill(member);
    await choose(dialog, 'Permission', 'Contributor');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await toast(page, `Invitation sent to ${member}`);
    const row = page.getByRole('table', { name: 'Team members' }).getByRole('row', { name: /Ann Analyst/ });
    await expect(row).toContainText('Contributor');
    await expect(row).toContainText('Invitation sent');
    await row.getByRole('button', { name: 'Actions for Ann Analyst' }).click();
    await page.getByRole('menuitem', { name: 'Resend invitation' }).click();
    await toast(page, `Invitation sent again to ${member}`);
    await row.getByRole('button', { name: 'Actions for Ann Analyst' }).click();
    await page.getByRole('menuitem', { name: 'Change permission' }).click();
    dialog = page.getByRole('dialog', { name: 'Change the permission of Ann Analyst' });
    await choose(dialog, 'Permission', 'Consultant');
    await dialog.getByRole('button', { name: 'Change permission' }).click();
    await expect(row).toContainText('Consultant');
    await row.getByRole('button', { name: 'Actions for Ann Analyst' }).click();
    await page.getByRole('menuitem', { name: 'Revoke invitation' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke invitation' }).click();
    await toast(page, 'Invitation of Ann Analyst revoked');
    await expect(row).toHaveCount(0);

    // A portfolio company, held by a fund from the start.
    await page.getByRole('tab', { name: 'Portfolio companies' }).click();
    await expect(page.getByRole('table', { name: 'Portfolio companies' })).toBeVisible();
    await page.getByRole('button', { name: 'Invite portfolio company' }).first().click();
    dialog = page.getByRole('dialog', { name: 'Invite portfolio company' });
    await dialog.getByLabel('Company name').fill(company);
    await dialog.getByLabel('Contact name').fill('Sol Contact');
    await dialog.getByLabel('Contact email').fill(contact);
    await dialog.getByRole('combobox', { name: 'Held by funds' }).click();
    await page.getByRole('option', { name: 'Evergreen Sustainable Growth Fund I' }).click();
    await dialog.getByLabel('Company name').click();
    await shot(page, '11-invite-company');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await toast(page, `${company} invited; ${contact} got the invitation mail`);
    await expect(
      page
        .getByRole('table', { name: 'Portfolio companies' })
        .getByRole('row', { name: new RegExp(company) }),
    ).toContainText('Invitation sent');
    await shot(page, '12-access-companies');

    // The contact sets a password through the mailed link and signs in.
    await page.context().clearCookies();
    await page.goto(await invitationLink(contact));
    await page.getByLabel('Password', { exact: true }).fill('solstice-password');
    await page.getByLabel('Confirm Password').fill('solstice-password');
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByRole('status')).toContainText(/password/i);
    await page.getByRole('link', { name: 'Go to login' }).click();
    await logIn(page, { email: contact, password: 'solstice-password' });
    await expect(page.getByText(company).first()).toBeVisible();
  });
});

/**
 * A name part unique to the run, in letters: a number in a company's or fund's name would be read as an
 * unformatted amount by the visible-text walk, which sees what other tests created (issue 29).
 */
function uniqueWord(): string {
  return Date.now()
    .toString(26)
    .replace(/./g, (c) => String.fromCharCode(65 + parseInt(c, 26)));
}
