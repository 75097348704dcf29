import type { Page } from '@playwright/test';
import { expect, test, signIn } from '../fixtures';
import { choose, toast } from '../support/ui';
import { screenshot } from '../support/screenshots';

/*
 * The information and support pages of issue 13 that the coordinator built: the versioned policy
 * texts, the guide per role, Give Feedback with a screenshot, the admin's inbox and answer, and the
 * customer-specific messages. Screenshots: test-results/e2e/support-*.png.
 */

const shot = (page: Page, name: string) => screenshot(page, `support-${name}.png`, { fullPage: true });

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('information and support pages (issue 13)', () => {
  test.setTimeout(120_000);
  test.use({ viewport: { width: 1280, height: 1000 }, actionTimeout: 30_000 });

  test('the policies show their current and previous versions, linked both ways', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('Version 2.0')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What changed from version 1.0' })).toBeVisible();
    await shot(page, '01-privacy');
    await page.getByRole('link', { name: 'Privacy Policy version 1.0' }).click();
    await expect(page).toHaveURL(/\/old-privacy$/);
    await expect(page.getByText('This version no longer applies')).toBeVisible();
    await page.getByRole('link', { name: 'current Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);

    await page.goto('/esg-policy-old');
    await expect(
      page.getByRole('heading', { level: 1, name: 'ESG Policy (previous version)' }),
    ).toBeVisible();
    await page.goto('/esgpolicy');
    await expect(page.getByRole('heading', { name: /Environment/ })).toBeVisible();
    await shot(page, '02-esg-policy');
  });

  test('the guide opens on the reader’s role and finds tasks by words', async ({ page }) => {
    await signIn(page, 'pc');
    await page.getByRole('link', { name: 'Step-by-step guide' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Guide Details' })).toBeVisible();
    await expect(page.getByText(/topics for portfolio companies/)).toBeVisible();
    await page.getByLabel('Search the guide').fill('excel template');
    await expect(page.getByRole('heading', { name: 'Answer a data request' })).toBeVisible();
    await expect(page.getByText('1 topic for portfolio companies matching “excel template”')).toBeVisible();
    await shot(page, '03-guide-search');
    await page.getByLabel('Search the guide').fill('zebra crossing');
    await expect(page.getByText('No topic matches your search.')).toBeVisible();
  });

  test('a user sends feedback with a screenshot; the admin answers; the answer reaches the company', async ({
    browser,
  }) => {
    const pcContext = await browser.newContext();
    const pc = await pcContext.newPage();
    await signIn(pc, 'pc');
    await pc.getByRole('link', { name: 'Give Feedback' }).click();
    await expect(pc.getByRole('heading', { level: 1, name: 'Give Feedback' })).toBeVisible();

    // Too short and no category: said at once, nothing sent.
    await pc.getByLabel('Message', { exact: true }).fill('Hi');
    await pc.getByRole('button', { name: 'Send message' }).click();
    await expect(pc.getByText('Please describe it in at least 10 characters')).toBeVisible();
    await expect(pc.getByText('Choose what it is about')).toBeVisible();

    const words = `The trend chart shows no legend ${Date.now()}`;
    await choose(pc, 'What is it about?', 'Something does not work');
    await pc.getByLabel('Message', { exact: true }).fill(words);
    await pc
      .getByLabel(/Screenshot/)
      .setInputFiles({ name: 'chart.png', mimeType: 'image/png', buffer: PNG });
    await pc.getByRole('button', { name: 'Send message' }).click();
    await toast(pc, 'Thank you: your message has reached the platform team');
    const sent = pc.getByRole('article').filter({ hasText: words });
    await expect(sent.getByText('New')).toBeVisible();
    await expect(sent.getByRole('button', { name: 'Open screenshot' })).toBeVisible();
    await shot(pc, '04-feedback-sent');

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin', '/feedbacks');
    await expect(admin.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    const row = admin.getByRole('row').filter({ hasText: words });
    await expect(row).toBeVisible();
    await shot(admin, '05-admin-inbox');
    await row.getByRole('button', { name: 'Open' }).click();
    const drawer = admin.getByRole('dialog');
    await drawer.getByLabel('Answer (optional)').fill('Thanks: the legend is back in release 2.4.');
    await shot(admin, '06-admin-answer');
    await drawer.getByRole('button', { name: 'Send answer' }).click();
    await toast(admin, 'Answer sent');

    await pc.goto('/customer-message');
    await expect(pc.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(pc.getByText('Thanks: the legend is back in release 2.4.').first()).toBeVisible();
    await shot(pc, '07-customer-messages');
    await pc.goto('/feedbacks');
    await expect(
      pc
        .getByRole('article')
        .filter({ hasText: words })
        .getByText('Thanks: the legend is back in release 2.4.'),
    ).toBeVisible();
    await pcContext.close();
    await adminContext.close();
  });
});
