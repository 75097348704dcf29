import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request as api, type APIRequestContext, type Page } from '@playwright/test';
import { demoUser, expect, test, signIn } from '../fixtures';
import { axeViolations } from '../support/axe';
import { toast } from '../support/ui';
import { screenshot } from '../support/screenshots';

/*
 * Webhooks on /apiKeySettings (issue 13, docs/webhooks.md): Evergreen's GP adds a webhook pointing at
 * a receiver run by this test (standalone allows local receivers), copies the secret shown once, sees
 * a delivery in the log after changing the company's details, and redelivers one the receiver first
 * refused. Screenshots at 1440 and 390 px: test-results/e2e/webhooks-*.png.
 */

const shot = (page: Page, name: string) => screenshot(page, `webhooks-${name}.png`, { fullPage: true });

/** A receiver that records what it gets and answers the next queued status (200 when none). */
async function startReceiver() {
  const bodies: string[] = [];
  const statuses: number[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      bodies.push(Buffer.concat(chunks).toString('utf8'));
      res.statusCode = statuses.shift() ?? 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/esg-${Date.now()}`,
    bodies,
    refuseNext: (times: number) => statuses.push(...Array<number>(times).fill(500)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function signedIn(baseURL: string, who: 'admin' | 'gp'): Promise<APIRequestContext> {
  const anonymous = await api.newContext({ baseURL });
  const login = await anonymous.post('/api/auth/login', { data: demoUser(who) });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  await anonymous.dispose();
  return api.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
}

test.describe('webhooks (issue 13)', () => {
  test.setTimeout(120_000);
  test.use({ actionTimeout: 30_000 });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`a GP adds a webhook, sees its deliveries and redelivers one (${viewport.width} px)`, async ({
      browser,
      baseURL,
    }) => {
      const receiver = await startReceiver();
      const admin = await signedIn(baseURL!, 'admin');
      expect((await admin.put('/api/api-keys/access/1', { data: { enabled: true } })).status()).toBe(200);
      await admin.dispose();
      const gp = await signedIn(baseURL!, 'gp');

      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await signIn(page, 'gp', '/apiKeySettings');
      await expect(page.getByRole('heading', { level: 1, name: 'API Settings' })).toBeVisible();
      const section = page.getByTestId('webhooks-section');
      await expect(section.getByRole('heading', { name: /Webhooks of/ })).toBeVisible();

      // Bad input stays in the form with its message.
      await section.getByRole('button', { name: 'Add webhook' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add webhook' });
      await dialog.getByLabel('Receiver URL').fill('ftp://example.com/hooks');
      await dialog.getByRole('radio', { name: 'Only the types I choose' }).check();
      await dialog.getByRole('button', { name: 'Add webhook' }).click();
      await expect(dialog.getByText('The URL must start with https:// (or http://)')).toBeVisible();
      await expect(dialog.getByText('Choose at least one event type')).toBeVisible();
      await dialog.getByRole('checkbox', { name: /data-collection\.company\.updated\.v1/ }).check();
      await dialog.getByLabel('Receiver URL').fill(receiver.url);
      await shot(page, `01-add-${viewport.width}`);
      await dialog.getByRole('button', { name: 'Add webhook' }).click();

      const shown = page.getByRole('dialog', { name: 'Webhook created' });
      await expect(shown.getByText('Copy the secret now')).toBeVisible();
      const secret = (await shown.getByTestId('new-webhook-secret').innerText()).trim();
      expect(secret).toMatch(/^whsec_/);
      await shot(page, `02-secret-shown-once-${viewport.width}`);
      await shown.getByRole('button', { name: 'I have stored the secret' }).click();
      await expect(page.getByText(secret)).toHaveCount(0);

      // The receiver refuses the first attempt; a change of Evergreen's details is an event it may see.
      receiver.refuseNext(1);
      const cycle = viewport.width > 500 ? 'quarterly' : 'annually';
      const changed = await gp.patch('/api/company/1', { data: { data_collection_duration: cycle } });
      expect(changed.status()).toBe(200);
      await expect.poll(() => receiver.bodies.length, { timeout: 15_000 }).toBeGreaterThan(0);

      const row = section.getByRole('row', {
        name: new RegExp(receiver.url.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')),
      });
      await row.getByRole('button', { name: 'Delivery log' }).click();
      const log = page.getByTestId('webhook-delivery-log');
      await expect(log.getByText('data-collection.company.updated.v1').first()).toBeVisible();
      await expect(log.getByText(/HTTP (500|200)/).first()).toBeVisible();

      // Redeliver: sent again at once under the same webhook-id; the log shows it delivered.
      const before = receiver.bodies.length;
      await log
        .getByRole('button', { name: /^Redeliver / })
        .first()
        .click();
      await toast(page, 'Redelivery queued: it is sent now');
      await expect.poll(() => receiver.bodies.length, { timeout: 15_000 }).toBeGreaterThan(before);
      await expect(log.getByText('Delivered').first()).toBeVisible({ timeout: 15_000 });
      await shot(page, `03-delivery-log-${viewport.width}`);
      // The page with its webhooks and a delivery log open has no serious accessibility violation.
      const violations = await axeViolations(page);
      expect(
        violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);

      // Pausing shows on the row; deleting removes it.
      await row.getByRole('button', { name: `Actions for ${receiver.url}` }).click();
      await page.getByRole('menuitem', { name: 'Pause deliveries' }).click();
      await toast(page, 'Webhook paused');
      await expect(row).toContainText('Paused');
      await row.getByRole('button', { name: `Actions for ${receiver.url}` }).click();
      await page.getByRole('menuitem', { name: 'Delete webhook' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete webhook' }).click();
      await toast(page, 'Webhook deleted');
      await expect(section.getByText(receiver.url)).toHaveCount(0);
      await shot(page, `04-after-delete-${viewport.width}`);

      await gp.dispose();
      await context.close();
      await receiver.close();
    });
  }
});
