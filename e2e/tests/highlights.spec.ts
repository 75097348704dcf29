import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, signIn } from '../fixtures';
import { screenshot } from '../support/screenshots';

/*
 * Highlights, leaderboard and indicator detail in Chromium (issue 12): Grace (gp, Evergreen) reads what
 * moved from 2023 to 2024 in her portfolio (the demo data), opens an indicator from a highlight, ranks her
 * companies, and switches the automatic highlights e-mail on and off again.
 */

const shot = (page: Page, name: string) =>
  screenshot(page, path.join('highlights', `${name}.png`), { fullPage: true });

test.describe('highlights (issue 12)', () => {
  test('an investor reads the movers, opens an indicator, ranks the companies and switches the e-mail', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signIn(page, 'gp', '/highlights?period=2024');
    await expect(page.getByRole('heading', { level: 1, name: 'Highlights' })).toBeVisible();
    await expect(page.getByText('what moved from 2023 to 2024')).toBeVisible();
    const scope1 = page.getByRole('region', { name: 'Scope 1 GHG emissions' });
    await expect(scope1).toContainText('55,650 tCO₂e');
    await expect(scope1).toContainText('lower is better');
    await expect(scope1).toContainText(/Best: |nobody improved/);
    await shot(page, '01-highlights-1440');

    // The automatic highlights e-mail: on, then off again (the primary user's company setting).
    const email = page.getByRole('switch', { name: 'Automatic highlights e-mail' });
    await expect(email).not.toBeChecked();
    await email.click({ force: true });
    await expect(
      page.getByRole('status').filter({ hasText: 'The automatic highlights e-mail is on.' }),
    ).toBeVisible();
    await expect(email).toBeChecked();
    await email.click({ force: true });
    await expect(
      page.getByRole('status').filter({ hasText: 'The automatic highlights e-mail is off.' }),
    ).toBeVisible();
    await expect(email).not.toBeChecked();

    // A highlight links to the indicator's detail.
    await scope1.getByRole('link', { name: 'Scope 1 GHG emissions' }).click();
    await expect(page).toHaveURL(/\/indicatorDetail\?metric=ghg\.scope1/);
    await expect(page.getByRole('heading', { level: 1, name: 'Scope 1 GHG emissions' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Framework references' })).toContainText('SFDR T1-1a');
    const values = page.getByRole('table', { name: 'Values across the portfolio' });
    await expect(values.getByRole('row', { name: /Atlas Logistics/ })).toBeVisible();
    await shot(page, '02-indicator-1440');

    await page.goto('/leaderboardHighlights?period=2024');
    await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard Highlights' })).toBeVisible();
    const board = page.getByRole('table', { name: 'Leaderboard' });
    await expect(board.getByRole('row')).toHaveCount(4);
    await expect(board).toContainText('Northwind Renewables');
    await shot(page, '03-leaderboard-1440');

    await page.setViewportSize({ width: 390, height: 844 });
    for (const [url, heading, name] of [
      ['/highlights?period=2024', 'Highlights', '04-highlights-390'],
      ['/leaderboardHighlights?period=2024', 'Leaderboard Highlights', '05-leaderboard-390'],
      ['/indicatorDetail?metric=ghg.scope1&period=2024', 'Scope 1 GHG emissions', '06-indicator-390'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const overflow = await page.evaluate(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      );
      expect(overflow, `${url} fits 390 px`).toBeLessThanOrEqual(0);
      await shot(page, name);
    }
  });
});
