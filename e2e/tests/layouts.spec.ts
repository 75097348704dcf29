import { expect, test } from '../fixtures';
import { screenshot } from '../support/screenshots';

test.describe('layouts of the public pages (spec 2.2)', () => {
  test('the landing page has its footer and is open without signing in', async ({ page }) => {
    await page.goto('/landing');
    await expect(page).toHaveTitle('Landing · ESG Platform');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await screenshot(page, 'landing.png', { fullPage: true });

    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page).toHaveTitle('Privacy Policy · ESG Platform');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });

  test('the set-password page shows the logo, and on a phone its form first (issue 29, item 9)', async ({
    page,
  }) => {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/set-password');
      const mark = page.locator('.login-layout__brand svg.brand-mark');
      await expect(mark).toBeVisible();
      // The mark is the brand's green with its white leaf, not a white square on white.
      expect(await mark.evaluate('(svg) => getComputedStyle(svg).color')).not.toBe('rgb(255, 255, 255)');
      await expect(page.getByText('ESG Platform', { exact: true })).toBeVisible();
      const heading = page.getByRole('heading', { level: 1, name: 'Set Password' });
      await expect(heading).toBeVisible();
      const box = await heading.boundingBox();
      expect(
        box && box.y + box.height,
        `the form's heading within the first screen at ${width} px`,
      ).toBeLessThan(844);
      await screenshot(page, `set-password-${width}.png`);
    }
  });

  test('the 404 page for an unknown path', async ({ page }) => {
    const response = await page.goto('/definitely/not/a/page');
    // The server answers a path outside the route catalogue with status 404, as the page says.
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go back home' })).toBeVisible();
    await screenshot(page, 'not-found.png');
  });

  test('an action-plan path with a malformed id is an unknown page', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill('gp@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('demo-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/user-guide$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Action Plans' }).click();
    await expect(page).toHaveURL(/\/action-plans$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Action Plans' })).toBeVisible();
    // In-app navigation (not "from outside") to a deep path with an id that fails validation.
    await page.evaluate(
      "history.pushState({}, '', '/action-plans/detail/bad%20id!'); dispatchEvent(new PopStateEvent('popstate'))",
    );
    await expect(page.getByText('This page could not be found')).toBeVisible();
  });
});
