import type { Page } from '@playwright/test';
import { expect, test, signIn } from '../fixtures';
import { choose, toast } from '../support/ui';
import { screenshot } from '../support/screenshots';

/*
 * The platform area of issue 13: the public API's keys (/apiKeySettings). The platform admin opens
 * the API to Evergreen; Evergreen's GP creates a key, sees it once, calls the API with it, and
 * revokes it. Each step leaves a screenshot in test-results/e2e/platform-*.png.
 */

const shot = (page: Page, name: string) => screenshot(page, `platform-${name}.png`, { fullPage: true });

test.describe('platform: API keys (issue 13)', () => {
  test.setTimeout(120_000);
  test.use({ viewport: { width: 1280, height: 900 }, actionTimeout: 30_000 });

  test('the admin opens the API, a GP creates a key, uses it and revokes it', async ({
    browser,
    baseURL,
  }) => {
    const admin = await browser.newPage();
    await signIn(admin, 'admin', '/apiKeySettings');
    await expect(admin.getByRole('heading', { level: 1, name: 'API Settings' })).toBeVisible();
    await choose(admin, 'Company', 'Evergreen Capital Partners');
    const enable = admin.getByRole('switch', { name: /API (not )?enabled/ });
    if (!(await enable.isChecked())) {
      await enable.click({ force: true });
      await toast(admin, 'API opened to Evergreen Capital Partners');
    }
    await expect(enable).toBeChecked();
    await shot(admin, '01-admin-access');
    await admin.close();

    const page = await browser.newPage();
    await signIn(page, 'gp', '/apiKeySettings');
    await expect(page.getByRole('heading', { level: 1, name: 'API Settings' })).toBeVisible();
    await expect(page.getByText('API enabled', { exact: true })).toBeVisible();

    // Bad input stays in the form.
    await page.getByRole('button', { name: 'Create API key' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create API key' });
    await dialog.getByRole('checkbox', { name: /read:data/ }).uncheck();
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await expect(dialog.getByText('Enter a name for the key')).toBeVisible();
    await expect(dialog.getByText('Choose at least one scope')).toBeVisible();

    const name = `Warehouse ${Date.now()}`;
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('checkbox', { name: /read:data/ }).check();
    await dialog.getByRole('checkbox', { name: /read:pai/ }).check();
    await shot(page, '02-create-key');
    await dialog.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByRole('dialog', { name: `Key “${name}” created` });
    await expect(shown.getByText('Copy the key now')).toBeVisible();
    const key = (await shown.getByTestId('new-api-key').innerText()).trim();
    expect(key).toMatch(/^esgk_/);
    await shot(page, '03-key-shown-once');
    await shown.getByRole('button', { name: 'I have stored the key' }).click();

    const table = page.getByRole('table', { name: 'API keys' });
    const row = table.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText(key.slice(0, 10));
    await expect(row).toContainText('Not yet');
    await expect(page.getByText(key)).toHaveCount(0);

    // The key works for the company's data, and only within its scopes.
    const api = (await import('@playwright/test')).request;
    const client = await api.newContext({ baseURL, extraHTTPHeaders: { 'x-api-key': key } });
    expect((await client.get('/api/metrics')).status()).toBe(200);
    expect((await client.get('/api/action-plans')).status()).toBe(403);

    await page.reload();
    await expect(row).not.toContainText('Not yet');
    await shot(page, '04-keys');

    await row.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Revoke key' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke key' }).click();
    await toast(page, `“${name}” revoked`);
    await expect(row).toContainText('Revoked');
    expect((await client.get('/api/metrics')).status()).toBe(401);
    await client.dispose();
    await shot(page, '05-revoked');
  });

  test('the API documentation shows how to call the API with a key, from the OpenAPI document', async ({
    page,
  }) => {
    await signIn(page, 'gp', '/api-documentation');
    await expect(page.getByRole('heading', { level: 1, name: 'API Documentation' })).toBeVisible();
    await expect(page.getByText(/ESG Platform API 1\.0\.0 · OpenAPI 3\.1\.0/)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /\d+ operations/ })).toBeVisible();
    await page.getByLabel('Filter operations').fill('/api/metrics');
    await page.getByRole('button', { name: /^GET \/api\/metrics( read:data)?$/ }).click();
    await expect(page.getByText('curl -X GET').first()).toBeVisible();
    await expect(page.getByText('API key scope: read:data').first()).toBeVisible();
    await shot(page, '06-api-documentation');
    await page.getByLabel('Filter operations').fill('');
    await page.getByText('All operations').click();
    await expect(page.getByRole('button', { name: /^GET \/api\/action-plans$/ })).toBeVisible();
  });

  test('the integration events are listed from the AsyncAPI document, and their reference renders', async ({
    page,
  }) => {
    await signIn(page, 'gp', '/api-documentation');
    await expect(page.getByRole('heading', { name: 'Integration events' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: /\d+ of \d+ events · AsyncAPI 3\.0\.0/ }),
    ).toBeVisible();
    await page.getByLabel('Filter events').fill('company.updated');
    const row = page.getByRole('row', { name: /data-collection\.company\.updated\.v1/ });
    await expect(row).toContainText('data-collection.company');
    await row.scrollIntoViewIfNeeded();
    await shot(page, '07-integration-events');

    await page.goto('/api/docs/asyncapi');
    await expect(
      page.getByRole('heading', { level: 1, name: 'ESG Platform integration events' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Envelope (Kafka headers)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'data-collection.company.updated.v1' })).toBeVisible();
    // The reference is long (every payload schema): the first screen shows its shape.
    await screenshot(page, 'platform-08-asyncapi-reference.png');
  });
});
