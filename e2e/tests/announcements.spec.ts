import { randomUUID } from 'node:crypto';
import { demoUser, expect, test, signIn } from '../fixtures';
import { screenshot } from '../support/screenshots';

test.describe('the announcement banner (spec 2.11, 4)', () => {
  test('appears live when an admin enables one in another browser context, and stays closed once closed', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signIn(page, 'gp');
    await expect(page.getByRole('heading', { level: 1, name: 'User Guide' })).toBeVisible();
    const text = `Scheduled maintenance ${randomUUID().slice(0, 8)}`;
    const docId = `maintenance-${randomUUID().slice(0, 8)}`;

    // The admin works in a browser context of their own.
    const adminContext = await browser.newContext({ baseURL });
    const login = await adminContext.request.post('/api/auth/login', { data: demoUser('admin') });
    expect(login.status()).toBe(200);
    const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
    const headers = { Authorization: `Bearer ${accessToken}`, 'X-Requested-With': 'XMLHttpRequest' };

    try {
      const created = await adminContext.request.post('/api/announcements', {
        headers,
        data: { docId, type: 'alert-warning', text, enabled: false },
      });
      expect(created.status()).toBe(201);
      await expect(page.getByText(text)).toBeHidden();

      const enabled = await adminContext.request.patch(`/api/announcements/${docId}`, {
        headers,
        data: { enabled: true },
      });
      expect(enabled.status()).toBe(200);

      // No reload: the socket event refreshes the banner.
      const banner = page
        .getByRole('region', { name: 'Announcements' })
        .getByRole('status')
        .filter({ hasText: text });
      await expect(banner).toBeVisible();
      await screenshot(page, 'announcement-banner.png');

      // Hidden on the pages spec 2.11 lists.
      await page.goto('/materiality');
      await expect(page.getByRole('heading', { level: 1, name: 'Materiality' })).toBeVisible();
      await expect(page.getByText(text)).toBeHidden();
      await page.goto('/user-guide');
      await expect(banner).toBeVisible();

      // Closing records it in the 'reloaded' cookie for a day: a reload does not bring it back.
      await banner.getByRole('button', { name: 'Close announcement' }).click();
      await expect(page.getByText(text)).toBeHidden();
      const cookie = (await page.context().cookies()).find((c) => c.name === 'reloaded');
      expect(cookie, "the 'reloaded' cookie").toBeDefined();
      expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(86_400 - 60);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'User Guide' })).toBeVisible();
      await expect(page.getByText(text)).toBeHidden();
    } finally {
      // The other tests' screens should not carry this banner.
      await adminContext.request.delete(`/api/announcements/${docId}`, { headers });
      await adminContext.close();
    }
  });
});
