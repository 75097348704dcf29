import type { Page } from '@playwright/test';
import { expect, test, signIn } from '../fixtures';
import { axeViolations } from '../support/axe';
import { choose, typeDate } from '../support/ui';
import { screenshot } from '../support/screenshots';

/*
 * Monitoring of portfolio companies (issue 9): Evergreen's GP sees each portfolio company's
 * reporting status per standard and period, filters it, requests ESG data from a company that was
 * not asked yet, and sends a reminder to one that is late (Northwind's seeded 2025 ESG response, which
 * no other test changes). Screenshots: test-results/e2e/monitoring-*.png.
 */

const shot = (page: Page, name: string) => screenshot(page, `monitoring-${name}.png`, { fullPage: true });

test.describe('monitoring (spec 6.2, issue 9)', () => {
  test.setTimeout(120_000);
  test.use({ viewport: { width: 1400, height: 1000 }, actionTimeout: 30_000 });

  test('a GP views the portfolio status, requests data and sends a reminder', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signIn(page, 'gp', '/view-childs-data');
    await expect(page.getByRole('heading', { level: 1, name: 'Monitoring' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Portfolio reporting status' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('rowheader', { name: /Northwind Renewables/ }).first()).toBeVisible();
    await expect(table.getByText('In progress').first()).toBeVisible();
    await expect(table.getByText(/days overdue/).first()).toBeVisible();
    await shot(page, '01-status');
    // WCAG 2.1 A and AA: no serious or critical violation (as accessibility.spec.ts checks every route).
    const violations = await axeViolations(page);
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);

    // Filter: the ESG standard, not requested yet.
    await choose(page, 'Filter by status', 'Not requested');
    await choose(page, 'Filter by standard', 'ESG');
    const atlas = table.getByRole('row', { name: /Atlas Logistics/ });
    await expect(atlas).toHaveCount(1);
    await shot(page, '02-not-requested');

    // Request ESG data of Atlas from its row.
    await atlas.getByRole('button', { name: /Actions for Atlas Logistics/ }).click();
    await page.getByRole('menuitem', { name: 'Request data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request data' });
    await expect(dialog.getByText('Atlas Logistics')).toBeVisible();
    const year = new Date().getUTCFullYear();
    await typeDate(dialog, 'Due date', `${year + 1}-01-31`);
    await shot(page, '03-request');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByText('Data requested from 1 of 1 company')).toBeVisible();
    await expect(dialog.getByText(/Atlas Logistics/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    // The filter still says "not requested": Atlas has left it.
    await expect(table.getByRole('row', { name: /Atlas Logistics/ })).toHaveCount(0);

    // Remind Northwind, whose ESG data is overdue.
    await page.goto('/view-childs-data');
    await page.getByLabel('Overdue only').check();
    // Northwind may also have a TCFD response it opened itself (the climate spec answers one), which
    // only the asking company reminds of: Evergreen asked for the ESG data.
    await choose(page, 'Filter by standard', 'ESG');
    const northwind = table.getByRole('row', { name: /Northwind Renewables/ }).first();
    await expect(northwind).toBeVisible();
    await northwind.getByRole('button', { name: /Actions for Northwind Renewables/ }).click();
    await page.getByRole('menuitem', { name: 'Send reminder' }).click();
    const remind = page.getByRole('dialog', { name: 'Send a reminder' });
    await remind.getByLabel('Note (optional)').fill('The board pack closes on Friday.');
    await shot(page, '04-reminder');
    await remind.getByRole('button', { name: 'Send reminder' }).click();
    await expect(page.locator('.toaster').getByText('1 of 1 reminder sent').first()).toBeVisible();
    await expect(northwind.getByText(/Reminded/)).toBeVisible();
    await shot(page, '05-reminded');

    // Northwind hears of it in the bell too (reminders are notifications, docs/notifications.md).
    const pc = await browser.newPage({ baseURL, viewport: { width: 1400, height: 1000 } });
    await signIn(pc, 'pc');
    await pc
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications, \d+ unread$/ })
      .click();
    const panel = pc.getByRole('dialog', { name: 'Notifications' });
    await expect(
      panel
        .getByRole('listitem')
        .filter({
          hasText: /Evergreen Capital Partners reminds Northwind Renewables of its ESG data for \d{4}/,
        })
        .filter({ hasText: 'The board pack closes on Friday.' })
        .first(),
    ).toBeVisible();
    await shot(pc, '06-pc-notified');
    await pc.close();
  });
});
