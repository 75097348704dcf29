import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

/** The rules every browser test asks axe for: WCAG 2.1, levels A and AA. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Axe = typeof axe;

/**
 * axe's violations of the page (WCAG 2.1 A and AA), found by the same axe-core and rules as
 * `new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze()`, at less cost (docs/adr/0126):
 *
 * - axe-core is put into the page once per document, not on every analysis: a walk that opens its
 *   routes inside the app (as a link would) analyses each route without parsing axe's 580 KB again;
 * - axe runs in the page (`axe.run`), without the package's extra blank page per analysis (a new tab,
 *   axe put into it again, the partial results copied over) that only pages with frames need;
 * - only the violations are gathered in full (`resultTypes`): the passes and incomplete checks, which
 *   no test reads, keep one element each instead of a selector for every element they looked at.
 *
 * A page with frames (an embedded report or dashboard) is analysed by the package as before, frame by
 * frame.
 */
export async function axeViolations(page: Page): Promise<axe.Result[]> {
  if (page.frames().length > 1) {
    return (await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze()).violations;
  }
  if ((await page.evaluate('typeof window.axe?.run === "function"')) !== true)
    await page.evaluate(axe.source);
  return page.evaluate((tags) => {
    // Runs in the page (the e2e project is type-checked without the DOM's types).
    const w = globalThis as unknown as { axe: Axe; document: axe.ElementContext };
    return w.axe
      .run(w.document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
      .then((results) => results.violations);
  }, WCAG_21_AA);
}

/** The serious and critical ones among axe's violations: what the browser tests refuse. */
export async function seriousAxeViolations(page: Page): Promise<axe.Result[]> {
  return (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
