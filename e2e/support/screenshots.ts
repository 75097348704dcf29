import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { RESULTS_DIR } from '../server-state';

/**
 * Screenshots for a person to look at (test-results/e2e/<file>), taken only when E2E_SCREENSHOTS=1:
 * a full-page capture costs up to a second, and nobody looks at them in CI. A failing test is
 * photographed anyway (playwright.config.ts, `screenshot: 'only-on-failure'`).
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1' || process.env.E2E_SCREENSHOTS === 'true';

export async function screenshot(
  page: Page,
  file: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!SCREENSHOTS) return;
  await page.screenshot({ path: path.join(RESULTS_DIR, file), ...options });
}

/** One part of the page (a panel, a card) as it stands, under the same switch. */
export async function screenshotOf(part: Locator, file: string): Promise<void> {
  if (!SCREENSHOTS) return;
  await part.screenshot({ path: path.join(RESULTS_DIR, file) });
}

/** The page at 1440 and at 390 px wide (`<name>-1440.png`, `<name>-390.png`), then at its own size again. */
export async function screenshotWidths(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(page, `${name}-1440.png`, { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // The sidebar slides away below the phone breakpoint: photograph the page once it has gone.
  await page.waitForTimeout(500);
  await screenshot(page, `${name}-390.png`, { fullPage: true });
  if (size) await page.setViewportSize(size);
}
