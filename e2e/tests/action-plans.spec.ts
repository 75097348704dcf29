import type { Browser, Page } from '@playwright/test';
import { expect, test, signedInPage } from '../fixtures';
import { choose, shownDate, toast, typeDate } from '../support/ui';
import { screenshot } from '../support/screenshots';

/*
 * The whole action-plan flow of issue 4 in two browser contexts: Evergreen's GP (gp@demo.test)
 * drafts a plan for Northwind Renewables and sends it; Northwind's user (pc@demo.test) works a
 * recommendation; the GP approves the due-date change and signs off. Each step leaves a screenshot
 * in test-results/e2e/action-plans-*.png.
 */

// The shell keeps the top bar and sidebar in place, so a tall viewport (below) shows a whole screen
// better than a full-page capture would.
const shot = (page: Page, name: string) => screenshot(page, `action-plans-${name}.png`);

/** A date `days` from today as YYYY-MM-DD (what a date input takes). */
const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A browser context of its own per user, signed in through the login form. */
const pageOf = (browser: Browser, user: 'gp' | 'pc') =>
  signedInPage(browser, user, { viewport: { width: 1280, height: 1400 } });

/** Every screen is reached through the UI, as a user clicks through the app. */
async function openActionPlans(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Action Plans' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Action Plans' })).toBeVisible();
}

async function openRecommendation(page: Page, title: string) {
  await page.getByRole('table', { name: 'Recommendations' }).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test.describe('action plans (spec 2.13, issue 4)', () => {
  test.setTimeout(180_000);

  test('a GP drafts and sends a plan, the portfolio company works it, the GP approves and signs off', async ({
    browser,
  }) => {
    const planTitle = `Northwind E&S action plan ${Date.now()}`;
    const recs = ['Adopt a grievance mechanism for contractors', 'Bird and bat collision monitoring'];

    // --- GP: create the plan for Northwind Renewables ---------------------------------------
    const gp = await pageOf(browser, 'gp');
    await openActionPlans(gp);
    await expect(gp.getByRole('tab', { name: 'Published', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await shot(gp, '01-gp-list');

    await gp.getByRole('link', { name: 'Create action plan' }).click();
    await expect(gp.getByRole('heading', { level: 1, name: 'Create Action Plan' })).toBeVisible();
    const createForm = gp.getByRole('form', { name: 'Create action plan' });
    await choose(createForm, 'Portfolio company', 'Northwind Renewables');
    await createForm.getByLabel('Title').fill(planTitle);
    await createForm.getByLabel('Description').fill('Actions agreed after the 2026 E&S due diligence.');
    await choose(createForm, 'Reporting cycle', 'Annually');
    // A plan may be made for the years to come, not only up to this one (issue 29, item 9).
    const thisYear = new Date().getUTCFullYear();
    await createForm
      .getByRole('textbox', { name: 'Year' })
      .or(createForm.getByRole('combobox', { name: 'Year' }))
      .first()
      .click();
    await expect(gp.getByRole('option', { name: String(thisYear + 3), exact: true })).toBeVisible();
    await gp.keyboard.press('Escape');
    await createForm.getByLabel('Hollowmere Wind Farm (120 MW)').check();
    await shot(gp, '02-gp-create-form');
    await createForm.getByRole('button', { name: 'Create action plan' }).click();
    await toast(gp, 'Action plan created successfully');
    await expect(gp).toHaveURL(/\/action-plans\/create\/add-recommendation\/\d+$/);
    const planId = Number(/\/(\d+)$/.exec(gp.url())?.[1]);
    expect(planId).toBeGreaterThan(0);

    // --- GP: two recommendations -----------------------------------------------------------
    const recForm = gp.getByRole('form', { name: 'Add recommendation' });
    const added = gp.getByRole('region', { name: /Recommendations of this plan/ });
    for (const [index, title] of recs.entries()) {
      await recForm.getByLabel('Recommendation', { exact: true }).fill(title);
      await choose(recForm, 'IFC Performance Standard', index === 0 ? /^PS2:/ : /^PS6:/);
      await choose(recForm, 'Priority', index === 0 ? 'High' : 'Medium');
      await typeDate(recForm, 'Due date', isoDay(45 + index * 30));
      await recForm.getByLabel('Deliverable').fill('Written procedure and evidence of roll-out');
      await recForm.getByRole('button', { name: 'Save recommendation' }).click();
      await toast(gp, 'Recommendation created successfully');
      await expect(added.getByText(title)).toBeVisible();
    }
    await expect(added.getByRole('heading')).toHaveText('Recommendations of this plan (2)');
    await shot(gp, '03-gp-recommendations-added');

    // --- GP: send the draft ----------------------------------------------------------------
    await gp.getByRole('link', { name: 'Go to action plan' }).click();
    await expect(gp.getByRole('heading', { level: 1, name: planTitle })).toBeVisible();
    await expect(gp.getByText('Plan status: Draft')).toBeVisible();
    await gp.getByRole('button', { name: 'Send draft to portfolio company' }).click();
    // Sending a draft asks first, naming the plan and who will see it.
    const sendDialog = gp.getByRole('dialog', { name: `Send “${planTitle}” to Northwind Renewables?` });
    await expect(sendDialog).toContainText(
      'Northwind Renewables will see the plan and its 2 recommendations',
    );
    await sendDialog.getByRole('button', { name: 'Send draft' }).click();
    await toast(gp, 'Draft sent to the portfolio company successfully');
    await expect(gp.getByText('Plan status: Sent to portfolio company')).toBeVisible();
    await expect(gp.getByRole('button', { name: 'Send draft to portfolio company' })).toHaveCount(0);
    await shot(gp, '04-gp-draft-sent');
    // Publishing asks first, naming the plan and who will see it (issue 29, item 9); cancelled here.
    await gp.getByRole('button', { name: 'Publish', exact: true }).click();
    const publishDialog = gp.getByRole('dialog', { name: `Publish “${planTitle}”?` });
    await expect(publishDialog).toContainText('Northwind Renewables and your colleagues see the plan');
    await expect(publishDialog.getByRole('button', { name: 'Publish plan' })).toBeVisible();
    await publishDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(publishDialog).toHaveCount(0);
    await expect(gp.getByText('Plan status: Sent to portfolio company')).toBeVisible();

    // --- Portfolio company: find the plan, work the first recommendation --------------------
    const pc = await pageOf(browser, 'pc');
    await openActionPlans(pc);
    // Not published yet: it sits under Unpublished for the portfolio company.
    await pc.getByRole('tab', { name: 'Unpublished', exact: true }).click();
    await pc.getByRole('link', { name: planTitle }).click();
    await expect(pc.getByRole('heading', { level: 1, name: planTitle })).toBeVisible();
    // The portfolio company takes no GP decisions.
    await expect(pc.getByRole('button', { name: 'Sign off plan' })).toHaveCount(0);
    await expect(pc.getByRole('button', { name: 'Delete plan' })).toHaveCount(0);
    await expect(pc.getByRole('button', { name: 'More actions' })).toHaveCount(0);
    await shot(pc, '05-pc-plan-detail');

    await openRecommendation(pc, recs[0]);
    // Internal notes are for the investor side only.
    await expect(pc.getByRole('heading', { name: /Internal notes/ })).toHaveCount(0);
    await expect(pc.getByText('Status: Pending')).toBeVisible();

    const statusForm = pc.getByRole('form', { name: 'Update status' });
    await choose(statusForm, 'Status', 'In progress');
    await statusForm.getByRole('button', { name: 'Update status' }).click();
    await toast(pc, 'Status updated successfully');
    await expect(pc.getByText('Status: In progress')).toBeVisible();
    // The GP's plan table shows the status the company set (issue 29, item 9), not "Pending".
    await gp.reload();
    await expect(
      gp.getByRole('table', { name: 'Recommendations' }).getByRole('row', { name: new RegExp(recs[0]) }),
    ).toContainText('Status: In progress');

    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    const uploadForm = pc.getByRole('form', { name: 'Upload deliverable files' });
    await uploadForm
      .getByLabel(/Deliverable files/)
      .setInputFiles({ name: 'grievance-procedure.pdf', mimeType: 'application/pdf', buffer: pdf });
    await uploadForm.getByRole('button', { name: 'Upload deliverable', exact: true }).click();
    await toast(pc, 'Deliverable files uploaded successfully');
    await expect(
      pc
        .getByRole('list', { name: 'Deliverable files' })
        .getByRole('button', { name: 'grievance-procedure.pdf' }),
    ).toBeVisible();

    const commentForm = pc.getByRole('form', { name: 'Add a comment' });
    await commentForm
      .getByLabel('Add a comment')
      .fill('The procedure was approved by our board; roll-out starts next month.');
    await commentForm.getByRole('button', { name: 'Post comment' }).click();
    await expect(pc.getByRole('list', { name: 'Comments' })).toContainText('roll-out starts next month');

    const requestedDueDate = isoDay(120);
    const crForm = pc.getByRole('form', { name: 'Request a due date change' });
    await typeDate(crForm, 'Requested due date', requestedDueDate);
    await crForm.getByLabel('Reason').fill('Contractor onboarding moved to the next quarter.');
    await crForm.getByRole('button', { name: 'Request change' }).click();
    await toast(pc, 'Change request created successfully');
    await expect(pc.getByRole('list', { name: 'Change requests' })).toContainText('Pending decision');

    await choose(statusForm, 'Status', 'Submitted');
    await statusForm.getByRole('button', { name: 'Update status' }).click();
    await expect(pc.getByText('Status: Submitted')).toBeVisible();
    await shot(pc, '06-pc-recommendation-worked');

    // The second recommendation is submitted too, so the whole plan can be signed off.
    await pc.getByRole('link', { name: planTitle }).click();
    await openRecommendation(pc, recs[1]);
    await choose(pc.getByRole('form', { name: 'Update status' }), 'Status', 'Submitted');
    await pc
      .getByRole('form', { name: 'Update status' })
      .getByRole('button', { name: 'Update status' })
      .click();
    await expect(pc.getByText('Status: Submitted')).toBeVisible();

    // --- GP: approve the change request, sign off the recommendations and the plan ----------
    await gp.getByRole('link', { name: recs[0] }).click();
    await expect(gp.getByRole('heading', { level: 1, name: recs[0] })).toBeVisible();
    await expect(gp.getByRole('heading', { name: /Internal notes/ })).toBeVisible();
    const noteForm = gp.getByRole('form', { name: 'Add an internal note' });
    await noteForm.getByLabel('Add an internal note').fill('Check the board minutes at the next site visit.');
    await noteForm.getByRole('button', { name: 'Add note' }).click();
    await expect(gp.getByRole('list', { name: 'Internal notes' })).toContainText('board minutes');
    await expect(gp.getByRole('list', { name: 'Comments' })).toContainText('roll-out starts next month');

    await gp.getByRole('button', { name: 'Approve change request' }).click();
    await toast(gp, 'Change request approved successfully');
    await expect(gp.getByRole('list', { name: 'Change requests' })).toContainText('Approved');
    await expect(gp.getByRole('region', { name: 'Recommendation details' })).toContainText(
      shownDate(requestedDueDate),
    );

    // A star is rated by clicking it (its label); the radio behind it names it for screen readers.
    const fourStars = await gp.getByRole('radio', { name: '4 stars' }).getAttribute('id');
    await gp.locator(`label[for="${fourStars}"]`).click();
    await toast(gp, 'Deliverable rated successfully');
    await shot(gp, '07-gp-change-request-approved');

    await gp.getByRole('button', { name: 'Sign off recommendation' }).click();
    const recDialog = gp.getByRole('dialog', { name: 'Sign off recommendation' });
    await recDialog.getByLabel(/Sign-off message/).fill('Procedure in place and evidenced.');
    await recDialog.getByRole('button', { name: 'Sign off' }).click();
    await toast(gp, 'Recommendation signed off successfully');
    await expect(gp.getByText('Status: Signed off').first()).toBeVisible();
    await shot(gp, '08-gp-recommendation-signed-off');

    await gp.getByRole('link', { name: planTitle }).click();
    await openRecommendation(gp, recs[1]);
    await gp.getByRole('button', { name: 'Sign off recommendation' }).click();
    await gp
      .getByRole('dialog', { name: 'Sign off recommendation' })
      .getByRole('button', { name: 'Sign off' })
      .click();
    await toast(gp, 'Recommendation signed off successfully');

    await gp.getByRole('link', { name: planTitle }).click();
    await expect(gp.getByRole('heading', { level: 1, name: planTitle })).toBeVisible();
    await gp.getByRole('button', { name: 'Sign off plan' }).click();
    const planDialog = gp.getByRole('dialog', { name: 'Sign off action plan' });
    await planDialog
      .getByLabel('Sign-off message')
      .fill('All recommendations of the 2026 plan are complete.');
    await planDialog.getByRole('button', { name: 'Sign off' }).click();
    await toast(gp, 'Action plan signed off successfully');
    await expect(gp.getByText('Plan status: Signed off')).toBeVisible();
    await expect(gp.getByRole('note')).toContainText('All recommendations of the 2026 plan are complete.');
    await shot(gp, '09-gp-plan-signed-off');

    // The portfolio company sees the signed-off plan under Published (isPublished stays true).
    await openActionPlans(pc);
    await expect(
      pc
        .getByRole('table', { name: 'Published action plans' })
        .getByRole('row', { name: new RegExp(planTitle) }),
    ).toContainText('Plan status: Signed off');
    await shot(pc, '10-pc-list-signed-off');

    await gp.context().close();
    await pc.context().close();
  });

  test('a GP narrows the list to one portfolio company and views it as the company does', async ({
    browser,
  }) => {
    const gp = await pageOf(browser, 'gp');
    await openActionPlans(gp);
    const atlasList = gp.waitForRequest(
      (r) => r.url().includes('/api/action-plans?isPublished=true') && r.headers()['x-company-id'] === '3',
    );
    await choose(gp, 'Portfolio company', 'Atlas Logistics');
    await atlasList;
    // Atlas has only the seeded draft: nothing published, the draft under Unpublished.
    await expect(gp.getByText('No published action plans.')).toBeVisible();
    await gp.getByRole('tab', { name: 'Unpublished', exact: true }).click();
    const unpublished = gp.getByRole('table', { name: 'Unpublished action plans' });
    await expect(unpublished.getByRole('row').filter({ hasText: 'Plan status: Draft' })).not.toHaveCount(0);
    await shot(gp, '11-gp-list-atlas-unpublished');

    // Viewing as the portfolio company hides drafts (viewing_as=pc).
    const asCompany = gp.waitForRequest((r) => r.url().includes('viewing_as=pc'));
    await gp.getByRole('radio', { name: 'Portfolio company' }).dispatchEvent('click');
    await asCompany;
    await expect(gp.getByText('Plan status: Draft')).toHaveCount(0);
    await gp.context().close();
  });
});
