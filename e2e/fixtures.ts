import { AxeBuilder } from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { STATE_FILE, type ServerState } from './server-state';

function serverBaseURL(): string {
  if (process.env.E2E_BASE_URL) return process.env.E2E_BASE_URL;
  const state = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as ServerState;
  return state.baseURL;
}

/** Demo users seeded by the standalone app on first start. */
export const DEMO_PASSWORD = 'demo-password';
export const DEMO_GP = { email: 'gp@demo.test', password: DEMO_PASSWORD } as const;
export type DemoUserName =
  'admin' | 'gp' | 'lp' | 'pc' | 'contributor' | 'coinvestor' | 'consultant' | 'trial' | 'investor';
export const demoUser = (name: DemoUserName) => ({
  email: `${name}@demo.test`,
  password: DEMO_PASSWORD,
});

export interface SignedInUser {
  name: string;
  email: string;
}

/** Signs in through the login form and answers the user the server returned. */
export async function logIn(page: Page, credentials: { email: string; password: string } = DEMO_GP) {
  await page.getByLabel('Email', { exact: true }).fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/auth/login') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Log in' }).click(),
  ]);
  expect(response.status(), 'POST /api/auth/login').toBe(200);
  const body = (await response.json()) as { data: { user: SignedInUser } };
  return body.data.user;
}

// The server's address is only known once the global setup has started it, so it is read per
// test (the config's `use.baseURL` was evaluated before that).
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function needs from this pattern
  baseURL: async ({}, use) => {
    await use(serverBaseURL());
  },
});

export { expect };

/** No serious or critical axe violation (WCAG 2.1 A/AA) on the page as it stands. */
export async function expectAccessible(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
