import type { Page } from '@playwright/test';
import { expect, type DemoUserName } from '../fixtures';
import { ADMIN_ROUTES, GP_ROUTES, PC_ROUTES } from './routes';

/** Every demo role (libs/platform's demo data), each walked over every signed-in route. */
export const DEMO_ROLES: readonly DemoUserName[] = [
  'admin',
  'gp',
  'lp',
  'pc',
  'contributor',
  'coinvestor',
  'consultant',
  'trial',
  'investor',
];

/** The signed-in routes of the shared list, each once. */
export const SIGNED_IN_ROUTES: readonly string[] = [
  ...new Set([...GP_ROUTES, ...ADMIN_ROUTES, ...PC_ROUTES]),
];

/**
 * Opens `path` inside the app (as a link would) and waits for its page to be shown. Answers false
 * when the role may not open it (the guard sent it elsewhere; that page is walked on its own).
 */
export async function openInApp(page: Page, path: string): Promise<boolean> {
  await page.evaluate(
    `history.pushState({}, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'))`,
  );
  // Shown once the router has resolved the path (frontend/src/router.tsx marks it on <html>), or
  // once the guard has sent the role elsewhere.
  await page.waitForFunction((p: string) => {
    // Runs in the page (the e2e project is type-checked without the DOM's types).
    const w = globalThis as unknown as {
      location: { pathname: string };
      document: { documentElement: { dataset: Record<string, string | undefined> } };
    };
    const pathname = p.split('?')[0];
    return w.location.pathname !== pathname || w.document.documentElement.dataset.resolvedPath === pathname;
  }, path);
  const shown = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 }).first(), `${shown} shows its heading`).toBeVisible();
  await expect(page.locator('[aria-busy="true"]'), `${shown} has loaded`).toHaveCount(0);
  const url = new URL(page.url());
  return path.includes('?') ? `${url.pathname}${url.search}` === path : url.pathname === path;
}

/**
 * The screens of one data response the role may open from its list of responses (the questionnaire,
 * the review): they sit behind a response's id (`?responseId=`), so the shared route list cannot name
 * them. Each kind of screen once, from the first response that links to it.
 */
export async function responseScreens(page: Page): Promise<string[]> {
  if (!(await openInApp(page, '/data-responses'))) return [];
  const links = await page
    .locator('main a[href*="responseId="]')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  const byScreen = new Map<string, string>();
  for (const link of links) {
    const url = new URL(link, 'http://app');
    if (!byScreen.has(url.pathname)) byScreen.set(url.pathname, `${url.pathname}${url.search}`);
  }
  return [...byScreen.values()];
}
