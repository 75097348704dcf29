import type { Browser, Page } from '@playwright/test';
import { expect, test, signIn } from '../fixtures';
import { choose, pageMenu, shownDate, toast, typeDate } from '../support/ui';
import { screenshot } from '../support/screenshots';

/*
 * Managing a plan's recommendations (spec 7.1 / 7.2): Evergreen's GP (gp@demo.test) drafts a plan for
 * Northwind Renewables with two recommendations, edits one, deletes the other, creates a related
 * (follow-up) plan, and deletes all recommendations of the first plan. Each step leaves a screenshot
 * in test-results/e2e/action-plans-manage-*.png.
 */

const shot = (page: Page, name: string) => screenshot(page, `action-plans-manage-${name}.png`);

/** A date `days` from today as YYYY-MM-DD (what a date input takes). */
const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function signedInGp(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 1400 } });
  const page = await context.newPage();
  await signIn(page, 'gp');
  return page;
}

/** Every screen is reached through the UI, as a user clicks through the app. */
async function openActionPlans(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Action Plans' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Action Plans' })).toBeVisible();
}

/** Creates a draft plan for Northwind Renewables with the given recommendations; answers its id. */
async function createDraftPlan(page: Page, title: string, recs: readonly string[]): Promise<number> {
  await openActionPlans(page);
  await page.getByRole('link', { name: 'Create action plan' }).click();
  const createForm = page.getByRole('form', { name: 'Create action plan' });
  await choose(createForm, 'Portfolio company', 'Northwind Renewables');
  await createForm.getByLabel('Title').fill(title);
  await createForm.getByLabel('Description').fill('Follow-up of the 2026 E&S monitoring visit.');
  await choose(createForm, 'Reporting cycle', 'Annually');
  await createForm.getByLabel('Hollowmere Wind Farm (120 MW)').check();
  await createForm.getByRole('button', { name: 'Create action plan' }).click();
  await toast(page, 'Action plan created successfully');
  await expect(page).toHaveURL(/\/action-plans\/create\/add-recommendation\/\d+$/);
  const planId = Number(/\/(\d+)$/.exec(page.url())?.[1]);

  const recForm = page.getByRole('form', { name: 'Add recommendation' });
  const added = page.getByRole('region', { name: /Recommendations of this plan/ });
  for (const [index, recTitle] of recs.entries()) {
    await recForm.getByLabel('Recommendation', { exact: true }).fill(recTitle);
    await choose(recForm, 'IFC Performance Standard', index === 0 ? /^PS3:/ : /^PS4:/);
    await choose(recForm, 'Priority', 'Medium');
    await typeDate(recForm, 'Due date', isoDay(60 + index * 30));
    await recForm.getByLabel('Deliverable').fill('Procedure and evidence of roll-out');
    await recForm.getByRole('button', { name: 'Save recommendation' }).click();
    await toast(page, 'Recommendation created successfully');
    await expect(added.getByText(recTitle)).toBeVisible();
  }
  await expect(added.getByRole('heading')).toHaveText(`Recommendations of this plan (${recs.length})`);
  await page.getByRole('link', { name: 'Go to action plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return planId;
}

test.describe('action plans: manage recommendations and related plans (spec 7.1, 7.2)', () => {
  test.setTimeout(120_000);

  test('a GP edits and deletes recommendations, creates a related plan and deletes all recommendations', async ({
    browser,
    baseURL,
  }) => {
    const stamp = Date.now();
    const planTitle = `Northwind monitoring plan ${stamp}`;
    const [keep, drop] = ['Install spill kits at the O&M base', 'Noise survey near Kestrel Ridge'];
    const edited = 'Install spill kits and train the O&M crew';

    const gp = await signedInGp(browser, baseURL);
    const planId = await createDraftPlan(gp, planTitle, [keep, drop]);
    const recTable = gp.getByRole('table', { name: 'Recommendations' });
    await expect(recTable.getByRole('row')).toHaveCount(3);
    // Destructive actions wait in the page's menu, last.
    await gp.getByRole('button', { name: 'More actions' }).click();
    await expect(gp.getByRole('menuitem', { name: 'Delete all recommendations' })).toBeVisible();
    await shot(gp, '01-draft-with-two-recommendations');
    await gp.keyboard.press('Escape');

    // --- Edit a recommendation: prefilled form, new title and priority -----------------------
    await recTable.getByRole('link', { name: keep }).click();
    await expect(gp.getByRole('heading', { level: 1, name: keep })).toBeVisible();
    await gp.getByRole('button', { name: 'Edit recommendation' }).click();
    const editDialog = gp.getByRole('dialog', { name: 'Edit recommendation' });
    await expect(editDialog).toBeVisible();
    await expect(editDialog.getByLabel('Recommendation', { exact: true })).toHaveValue(keep);
    await expect(editDialog.getByLabel('Priority')).toHaveValue('Medium');
    await expect(editDialog.getByLabel('IFC Performance Standard')).toHaveValue(
      'PS3: Resource Efficiency and Pollution Prevention',
    );
    await expect(editDialog.getByLabel('Due date', { exact: true })).toHaveValue(shownDate(isoDay(60)));
    await expect(editDialog.getByLabel('Deliverable')).toHaveValue('Procedure and evidence of roll-out');
    await editDialog.getByLabel('Recommendation', { exact: true }).fill(edited);
    await choose(editDialog, 'Priority', 'High');
    await shot(gp, '02-edit-recommendation-dialog');
    await editDialog.getByRole('button', { name: 'Save changes' }).click();
    await toast(gp, 'Recommendation updated successfully');
    await expect(editDialog).toBeHidden();
    await expect(gp.getByRole('heading', { level: 1, name: edited })).toBeVisible();
    await expect(gp.getByText('Priority: High')).toBeVisible();
    await shot(gp, '03-recommendation-edited');

    // --- Delete the other recommendation, after confirming ----------------------------------
    await gp.getByRole('link', { name: planTitle }).click();
    await expect(recTable.getByRole('link', { name: edited })).toBeVisible();
    await expect(recTable.getByRole('row', { name: new RegExp(edited) })).toContainText('Priority: High');
    await recTable.getByRole('link', { name: drop }).click();
    await expect(gp.getByRole('heading', { level: 1, name: drop })).toBeVisible();
    await pageMenu(gp, 'Delete recommendation');
    const deleteDialog = gp.getByRole('dialog', { name: `Delete “${drop}”?` });
    await expect(deleteDialog).toBeVisible();
    await expect(deleteDialog.getByRole('heading', { name: `Delete “${drop}”?` })).toBeVisible();
    // It says what goes with it.
    await expect(deleteDialog).toContainText('This removes for good:');
    await expect(deleteDialog).toContainText('0 comments and 0 internal notes');
    await shot(gp, '04-delete-recommendation-confirm');
    await deleteDialog.getByRole('button', { name: 'Delete recommendation' }).click();
    await toast(gp, 'Recommendation deleted successfully');
    await expect(gp).toHaveURL(new RegExp(`/action-plans/detail/${planId}$`));
    await expect(gp.getByRole('heading', { level: 1, name: planTitle })).toBeVisible();
    await expect(recTable.getByRole('link', { name: drop })).toHaveCount(0);
    await expect(recTable.getByRole('row')).toHaveCount(2);
    await shot(gp, '05-recommendation-deleted');

    // --- Create a related (follow-up) plan and land on it -----------------------------------
    const relatedTitle = `Northwind follow-up plan ${stamp}`;
    await pageMenu(gp, 'Create related plan');
    const relatedDialog = gp.getByRole('dialog', { name: 'Create related action plan' });
    await expect(relatedDialog).toBeVisible();
    await expect(relatedDialog.getByLabel('Reporting cycle')).toHaveValue('Annually');
    await expect(relatedDialog.getByLabel('Hollowmere Wind Farm (120 MW)')).toBeChecked();
    await relatedDialog.getByLabel('Title').fill(relatedTitle);
    await shot(gp, '06-related-plan-dialog');
    await relatedDialog.getByRole('button', { name: 'Create related plan' }).click();
    await toast(gp, 'Related action plan created successfully');
    await expect(gp).toHaveURL(/\/action-plans\/detail\/\d+$/);
    const relatedId = Number(/\/(\d+)$/.exec(gp.url())?.[1]);
    expect(relatedId).not.toBe(planId);
    await expect(gp.getByRole('heading', { level: 1, name: relatedTitle })).toBeVisible();
    await expect(gp.getByText('Plan status: Draft')).toBeVisible();
    await expect(gp.getByText('No recommendations yet.')).toBeVisible();
    await shot(gp, '07-related-plan-created');

    // --- Delete all recommendations of the first plan, after confirming ---------------------
    await gp.goBack();
    await expect(gp.getByRole('heading', { level: 1, name: planTitle })).toBeVisible();
    await pageMenu(gp, 'Delete all recommendations');
    const deleteAllDialog = gp.getByRole('dialog', { name: 'Delete all recommendations?' });
    await expect(deleteAllDialog).toContainText('1 recommendation');
    await expect(deleteAllDialog).toBeVisible();
    // Cancelling keeps them.
    await deleteAllDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(deleteAllDialog).toBeHidden();
    await expect(recTable.getByRole('row')).toHaveCount(2);
    await pageMenu(gp, 'Delete all recommendations');
    await shot(gp, '08-delete-all-confirm');
    await deleteAllDialog.getByRole('button', { name: 'Delete all recommendations' }).click();
    await toast(gp, 'All recommendations deleted successfully');
    await expect(deleteAllDialog).toBeHidden();
    await expect(gp.getByText('No recommendations yet.')).toBeVisible();
    await gp.getByRole('button', { name: 'More actions' }).click();
    await expect(gp.getByRole('menuitem', { name: 'Delete all recommendations' })).toHaveCount(0);
    await gp.keyboard.press('Escape');
    await shot(gp, '09-all-recommendations-deleted');

    await gp.context().close();
  });
});
