import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures';
import { DEMO_ROLES, SIGNED_IN_ROUTES, openInApp } from '../support/routes-walk';
import { PUBLIC_ROUTES } from '../support/routes';

/*
 * Issue 29, item 6: every route fits a phone. At 390 px the page itself never scrolls sideways, and
 * no control (button, link, field) is cut off by the screen's edge, unless it sits in a part that
 * scrolls sideways on purpose (a wide table's scroll area). A finding names route, role and control.
 */

const PHONE = { width: 390, height: 844 };

/**
 * What does not fit: a page wider than the screen, and the controls past its edge. Written as the
 * page's own script (the e2e project is type-checked without the DOM's types).
 */
const MISFITS = `(() => {
  const width = document.documentElement.clientWidth;
  const found = [];
  if (document.documentElement.scrollWidth > width + 1)
    found.push('the page is ' + document.documentElement.scrollWidth + ' px wide');
  const scrollsSideways = (element) => {
    for (let e = element.parentElement; e && e !== document.body; e = e.parentElement) {
      const overflow = getComputedStyle(e).overflowX;
      if ((overflow === 'auto' || overflow === 'scroll') && e.scrollWidth > e.clientWidth) return true;
    }
    return false;
  };
  for (const control of document.querySelectorAll('main button, main a[href], main input, main select, main textarea')) {
    const box = control.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
    if (box.right <= width + 1 && box.left >= -1) continue;
    if (scrollsSideways(control)) continue;
    const name = (control.getAttribute('aria-label') || control.innerText || control.value || control.tagName).trim().slice(0, 40);
    found.push('"' + name + '" reaches ' + Math.round(box.right) + ' px');
  }
  return found;
})()`;

const misfits = (page: Page): Promise<string[]> => page.evaluate<string[]>(MISFITS);

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

  for (const role of DEMO_ROLES) {
    test(`every route, as the demo ${role}`, async ({ page }) => {
      await signIn(page, role);
      await expect(page).toHaveURL(/\/user-guide$/);
      const failures: string[] = [];
      for (const path of SIGNED_IN_ROUTES) {
        if (!(await openInApp(page, path))) continue;
        for (const misfit of await misfits(page)) failures.push(`${path} as ${role}: ${misfit}`);
      }
      expect(failures, 'what does not fit at 390 px').toEqual([]);
    });
  }
});
