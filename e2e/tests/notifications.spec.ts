import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { demoUser, expect, logIn, test } from '../fixtures';
import { RESULTS_DIR } from '../server-state';

/*
 * Issue 5 in two browser contexts: the GP (gp@demo.test) has a page open; Northwind's user
 * (pc@demo.test) changes a recommendation's status on the seeded published plan; the GP's open page
 * shows the new unread count and the notification without a reload, follows it to the
 * recommendation, marks all read, and finds the change in the plan's change log.
 */

const PLAN = 'Northwind Renewables E&S Action Plan';
const RECOMMENDATION = 'Bird and bat collision monitoring at Hollowmere';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(RESULTS_DIR, `notifications-${name}.png`) });

async function signedInPage(browser: Browser, baseURL: string | undefined, user: 'gp' | 'pc'): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 1000 } });
  const page = await context.newPage();
  await page.goto('/login');
  await logIn(page, demoUser(user));
  await expect(page).toHaveURL(/\/user-guide$/);
  return page;
}

async function openActionPlans(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Action Plans' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Action Plans' })).toBeVisible();
}

const bell = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ });

async function unreadCount(page: Page): Promise<number> {
  await expect(bell(page)).toBeVisible();
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? NaN);
}

test.describe('notifications and the change log (spec 2.13, issue 5)', () => {
  test.setTimeout(120_000);

  test('a status change by the portfolio company reaches the open page of the GP live', async ({
    browser,
    baseURL,
  }) => {
    // --- GP: a page open (the user guide), the bell showing what is unread so far ----------------
    // A notification's link is followed inside the app, so it reaches the recommendation from any
    // page (access-policy rule 11 only redirects deep links entered from outside the application).
    const gp = await signedInPage(browser, baseURL, 'gp');
    const before = await unreadCount(gp);
    expect(before).toBeGreaterThanOrEqual(0);

    // --- Portfolio company: change the status of a recommendation of the published plan --------
    const pc = await signedInPage(browser, baseURL, 'pc');
    await openActionPlans(pc);
    await pc.getByRole('link', { name: PLAN }).click();
    await expect(pc.getByRole('heading', { level: 1, name: PLAN })).toBeVisible();
    await pc
      .getByRole('table', { name: 'Recommendations' })
      .getByRole('link', { name: RECOMMENDATION })
      .click();
    await expect(pc.getByRole('heading', { level: 1, name: RECOMMENDATION })).toBeVisible();
    const recommendationId = /\/recommendation\/(\d+)$/.exec(new URL(pc.url()).pathname)?.[1];
    expect(recommendationId).toBeDefined();

    const status = pc.getByRole('form', { name: 'Update status' }).getByLabel('Status');
    const current = await status.inputValue();
    const [from, to] =
      current === 'in-progress'
        ? ['In progress', 'Not started']
        : [current === 'submitted' ? 'Submitted' : 'Not started', 'In progress'];
    const setStatus = async (label: string) => {
      await status.selectOption({ label });
      await pc.getByRole('button', { name: 'Update status' }).click();
      // Saved once the form's status is the recommendation's again (the button disables).
      await expect(pc.getByRole('button', { name: 'Update status' })).toBeDisabled();
      await expect(pc.locator('.ap-summary, dl').getByText(label, { exact: true }).first()).toBeVisible();
    };
    await setStatus(to);
    await shot(pc, '01-pc-status-changed');

    // --- GP: the open page shows it without a reload ----------------------------------------------
    await expect(
      gp.getByRole('banner').getByRole('button', { name: `Notifications, ${before + 1} unread` }),
    ).toBeVisible();
    await bell(gp).click();
    const panel = gp.getByRole('dialog', { name: 'Notifications' });
    const notification = panel
      .getByRole('listitem')
      .filter({ hasText: RECOMMENDATION })
      .filter({ hasText: `changed from ${from} to ${to}` })
      .first();
    await expect(notification).toBeVisible();
    await expect(notification).toContainText('(unread)');
    await shot(gp, '02-gp-live-notification');

    // A second change (back again) while the panel is open: prepended live as well.
    await setStatus(from);
    await expect(bell(gp)).toHaveAccessibleName(`Notifications, ${before + 2} unread`);
    await expect(
      panel.getByRole('listitem').filter({ hasText: `changed from ${to} to ${from}` }),
    ).toBeVisible();

    // Unread only keeps it; the link goes to the recommendation.
    await panel.getByLabel('Unread only').check();
    await expect(notification).toBeVisible();
    await notification.getByRole('link').click();
    // Following it marks it read; the other one stays unread.
    await expect(bell(gp)).toHaveAccessibleName(`Notifications, ${before + 1} unread`);
    await expect(gp.getByRole('heading', { level: 1, name: RECOMMENDATION })).toBeVisible();
    // The notification's link leaves out the optional performance-standard segment.
    expect(new URL(gp.url()).pathname).toMatch(
      new RegExp(`^/action-plans/detail/\\d+/recommendation/${recommendationId}$`),
    );
    await expect(panel).toBeHidden();

    // --- GP: mark all read ------------------------------------------------------------------------
    await bell(gp).click();
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(
      gp.getByRole('banner').getByRole('button', { name: 'Notifications, 0 unread' }),
    ).toBeVisible();
    // The filter starts off each time the panel opens.
    await panel.getByLabel('Unread only').check();
    await expect(panel.getByText('No unread notifications')).toBeVisible();
    await panel.getByLabel('Unread only').uncheck();
    await expect(panel.getByRole('listitem').filter({ hasText: RECOMMENDATION }).first()).toBeVisible();
    await expect(panel.getByText('(unread)')).toHaveCount(0);
    await shot(gp, '03-gp-all-read');
    await gp.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // --- GP: the plan's change log shows who changed what, before -> after ------------------------
    await gp.locator('.ap-breadcrumb').getByRole('link', { name: PLAN }).click();
    await expect(gp.getByRole('heading', { level: 1, name: PLAN })).toBeVisible();
    const changeLog = gp.getByRole('region', { name: 'Change log' });
    const entry = changeLog
      .getByRole('listitem')
      .filter({ hasText: `Changed the status of "${RECOMMENDATION}"` })
      .filter({ hasText: `Status: ${from} → ${to}` })
      .first();
    await expect(entry).toBeVisible();
    await expect(entry).toContainText(`Status: ${from} → ${to}`);
    await entry.scrollIntoViewIfNeeded();
    await shot(gp, '04-gp-change-log');

    await gp.context().close();
    await pc.context().close();
  });
});
