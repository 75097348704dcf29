import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoUser, expect, test, signIn } from '../fixtures';
import { invitationLink } from '../support/accounts';
import { screenshot } from '../support/screenshots';

/*
 * Issue 8, contributors and evidence in Chromium: Evergreen asks Northwind for its 2026 ESG data;
 * Priya Chen (Northwind's primary user) invites a contributor and assigns her the Governance
 * section; the contributor sees only that section, enters a value that is saved when she leaves the
 * question, and attaches the evidence behind it; Priya sees the value and downloads the evidence.
 */

const CONTRIBUTOR = {
  name: 'Dana Fields',
  email: 'dana.fields@northwind.e2e.test',
  password: 'dana-e2e-password',
};
const METRIC = 'gov.data_breaches';
const EVIDENCE = Buffer.from('%PDF-1.4\n% incident register extract\n%%EOF\n');

const shot = (page: Page, name: string) =>
  screenshot(page, path.join('data-collection', `${name}.png`), { fullPage: true });

async function apiAs(request: APIRequestContext, who: 'pc' | 'gp') {
  const login = await request.post('/api/auth/login', { data: demoUser(who) });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  return { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' };
}

/** Evergreen requests Northwind's 2026 ESG data; Priya invites the contributor, who sets her password. */
async function prepare(request: APIRequestContext): Promise<number> {
  const asked = await request.post('/api/responses', {
    headers: await apiAs(request, 'gp'),
    data: { companyId: 2, standardId: 1, period: '2026', dueDate: '2027-01-31' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const responseId = ((await asked.json()) as { data: { id: number } }).data.id;

  const invited = await request.post('/api/team-members', {
    headers: await apiAs(request, 'pc'),
    data: { companyId: 2, name: CONTRIBUTOR.name, email: CONTRIBUTOR.email, permission: 'Contributor' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = new URL(await invitationLink(CONTRIBUTOR.email), 'http://x').searchParams.get('token');
  const set = await request.post('/api/auth/set-password', {
    data: { token, password: CONTRIBUTOR.password, confirmPassword: CONTRIBUTOR.password },
  });
  expect(set.status(), await set.text()).toBe(200);
  return responseId;
}

test.describe('contributors and evidence (issue 8)', () => {
  test('the company assigns a section to a contributor, who answers it with evidence', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(150_000);
    const responseId = await prepare(request);
    const pcContext = await browser.newContext({ baseURL, viewport: { width: 1440, height: 1000 } });
    const pc = await pcContext.newPage();
    await signIn(pc, 'pc');

    // Priya gives Dana the Governance section.
    await pc.goto(`/collect-data?responseId=${responseId}`);
    await expect(
      pc.getByRole('heading', { level: 1, name: 'Northwind Renewables · ESG 2026' }),
    ).toBeVisible();
    await pc.getByRole('button', { name: 'Contributors' }).click();
    const dialog = pc.getByRole('dialog', { name: 'Assign contributors' });
    const dana = dialog.getByRole('group', { name: CONTRIBUTOR.name });
    await expect(dana).toContainText(CONTRIBUTOR.email);
    const sections = `Sections assigned to ${CONTRIBUTOR.name}`;
    await dana
      .getByRole('textbox', { name: sections })
      .or(dana.getByRole('combobox', { name: sections }))
      .first()
      .click();
    await pc.getByRole('option', { name: 'Governance', exact: true }).click();
    await pc.keyboard.press('Escape');
    await shot(pc, '10-assign-contributor');
    await dialog.getByRole('button', { name: 'Save assignments' }).click();
    await expect(dialog).toBeHidden();
    await expect(pc.getByRole('button', { name: 'Contributors (1)' })).toBeVisible();

    // Dana sees only what is hers.
    const danaContext = await browser.newContext({ baseURL, viewport: { width: 1440, height: 1000 } });
    const contributor = await danaContext.newPage();
    await signIn(contributor, CONTRIBUTOR, `/collect-data?responseId=${responseId}`);
    await expect(contributor.getByText('You see the sections and metrics assigned to you.')).toBeVisible();
    const nav = contributor.getByRole('navigation', { name: 'Required answered' });
    await expect(nav.getByRole('button', { name: /^Governance/ })).toBeVisible();
    await expect(nav.getByRole('button', { name: /^Social/ })).toHaveCount(0);
    await expect(contributor.getByRole('button', { name: 'Contributors' })).toHaveCount(0);

    // She types a value and moves on: leaving the question saves it.
    const field = contributor.locator(`[data-metric="${METRIC}"]`);
    await field.getByRole('textbox').first().fill('2');
    await contributor.getByRole('heading', { level: 1 }).click();
    await expect(field.getByText(/^Saved at /)).toBeVisible();
    await expect(field.getByRole('button', { name: /History of/ })).toHaveText('v1');

    // The evidence behind it: a new version that carries the file.
    const chooser = contributor.waitForEvent('filechooser');
    await field.getByRole('button', { name: /^Attach evidence to/ }).click();
    await (
      await chooser
    ).setFiles({ name: 'incident-register.pdf', mimeType: 'application/pdf', buffer: EVIDENCE });
    await expect(
      field.getByRole('button', { name: 'incident-register.pdf, the whole document' }),
    ).toBeVisible();
    await expect(field.getByRole('button', { name: /History of/ })).toHaveText('v2');
    await shot(contributor, '11-contributor-evidence');

    // Priya sees Dana's value and downloads the evidence.
    await pc.reload();
    await pc
      .getByRole('navigation', { name: 'Required answered' })
      .getByRole('button', { name: /^Governance/ })
      .click();
    const pcField = pc.locator(`[data-metric="${METRIC}"]`);
    await expect(pcField.getByRole('textbox').first()).toHaveValue('2');
    await expect(pcField).toContainText(CONTRIBUTOR.name);
    // The file opens beside the value (ADR 0185) and downloads from there.
    await pcField.getByRole('button', { name: 'incident-register.pdf, the whole document' }).click();
    const viewer = pc.getByRole('dialog', { name: /^Evidence for / });
    const download = pc.waitForEvent('download');
    await viewer.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('incident-register.pdf');
    await viewer.getByRole('button', { name: 'Close' }).click();
    await shot(pc, '12-company-sees-evidence');

    await danaContext.close();
    await pcContext.close();
  });
});
