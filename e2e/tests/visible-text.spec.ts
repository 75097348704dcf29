import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures';
import { DEMO_ROLES, SIGNED_IN_ROUTES, openInApp } from '../support/routes-walk';
import { misfits, PHONE, resizeTo } from '../support/phone-fit';
import { PUBLIC_ROUTES } from '../support/routes';

/*
 * Issue 29, item 1: no developer text on any screen. Every route of the shared list is opened by
 * every demo role (and the public pages signed out), and the visible text is scanned for what only
 * a developer should read: file paths, hashes, UUIDs, camelCase field names, raw metric codes and
 * the word "spec". A finding names the route, the role and the offending text. The same walk checks
 * that each route fits a phone (issue 29, item 6), on the same opening of the route.
 */

/** What may not be shown, each with the name a failure reports. */
const DEVELOPER_TEXT: ReadonlyArray<{ kind: string; pattern: RegExp }> = [
  { kind: 'file path', pattern: /\bdocs\/[\w./-]*/g },
  { kind: 'file name', pattern: /\b[\w-]+(?:\/[\w-]+)*\.(?:json|md)\b/g },
  { kind: 'hash', pattern: /\bSHA-?256\b/gi },
  // Twelve or more hex digits with at least one letter and one digit: plain numbers are figures.
  { kind: 'hash', pattern: /\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{12,}\b/gi },
  { kind: 'UUID', pattern: /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi },
  // tCO₂e is a unit, not an identifier.
  { kind: 'camelCase identifier', pattern: /\b[a-z]+(?:[A-Z][a-z0-9]*)+\b(?!₂)/g },
  // A dotted lower-case code such as ghg.scope1 (e-mail and web addresses are taken out of the
  // text first; versions such as v1.1 and "e.g." are not codes).
  { kind: 'metric code', pattern: /\b[a-z][a-z0-9_]+\.[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)*\b/g },
  { kind: 'the word "spec"', pattern: /\bspec\b/gi },
  // Item 2: a word written twice in one line of text ("EDCI EDCI core metrics").
  { kind: 'doubled word', pattern: /\b([A-Za-z]{2,}) \1\b/gi },
];

/**
 * Words that look like identifiers but are ordinary product text; the units of the published DESNZ
 * factors are written with a dot ("kg CO₂e per passenger.km"), shown on the Carbon Calculator since it
 * opens on the saved inventory (issue 29, item 8).
 */
const ALLOWED = new Set(['tCO2e', 'kWh', 'eNPS', 'co2.js', 'passenger.km', 'tonne.km', 'vehicle.km']);

/**
 * The API documentation is written for developers: it names the OpenAPI and AsyncAPI documents and
 * the fields of a response on purpose.
 */
const FOR_DEVELOPERS = new Set(['/api-documentation']);

/**
 * Item 2: a page's heading is its title in the route catalogue (libs/access-policy/src/routes.ts,
 * which also names the browser tab), so the menu, the tab and the page say the same. These pages
 * head with the record they show instead, or with a name the spec gives them.
 */
const HEADING_IS_THE_RECORD: ReadonlyMap<string, string> = new Map([
  ['/indicatorDetail', 'the indicator chosen'],
  ['/action-plans/detail/1', "the plan's title"],
  ['/action-plans/detail/1/6/recommendation/2', "the recommendation's title"],
  ['/action-plans/detail/1/recommendation', 'the recommendations of a plan'],
  ['/action-plans/performance/1/detail/6', 'the performance standard'],
  ['/pai-published-report', 'the reporting period (PAI Report for 2026)'],
  ['/ri-dashboards', 'whose dashboards they are (spec 2.6)'],
  ['/edci-submission-detail/1', 'the submission and its year (EDCI submission 2024)'],
  ['/edci-submission-detail/submissionDetailTable', "the submission's table (EDCI submission 2024: table)"],
]);

/** The platform admin reads one inbox of what was sent through Give Feedback and Get Help. */
const ADMIN_INBOX = new Set(['/feedbacks', '/getHelp']);

async function headingDiffers(page: Page, path: string, role: string): Promise<string | null> {
  if (HEADING_IS_THE_RECORD.has(path) || (role === 'admin' && ADMIN_INBOX.has(path))) return null;
  const heading = (await page.getByRole('heading', { level: 1 }).first().innerText()).trim();
  const title = (await page.title()).replace(/ · ESG Platform$/, '');
  return heading === title ? null : `heading "${heading}" is not the route's title "${title}"`;
}

/**
 * The visible text of the page, without e-mail and web addresses and the names of uploaded documents
 * ("site-data.xlsx", evidence for a value: issue 27): they are user data.
 */
async function visibleText(page: Page): Promise<string> {
  const text = await page.locator('body').innerText();
  return text
    .replace(/\S+@\S+/g, ' ')
    .replace(/\bhttps?:\/\/\S+/g, ' ')
    .replace(/\b[\w-]+\.(?:test|com|org|eu)\b/g, ' ')
    .replace(/\b[\w-]+\.(?:pdf|xlsx|xls|csv|docx|png|jpe?g)\b/gi, ' ');
}

function findings(text: string): string[] {
  const found = new Set<string>();
  for (const { kind, pattern } of DEVELOPER_TEXT) {
    for (const match of text.matchAll(pattern)) {
      if (ALLOWED.has(match[0])) continue;
      const start = Math.max(0, match.index - 30);
      const context = text.slice(start, match.index + match[0].length + 30).replace(/\s+/g, ' ');
      found.add(`${kind} "${match[0]}" in "…${context}…"`);
    }
  }
  return [...found];
}

/**
 * Walks every route as `role`, opening each once: its words are read at the desktop width and its fit
 * at 390 px (support/phone-fit.ts), the window resized between the two. The routes are opened at the
 * two widths in turn (desktop, then phone; the next at phone, then desktop), so each route costs one
 * opening and one resize. Each check fails on its own, naming route and role.
 */
async function walkRoutes(page: Page, role: string, routes: readonly string[]): Promise<void> {
  const desktop = page.viewportSize() ?? { width: 1280, height: 800 };
  const words: string[] = [];
  const fit: string[] = [];
  const readWords = async (path: string) => {
    if (FOR_DEVELOPERS.has(path)) return;
    for (const finding of findings(await visibleText(page))) words.push(`${path} as ${role}: ${finding}`);
    const differs = await headingDiffers(page, path, role);
    if (differs) words.push(`${path} as ${role}: ${differs}`);
  };
  const readFit = async (path: string) => {
    for (const misfit of await misfits(page)) fit.push(`${path} as ${role}: ${misfit}`);
  };
  let atPhoneWidth = false;
  for (const path of routes) {
    if (!(await openInApp(page, path))) continue;
    if (atPhoneWidth) {
      await readFit(path);
      await resizeTo(page, desktop);
      await readWords(path);
    } else {
      await readWords(path);
      await resizeTo(page, PHONE);
      await readFit(path);
    }
    atPhoneWidth = !atPhoneWidth;
  }
  expect.soft(words, 'developer text on screen, or a heading that is not the page title').toEqual([]);
  expect(fit, 'what does not fit at 390 px').toEqual([]);
}

test.describe('no developer text on any screen (issue 29)', () => {
  // One test walks every route of a role. The tests share nothing, so both workers take them: as one
  // block, the file's 2-3 minutes at the end of the run left the other worker idle (docs/adr/0127).
  test.describe.configure({ mode: 'parallel' });
  test.setTimeout(240_000);

  test('the public pages, signed out', async ({ page }) => {
    const failures: string[] = [];
    for (const path of PUBLIC_ROUTES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      for (const finding of findings(await visibleText(page)))
        failures.push(`${path} signed out: ${finding}`);
    }
    expect(failures, 'developer text on screen').toEqual([]);
  });

  test('the PCAF scorecard\'s "How it was made" dialogs, as the demo gp', async ({ page }) => {
    // The walk reads what a page shows when it opens; these dialogs open on a click.
    await signIn(page, 'gp');
    await openInApp(page, '/scorecards/pcaf');
    const positions = page.getByRole('region', { name: 'Positions' });
    const buttons = positions.getByRole('button', { name: /^How .* was made$/ });
    await expect(buttons.first()).toBeVisible();
    const failures: string[] = [];
    const count = await buttons.count();
    for (let i = 0; i < count; i++) {
      const button = buttons.nth(i);
      const name = (await button.getAttribute('aria-label')) ?? `position ${i + 1}`;
      await button.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const text = await dialog.innerText();
      // What the dialog explains, in words: inputs by name, amounts formatted.
      expect(text, name).toMatch(/Attribution factor|Excluded|estimate/);
      for (const finding of findings(text)) failures.push(`${name}: ${finding}`);
      for (const raw of text.matchAll(/(?<![.\d])\d{5,}(?!\d)/g))
        failures.push(`${name}: unformatted amount "${raw[0]}"`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    expect(failures, 'developer text in the PCAF dialogs').toEqual([]);
  });

  // Issue 29, item 6 too: every route fits a phone (phone-width.spec.ts checks the public pages).
  for (const role of DEMO_ROLES) {
    test(`every route, as the demo ${role}: its words, and its fit at 390 px`, async ({ page }) => {
      await signIn(page, role);
      await expect(page).toHaveURL(/\/user-guide$/);
      await walkRoutes(page, role, SIGNED_IN_ROUTES);
    });
  }
});
