import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoUser, expect, test, signIn } from '../fixtures';
import { invitationLink } from '../support/accounts';
import { screenshot } from '../support/screenshots';

/*
 * Issue 27 item 4, autosave of the questionnaire in Chromium (ADR 0226): two people of Northwind
 * Renewables, Priya Chen and a colleague she invites, edit the same value at the same time. Nothing
 * has a Save button: a value is saved as it is typed. The colleague's edit, typed while her network
 * is down, stays in the field; when it reaches the server, Priya's value was saved in between: she
 * sees both, who saved the other and when, and chooses (keep hers, or take Priya's). A reload shows
 * the saved value.
 */

const COLLEAGUE = {
  name: 'Noah Berg',
  email: 'noah.berg@northwind.e2e.test',
  password: 'noah-e2e-password',
};
// A period no other browser test asks Northwind for.
const PERIOD = '2020';
const METRIC = 'gov.data_breaches';

const shot = (page: Page, name: string, fullPage = true) =>
  screenshot(page, path.join('autosave', `${name}.png`), { fullPage });

async function apiAs(request: APIRequestContext, who: 'pc' | 'gp') {
  const login = await request.post('/api/auth/login', { data: demoUser(who) });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  return { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' };
}

/** Evergreen asks Northwind for its PERIOD ESG data; Priya invites a colleague (a full member), who sets her password. */
async function prepare(request: APIRequestContext): Promise<number> {
  const asked = await request.post('/api/responses', {
    headers: await apiAs(request, 'gp'),
    data: { companyId: 2, standardId: 1, period: PERIOD, dueDate: '2027-01-31' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const responseId = ((await asked.json()) as { data: { id: number } }).data.id;
  const invited = await request.post('/api/team-members', {
    headers: await apiAs(request, 'pc'),
    data: { companyId: 2, name: COLLEAGUE.name, email: COLLEAGUE.email, permission: null },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = new URL(await invitationLink(COLLEAGUE.email), 'http://x').searchParams.get('token');
  const set = await request.post('/api/auth/set-password', {
    data: { token, password: COLLEAGUE.password, confirmPassword: COLLEAGUE.password },
  });
  expect(set.status(), await set.text()).toBe(200);
  return responseId;
}

/** The questionnaire open at the Governance section; answers the field of METRIC. */
async function openField(page: Page, responseId: number) {
  await page.goto(`/collect-data?responseId=${responseId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Northwind Renewables · ESG ${PERIOD}` }),
  ).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Required answered' })
    .getByRole('button', { name: /^Governance/ })
    .click();
  const field = page.locator(`[data-metric="${METRIC}"]`);
  await expect(field).toBeVisible();
  return { field, input: field.getByRole('textbox').first() };
}

test.describe('autosave of the questionnaire (issue 27)', () => {
  test('two people edit the same value: the second sees the conflict and chooses', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000);
    const responseId = await prepare(request);
    const priyaContext = await browser.newContext({ baseURL, viewport: { width: 1440, height: 1000 } });
    const priya = await priyaContext.newPage();
    await signIn(priya, 'pc', false);
    const noahContext = await browser.newContext({ baseURL, viewport: { width: 1440, height: 1000 } });
    const noah = await noahContext.newPage();
    await signIn(noah, COLLEAGUE, false);

    const mine = await openField(priya, responseId);
    const hers = await openField(noah, responseId);
    // No Save button per question: the response-level submit stays.
    await expect(hers.field.getByRole('button', { name: /^Save/ })).toHaveCount(0);
    await expect(noah.getByRole('button', { name: 'Submit for review' })).toBeVisible();

    // Priya types a first value: it is saved as she pauses.
    await mine.input.fill('1');
    await expect(mine.field.getByText(/^Saved at \d\d:\d\d$/)).toBeVisible();
    await expect(mine.field.getByRole('button', { name: /History of/ })).toHaveText('v1');
    // Noah's field, untouched, follows (live update).
    await expect(hers.input).toHaveValue('1');

    // Noah's network drops while he types: the edit stays in the field and is retried.
    await noahContext.setOffline(true);
    await hers.input.fill('3');
    await expect(hers.field.getByText(/^Not saved: Could not reach the server/)).toBeVisible();
    await expect(hers.input).toHaveValue('3');
    await hers.field.evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await shot(noah, '01-offline-not-saved', false);

    // Meanwhile Priya corrects the value: saved, still one version (her draft).
    await mine.input.fill('2');
    await expect(mine.field.getByText(/^Saved at /)).toBeVisible();
    await expect(mine.field.getByRole('button', { name: /History of/ })).toHaveText('v1');

    // Noah is back online: his edit is sent again, and the server tells him Priya saved it since he started.
    await expect(hers.field.getByRole('button', { name: /^Retry saving / })).toBeVisible();
    await noahContext.setOffline(false);
    const conflict = hers.field.getByTestId('autosave-conflict');
    await expect(conflict).toContainText(
      /Priya Chen saved this value at \d\d:\d\d while you were editing it/,
    );
    await expect(conflict).toContainText('Theirs: 2');
    await expect(conflict).toContainText('Yours (not saved): 3');
    await expect(hers.input).toHaveValue('3');
    await conflict.evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await shot(noah, '02-conflict', false);
    await noah.setViewportSize({ width: 390, height: 844 });
    await conflict.evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await shot(noah, '03-conflict-phone', false);
    await noah.setViewportSize({ width: 1440, height: 1000 });

    // He keeps his: saved over Priya's, as a version of its own; Priya's field follows.
    await conflict.getByRole('button', { name: /^Keep my value/ }).click();
    await expect(conflict).toBeHidden();
    await expect(hers.field.getByText(/^Saved at /)).toBeVisible();
    await expect(hers.field.getByRole('button', { name: /History of/ })).toHaveText('v2');
    await expect(mine.input).toHaveValue('3');

    // The other way round: Priya, offline, types 4; Noah saves 5; Priya takes his.
    await priyaContext.setOffline(true);
    await mine.input.fill('4');
    await expect(mine.field.getByText(/^Not saved: /)).toBeVisible();
    await hers.input.fill('5');
    await expect(hers.field.getByText(/^Saved at /)).toBeVisible();
    await priyaContext.setOffline(false);
    const priyaConflict = mine.field.getByTestId('autosave-conflict');
    await expect(priyaConflict).toContainText(/Noah Berg saved this value at/);
    await expect(priyaConflict).toContainText('Theirs: 5');
    await expect(priyaConflict).toContainText('Yours (not saved): 4');
    await priyaConflict.getByRole('button', { name: /^Take Noah Berg's value/ }).click();
    await expect(priyaConflict).toBeHidden();
    await expect(mine.input).toHaveValue('5');

    // A reload shows the saved value, with who saved it.
    await noah.reload();
    const again = await openField(noah, responseId);
    await expect(again.input).toHaveValue('5');
    await expect(again.field).toContainText('Entered by Noah Berg');
    await priya.reload();
    const priyaAgain = await openField(priya, responseId);
    await expect(priyaAgain.input).toHaveValue('5');

    await priyaContext.close();
    await noahContext.close();
  });
});
