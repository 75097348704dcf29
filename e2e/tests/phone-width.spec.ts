import { expect, test } from '../fixtures';
import { misfits, PHONE } from '../support/phone-fit';
import { PUBLIC_ROUTES } from '../support/routes';

/*
 * Issue 29, item 6: every route fits a phone (what "fits" means: support/phone-fit.ts). The public
 * pages are checked here, signed out; the signed-in routes by the walk of every demo role in
 * visible-text.spec.ts, which reads each route's words and its fit at 390 px on one opening of the
 * route (docs/testing.md). A finding names route, role and control.
 */

test.describe('every route fits a phone, 390 px (issue 29, item 6)', () => {
  test.setTimeout(240_000);
  test.use({ viewport: PHONE });

  test('the public pages, signed out', async ({ page }) => {
    const failures: string[] = [];
    for (const path of PUBLIC_ROUTES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      for (const misfit of await misfits(page)) failures.push(`${path} signed out: ${misfit}`);
    }
    expect(failures, 'what does not fit at 390 px').toEqual([]);
  });
});
