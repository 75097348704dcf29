import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/*
 * Issue 29, item 6: every route fits a phone. At 390 px the page itself never scrolls sideways, and
 * no control (button, link, field) is cut off by the screen's edge, unless it sits in a part that
 * scrolls sideways on purpose (a wide table's scroll area). The page's header counts too. Read by the phone-width check of the
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
  for (const control of document.querySelectorAll('header button, header a[href], main button, main a[href], main input, main select, main textarea')) {
    const box = control.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
    if (box.right <= width + 1 && box.left >= -1) continue;
    if (scrollsSideways(control)) continue;
    const name = (control.getAttribute('aria-label') || control.innerText || control.value || control.tagName).trim().slice(0, 40);
    found.push('"' + name + '" reaches ' + Math.round(box.right) + ' px');
  }
  return found;
})()`;

/** A table's name in a finding: its accessible name, else its place on the page. */
const TABLE_NAME = `(table, i) => {
  const labelledBy = table.getAttribute('aria-labelledby');
  const by = labelledBy && document.getElementById(labelledBy);
  return (table.getAttribute('aria-label') || (by && by.innerText) || (table.caption && table.caption.innerText) || 'table ' + (i + 1)).trim().slice(0, 60);
}`;

/**
 * Issue 29, item 6: a data table on a phone keeps what identifies a row and what a reader came for in
 * view. A table declares its key columns (docs/adr/0223-tables-on-a-phone.md): its header cells of the
 * figures and statuses carry `data-key-column`; the identifying column is the one whose body cells are
 * row headers (`<th scope="row">`), else the first. A table shown as cards on a phone
 * (`data-phone-layout="cards"`, its rows laid out as blocks) has no columns to lose. At 390 px a table
 * that is not shown as cards fails when its identifying or a key column's header reaches past the
 * screen's edge (scrolled to its start), and when it is wider than the screen without having declared
 * which columns are key: then nobody chose what a phone shows.
 */
const TABLE_MISFITS = `(() => {
  const width = document.documentElement.clientWidth;
  const found = [];
  const name = ${TABLE_NAME};
  const tables = [...document.querySelectorAll('main table')].filter((t) => t.getBoundingClientRect().width > 0);
  tables.forEach((table, i) => {
    const row = table.querySelector('tbody tr');
    if (table.dataset.phoneLayout === 'cards' && (!row || getComputedStyle(row).display !== 'table-row')) {
      // Its cards are in view: not held wider than the screen by a scroll container's minimum width.
      for (let e = table.parentElement; e && e !== document.body; e = e.parentElement) e.scrollLeft = 0;
      const right = table.getBoundingClientRect().right;
      if (row && right > width + 1)
        found.push('table "' + name(table, i) + '" is shown as cards reaching ' + Math.round(right) + ' px');
      return;
    }
    const head = table.querySelector('thead tr');
    if (!head) return;
    const cells = [...head.children];
    const firstRow = row ? [...row.children] : [];
    let identifying = firstRow.findIndex((c) => c.tagName === 'TH' && c.getAttribute('scope') === 'row');
    if (identifying < 0) identifying = 0;
    const keys = cells.filter((c) => c.hasAttribute('data-key-column'));
    // Scrolled to its start, as a reader first sees it.
    for (let e = table.parentElement; e && e !== document.body; e = e.parentElement) e.scrollLeft = 0;
    const tableBox = table.getBoundingClientRect();
    if (keys.length === 0 && (tableBox.right > width + 1 || tableBox.left < -1))
      found.push('table "' + name(table, i) + '" reaches ' + Math.round(tableBox.right) + ' px and declares no key columns');
    for (const cell of [cells[identifying], ...keys]) {
      if (!cell) continue;
      const box = cell.getBoundingClientRect();
      if (box.width === 0) continue;
      if (box.left >= -1 && box.right <= width + 1) continue;
      found.push('table "' + name(table, i) + '": its column "' + cell.innerText.trim().slice(0, 40) + '" reaches ' + Math.round(box.right) + ' px');
    }
  });
  return found;
})()`;

/**
 * At the desktop width (1440 px) no table's column is clipped by its container: every column header
 * lies inside the box of the nearest ancestor that clips or scrolls it.
 */
const CLIPPED_COLUMNS = `(() => {
  const found = [];
  const tables = [...document.querySelectorAll('main table')].filter((t) => t.getBoundingClientRect().width > 0);
  tables.forEach((table, i) => {
    let clip = null;
    for (let e = table.parentElement; e && e !== document.body; e = e.parentElement) {
      if (getComputedStyle(e).overflowX !== 'visible') { clip = e; break; }
    }
    if (!clip) return;
    const edge = clip.getBoundingClientRect();
    const name = (${TABLE_NAME})(table, i);
    for (const cell of table.querySelectorAll('thead th')) {
      const box = cell.getBoundingClientRect();
      if (box.width === 0) continue;
      if (box.right <= edge.right + 1 && box.left >= edge.left - 1) continue;
      found.push('table "' + name + '": its column "' + cell.innerText.trim().slice(0, 40) + '" is cut at ' + Math.round(edge.right) + ' px (it reaches ' + Math.round(box.right) + ' px)');
    }
  });
  return found;
})()`;

/** What does not fit the page's present width (the page is at PHONE's): the page, its controls, its tables. */
export const misfits = async (page: Page): Promise<string[]> => [
  ...(await page.evaluate<string[]>(MISFITS)),
  ...(await page.evaluate<string[]>(TABLE_MISFITS)),
];

/** The columns of the page's tables that their container cuts off (the page is at the desktop width). */
export const clippedColumns = (page: Page): Promise<string[]> => page.evaluate<string[]>(CLIPPED_COLUMNS);

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
