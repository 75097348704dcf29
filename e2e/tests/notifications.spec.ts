import type { Browser, Page } from '@playwright/test';
import { expect, test, signedInPage } from '../fixtures';
import { choose, pageMenu, shownDate, toast, typeDate } from '../support/ui';
import { screenshot } from '../support/screenshots';

/*
 * Issue 5 in two browser contexts: the GP (gp@demo.test) has a page open; Northwind's user
 * (pc@demo.test) changes a recommendation's status on the seeded published plan; the GP's open page
 * shows the new unread count and the notification without a reload, follows it to the
 * recommendation, marks all read, and finds the change in the plan's change log.
 */

const PLAN = 'Northwind Renewables E&S Action Plan';
const RECOMMENDATION = 'Bird and bat collision monitoring at Hollowmere';

const shot = (page: Page, name: string) => screenshot(page, `notifications-${name}.png`);

const pageOf = (browser: Browser, user: 'gp' | 'pc') =>
  signedInPage(browser, user, { viewport: { width: 1280, height: 1000 } });

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
  }) => {
    // --- GP: a page open (the user guide), the bell showing what is unread so far ----------------
    // A notification's link is followed inside the app, so it reaches the recommendation from any
    // page (access-policy rule 11 only redirects deep links entered from outside the application).
    const gp = await pageOf(browser, 'gp');
    const before = await unreadCount(gp);
    expect(before).toBeGreaterThanOrEqual(0);

    // --- Portfolio company: change the status of a recommendation of the published plan --------
    const pc = await pageOf(browser, 'pc');
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
    const [from, to] = current === 'In progress' ? ['In progress', 'Not started'] : [current, 'In progress'];
    const setStatus = async (label: string) => {
      await choose(pc.getByRole('form', { name: 'Update status' }), 'Status', label);
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
    await gp.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: PLAN }).click();
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

  test('the portfolio company’s open plan and recommendation pages follow the GP’s changes live (issue 15)', async ({
    browser,
  }) => {
    const REC = 'Contractor occupational health and safety plan';
    // Without a reload: the page can only show the change by its live update (a deadline, not a measure).
    const LIVE = { timeout: 20_000 };
    const gp = await pageOf(browser, 'gp');
    const pc = await pageOf(browser, 'pc');

    // --- The portfolio company keeps the plan page open -------------------------------------------
    await openActionPlans(pc);
    await pc.getByRole('link', { name: PLAN }).click();
    await expect(pc.getByRole('heading', { level: 1, name: PLAN })).toBeVisible();
    const pcRow = pc
      .getByRole('table', { name: 'Recommendations' })
      .getByRole('row', { name: new RegExp(REC) });
    await expect(pcRow).toContainText('Status: Submitted');
    await expect(pcRow).toContainText('Priority: Low');

    // --- The GP sends the submitted recommendation back: the status changes on the PC's page -----
    await openActionPlans(gp);
    await gp.getByRole('link', { name: PLAN }).click();
    await gp.getByRole('table', { name: 'Recommendations' }).getByRole('link', { name: REC }).click();
    await expect(gp.getByRole('heading', { level: 1, name: REC })).toBeVisible();
    await pageMenu(gp, 'Send back to in progress');
    await toast(gp, 'Status updated successfully');
    // 45 days past its due date and no longer submitted: severely delayed.
    await expect(pcRow).toContainText('Status: Severely delayed', LIVE);

    // --- Priority and due date: the row follows, and the change log says it in words --------------
    const newDue = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    await gp.getByRole('button', { name: 'Edit recommendation' }).click();
    const edit = gp.getByRole('dialog', { name: 'Edit recommendation' });
    await choose(edit, 'Priority', 'High');
    await typeDate(edit, 'Due date', newDue);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await toast(gp, 'Recommendation updated successfully');
    await expect(pcRow).toContainText('Priority: High', LIVE);
    await expect(pcRow).toContainText(shownDate(newDue), LIVE);
    // Sent back to in progress and no longer late: the row says what the status is (issue 29, item 9).
    await expect(pcRow).toContainText('Status: In progress', LIVE);
    const pcLog = pc.getByRole('region', { name: 'Change log' });
    const edited = pcLog
      .getByRole('listitem')
      .filter({ hasText: `updated the recommendation "${REC}"` })
      .first();
    await expect(edited).toContainText('Priority: Low → High', LIVE);
    await expect(edited).toContainText(`→ ${shownDate(newDue)}`);
    await shot(pc, '05-pc-plan-page-live');

    // --- The portfolio company opens the recommendation and keeps it open ------------------------
    await pc.getByRole('table', { name: 'Recommendations' }).getByRole('link', { name: REC }).click();
    await expect(pc.getByRole('heading', { level: 1, name: REC })).toBeVisible();
    const comments = pc.getByRole('region', { name: 'Comments' });

    const comment = `The contractor's plan arrived on ${new Date().toISOString()}`;
    const gpComment = gp.getByRole('form', { name: 'Add a comment' });
    await gpComment.getByLabel('Add a comment').fill(comment);
    await gpComment.getByRole('button', { name: 'Post comment' }).click();
    await expect(comments.getByRole('list', { name: 'Comments' })).toContainText(comment, LIVE);

    await gp.getByRole('button', { name: 'Edit recommendation' }).click();
    await choose(edit, 'Priority', 'Medium');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await toast(gp, 'Recommendation updated successfully');
    await expect(pc.getByText('Priority: Medium')).toBeVisible(LIVE);

    // An internal note stays on the investor side: nothing of it reaches the open page.
    const note = `Check the LTI figures ${Date.now()}`;
    const gpNote = gp.getByRole('form', { name: 'Add an internal note' });
    await gpNote.getByLabel('Add an internal note').fill(note);
    await gpNote.getByRole('button', { name: 'Add note' }).click();
    await expect(gp.getByRole('list', { name: 'Internal notes' })).toContainText(note);
    await expect(pc.getByRole('heading', { name: /Internal notes/ })).toHaveCount(0);
    await expect(pc.getByText(note)).toHaveCount(0);
    await shot(pc, '06-pc-recommendation-live');

    // --- A reload keeps the page ---------------------------------------------------------------------
    const recUrl = pc.url();
    await pc.reload();
    await expect(pc).toHaveURL(recUrl);
    await expect(pc.getByRole('heading', { level: 1, name: REC })).toBeVisible();
    await expect(comments.getByRole('list', { name: 'Comments' })).toContainText(comment);

    // --- Viewing as the portfolio company hides what is the investor side's -----------------------
    await expect(gp.getByRole('heading', { name: /Internal notes/ })).toBeVisible();
    await gp.getByRole('radio', { name: 'Portfolio company' }).dispatchEvent('click');
    await expect(gp).toHaveURL(/view=pc/);
    await expect(gp.getByRole('note')).toContainText('You are viewing this as the portfolio company sees it');
    await expect(gp.getByRole('heading', { name: /Internal notes/ })).toHaveCount(0);
    await expect(gp.getByText(note)).toHaveCount(0);
    await expect(gp.getByRole('button', { name: 'Edit recommendation' })).toHaveCount(0);
    await expect(gp.getByRole('form', { name: 'Add a comment' })).toHaveCount(0);
    await gp.reload();
    await expect(gp.getByRole('heading', { level: 1, name: REC })).toBeVisible();
    await expect(gp.getByRole('heading', { name: /Internal notes/ })).toHaveCount(0);
    await shot(gp, '07-gp-viewing-as-portfolio-company');

    // The plan page as the portfolio company sees it: no internal-note entry in its change log.
    await gp.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: PLAN }).click();
    await expect(gp).toHaveURL(/\/action-plans\/detail\/\d+\?view=pc$/);
    const gpLog = gp.getByRole('region', { name: 'Change log' });
    await expect(
      gpLog
        .getByRole('listitem')
        .filter({ hasText: `updated the recommendation "${REC}"` })
        .first(),
    ).toBeVisible();
    await expect(gpLog.getByText('internal note')).toHaveCount(0);
    await expect(gp.getByRole('columnheader', { name: /Discussion/ })).toBeVisible();
    await expect(gp.getByText(/internal notes$/)).toHaveCount(0);
    await gp.getByRole('radio', { name: 'General partner' }).dispatchEvent('click');
    await expect(
      gpLog.getByRole('listitem').filter({ hasText: 'added an internal note' }).first(),
    ).toBeVisible();

    await gp.context().close();
    await pc.context().close();
  });
});
