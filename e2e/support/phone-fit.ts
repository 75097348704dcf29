import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/*
 * Issue 29, item 6: every route fits a phone. At 390 px the page itself never scrolls sideways, and
 * no control (button, link, field) is cut off by the screen's edge, unless it sits in a part that
 * scrolls sideways on purpose (a wide table's scroll area). Read by the phone-width check of the
 * signed-out pages and by the route walk of every demo role (visible-text.spec.ts).
 */

export const PHONE = { width: 390, height: 844 } as const;

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

/** What does not fit the page's present width (the page is at PHONE's). */
export const misfits = (page: Page): Promise<string[]> => page.evaluate<string[]>(MISFITS);

/**
 * Resizes the page's window and waits until the page has followed: the browser has laid it out
 * again and run the media-query listeners, React has rendered what they changed (two frames, then
 * a task), and nothing is loading.
 */
export async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.evaluate(
    'new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(settled, 0))))',
  );
  await expect(page.locator('[aria-busy="true"]'), `${size.width} px wide, the page has loaded`).toHaveCount(
    0,
  );
}
