import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoUser, expect, logIn, test } from '../fixtures';
import { activeAccount, invitationLink } from '../support/accounts';
import { waitForMail } from '../support/mailbox';
import { choose, shownDate, toast, typeDate } from '../support/ui';
import { screenshot } from '../support/screenshots';

/*
 * The portfolio story of issue 9 in one browser test: a GP creates a fund, invites a new portfolio
 * company (whose contact sets a password from the invitation mail), records positions for two quarter
 * ends, requests data from two companies at once, sees both on the monitoring page and sends a reminder
 * that the company receives as a mail and as a notification.
 *
 * It makes its own data so that it depends on no other test: a GP registered for this run (its contract
 * set by the admin, as the platform team does: 2 portfolio companies, the ESG standard, funds manager),
 * companies and fund names carrying the run's stamp. Screenshots: test-results/e2e/portfolio-story/.
 */

const shot = (page: Page, name: string) =>
  screenshot(page, path.join('portfolio-story', `${name}.png`), { fullPage: true });

/** The last two quarter ends before today, newest first (YYYY-MM-DD). */
function lastQuarterEnds(): [string, string] {
  const today = new Date().toISOString().slice(0, 10);
  const ends: string[] = [];
  for (let year = Number(today.slice(0, 4)); ends.length < 2; year--)
    for (const day of ['12-31', '09-30', '06-30', '03-31'])
      if (`${year}-${day}` <= today && ends.length < 2) ends.push(`${year}-${day}`);
  return [ends[0], ends[1]];
}

async function bearer(request: APIRequestContext, credentials: { email: string; password: string }) {
  const login = await request.post('/api/auth/login', { data: credentials });
  expect(login.status(), `login ${credentials.email}`).toBe(200);
  const body = (await login.json()) as { data: { accessToken: string; user: { companyId: number } } };
  return {
    headers: { Authorization: `Bearer ${body.data.accessToken}`, 'X-Requested-With': 'XMLHttpRequest' },
    companyId: body.data.user.companyId,
  };
}

async function recordPositions(page: Page, date: string, allInvestments: string, values: string[]) {
  await page.getByRole('button', { name: 'Record positions' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /Record positions of/ })).toBeVisible();
  await choose(dialog, 'Quarter end', shownDate(date));
  await dialog.getByLabel('Current value of all investments (EUR)').fill(allInvestments);
  for (const [i, value] of values.entries())
    await dialog.getByLabel(`Value of position ${i + 1} in EUR`).fill(value);
  await dialog.getByRole('button', { name: 'Save positions' }).click();
  await toast(page, `Positions of ${shownDate(date)} recorded`);
  await expect(dialog).toHaveCount(0);
}

test.describe('the portfolio story (issue 9)', () => {
  test.use({ viewport: { width: 1400, height: 1000 }, actionTimeout: 30_000 });

  test('a GP creates a fund, invites a company, records positions, requests data from two companies and reminds one by mail and notification', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36);
    const fundName = `Story Fund ${stamp}`;
    const first = {
      name: `Story Solar ${stamp}`,
      contact: 'Sam Solar',
      email: `solar-${stamp}@story.example`,
    };
    const second = { name: `Story Wind ${stamp}`, contact: 'Wes Wind', email: `wind-${stamp}@story.example` };
    const [latest, previous] = lastQuarterEnds();

    // A GP of its own: registered, its contract set by the admin.
    const gp = await activeAccount(request, 'gp');
    const gpApi = await bearer(request, { email: gp.email, password: gp.password });
    const admin = await bearer(request, demoUser('admin'));
    const contract = await request.put(`/api/contracts/${gpApi.companyId}`, {
      headers: admin.headers,
      data: {
        contractType: 'standard',
        startDate: null,
        endDate: null,
        limits: { portfolioCompanies: 2, teamMembers: 2, contributors: 1 },
        standardIds: [1],
      },
    });
    expect(contract.status(), await contract.text()).toBe(200);
    const manager = await request.patch(`/api/company/details/${gpApi.companyId}`, {
      headers: admin.headers,
      data: { funds_manager: true },
    });
    expect(manager.status(), await manager.text()).toBe(200);

    // First sign-in: the data collection modal asks for the standards and the cycle.
    await page.goto('/login');
    await logIn(page, { email: gp.email, password: gp.password });
    const modal = page.getByRole('dialog', { name: 'Data Collection' });
    await expect(modal).toBeVisible();
    const esg = modal.getByRole('checkbox', { name: 'ESG', exact: true });
    if (!(await esg.isChecked())) await esg.check();
    await modal.getByRole('radio', { name: 'Annually' }).check();
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(modal).toHaveCount(0);

    // 1. A fund.
    await page.goto('/fundManager');
    await expect(page.getByRole('heading', { level: 1, name: 'Fund Manager' })).toBeVisible();
    await page.getByRole('button', { name: 'Create fund' }).first().click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Fund name').fill(fundName);
    await dialog.getByLabel('Vintage').fill('2025');
    await choose(dialog, 'SFDR classification', 'Article 8');
    await dialog.getByRole('button', { name: 'Create fund' }).click();
    await toast(page, `Fund “${fundName}” created`);
    await shot(page, '01-fund');

    // 2. A portfolio company invited into the fund; its contact sets a password from the mail.
    await page.goto('/access-manager');
    await page.getByRole('tab', { name: 'Portfolio companies' }).click();
    await page.getByRole('button', { name: 'Invite portfolio company' }).first().click();
    dialog = page.getByRole('dialog', { name: 'Invite portfolio company' });
    await dialog.getByLabel('Company name').fill(first.name);
    await dialog.getByLabel('Contact name').fill(first.contact);
    await dialog.getByLabel('Contact email').fill(first.email);
    await dialog.getByRole('combobox', { name: 'Held by funds' }).click();
    await page.getByRole('option', { name: fundName }).click();
    await dialog.getByLabel('Company name').click();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await toast(page, `${first.name} invited; ${first.email} got the invitation mail`);
    await shot(page, '02-invited');

    const pc = await browser.newPage({ baseURL, viewport: { width: 1400, height: 1000 } });
    await pc.goto(await invitationLink(first.email));
    await pc.getByLabel('Password', { exact: true }).fill('story-password');
    await pc.getByLabel('Confirm Password').fill('story-password');
    await pc.getByRole('button', { name: 'Set password' }).click();
    await expect(pc.getByRole('status')).toContainText(/password/i);
    await pc.getByRole('link', { name: 'Go to login' }).click();
    await logIn(pc, { email: first.email, password: 'story-password' });
    await expect(pc.getByText(first.name).first()).toBeVisible();

    // The second company of the portfolio, invited into the same fund (by the API: the form is shown above).
    const funds = (await (
      await request.get(`/api/fundManager/getAll/${gpApi.companyId}`, { headers: gpApi.headers })
    ).json()) as { data: Array<{ id: number; name: string }> };
    const fund = funds.data.find((f) => f.name === fundName)!;
    const invited = await request.post(`/api/company/invitePortfolioCompany/${gpApi.companyId}`, {
      headers: gpApi.headers,
      data: {
        companyName: second.name,
        contactName: second.contact,
        email: second.email,
        fundIds: [fund.id],
      },
    });
    expect(invited.status(), await invited.text()).toBe(201);

    // 3. Positions for two quarter ends.
    await page.goto('/fundManager');
    await page
      .getByRole('button', { name: fundName })
      .or(page.getByRole('link', { name: fundName }))
      .first()
      .click();
    await expect(page.getByRole('heading', { name: `Positions of ${fundName}` })).toBeVisible();
    await recordPositions(page, previous, '5000000', ['1500000', '2000000']);
    await recordPositions(page, latest, '5500000', ['1800000', '2100000']);
    const positions = page.getByRole('table', { name: `Positions on ${shownDate(latest)}` });
    await expect(positions.getByRole('row', { name: new RegExp(first.name) })).toContainText('€1,800,000');
    await expect(positions.getByRole('row', { name: new RegExp(second.name) })).toContainText('€2,100,000');
    await shot(page, '03-positions');

    // 4. Data requested from both companies at once.
    await page.goto('/view-childs-data');
    await expect(page.getByRole('heading', { level: 1, name: 'Monitoring' })).toBeVisible();
    await page.getByRole('button', { name: 'Request data' }).first().click();
    dialog = page.getByRole('dialog', { name: 'Request data' });
    const companies = dialog.getByRole('combobox', { name: 'Companies' });
    for (const name of [first.name, second.name]) {
      const option = page.getByRole('option', { name });
      if (!(await option.isVisible())) await companies.click();
      await option.click();
    }
    await dialog.getByRole('heading', { name: 'Request data' }).click();
    await typeDate(dialog, 'Due date', `${new Date().getUTCFullYear() + 1}-01-31`);
    await shot(page, '04-request');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByText('Data requested from 2 of 2 companies')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // 5. Their status on the monitoring page.
    const table = page.getByRole('table', { name: 'Portfolio reporting status' });
    for (const company of [first.name, second.name])
      await expect(table.getByRole('row', { name: new RegExp(company) }).first()).toContainText('Requested');
    await shot(page, '05-monitoring');

    // 6. A reminder to the first company: a mail to its contact and a notification in its bell.
    const row = table.getByRole('row', { name: new RegExp(first.name) }).first();
    await row.getByRole('button', { name: new RegExp(`Actions for ${first.name}`) }).click();
    await page.getByRole('menuitem', { name: 'Send reminder' }).click();
    const remind = page.getByRole('dialog', { name: 'Send a reminder' });
    await remind.getByLabel('Note (optional)').fill(`Story ${stamp}: the figures by Friday, please.`);
    await remind.getByRole('button', { name: 'Send reminder' }).click();
    await expect(page.locator('.toaster').getByText('1 of 1 reminder sent').first()).toBeVisible();
    await expect(row.getByText(/Reminded/)).toBeVisible();
    await shot(page, '06-reminded');

    const mail = await waitForMail(first.email, /^Reminder: ESG data/);
    expect(mail.text).toContain(`Company: ${first.name}`);
    expect(mail.text).toContain(`Story ${stamp}: the figures by Friday, please.`);

    await pc.reload();
    await pc
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications, \d+ unread$/ })
      .click();
    const panel = pc.getByRole('dialog', { name: 'Notifications' });
    await expect(
      panel
        .getByRole('listitem')
        .filter({ hasText: new RegExp(`reminds ${first.name} of its ESG data`) })
        .filter({ hasText: `Story ${stamp}: the figures by Friday, please.` })
        .first(),
    ).toBeVisible();
    await shot(pc, '07-company-notified');
    await pc.close();
  });
});
