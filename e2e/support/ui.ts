import { expect, type Locator, type Page } from '@playwright/test';

/*
 * Driving the SPA's Mantine controls the way a user does: a select opens a listbox and an option is
 * clicked; a date is typed; a menu item is found under "More actions". The options of an open
 * select live in a portal, so they are looked up on the page.
 */

/** Picks `option` (its visible label) in the select labelled `label` inside `scope`. */
export async function choose(
  scope: Page | Locator,
  label: string | RegExp,
  option: string | RegExp,
): Promise<void> {
  const page = 'page' in scope ? scope.page() : scope;
  const input = scope
    .getByRole('textbox', { name: label })
    .or(scope.getByRole('combobox', { name: label }))
    .first();
  await input.click();
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Types a date (YYYY-MM-DD) into the date field labelled `label`, then leaves it. */
export async function typeDate(scope: Page | Locator, label: string, isoDate: string): Promise<void> {
  const input = scope.getByLabel(label, { exact: true });
  await input.fill(isoDate);
  await input.press('Tab');
}

/** "12 Mar 2026": how the date fields and tables show a YYYY-MM-DD date. */
export function shownDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Runs an action of the page's "More actions" menu. */
export async function pageMenu(page: Page, item: string): Promise<void> {
  await page
    .getByRole('group', { name: 'Page actions' })
    .getByRole('button', { name: 'More actions' })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** A success message of the layout's notifications. */
export const toast = (page: Page, message: string) =>
  expect(page.locator('.toaster').getByText(message, { exact: true }).first()).toBeVisible();

/**
 * Publishes the response open on the review screen: "Publish", confirmed in its dialog, waited for by
 * the server's answer (publishing writes the values, their history and the events in one transaction:
 * seconds on a loaded machine), then by the read-only notice the page shows.
 */
export async function publishResponse(page: Page, responseId: number | string): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const [published] = await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith(`/api/responses/${responseId}/publish`),
      { timeout: 60_000 },
    ),
    page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click(),
  ]);
  expect(published.status(), `POST /api/responses/${responseId}/publish`).toBe(200);
  await expect(page.getByText('This response is published; its values are read-only.')).toBeVisible();
}
