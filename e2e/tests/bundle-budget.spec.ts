import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { bundleSizes, overBudget, readBudgets, type Manifest } from '../../bench/bundle-sizes';
import { REPO_ROOT } from '../server-state';

/*
 * Sizes are budgets (issue 31): the build the browser tests run against (frontend/dist, built by
 * `node scripts/build.mjs` before them) may load at most 170 KB gzip before any route, and no route may
 * add more than frontend/bundle-budgets.json records for it. A route over its budget names itself; to
 * accept a larger page on purpose, record the budgets again
 * (`BENCH_RECORD_BUDGETS=1 npm run bench -- bench/bundle-budget.ts`) and say why in the commit.
 */
test('the initial download and every route stay within their recorded size budgets', () => {
  const dist = path.join(REPO_ROOT, 'frontend', 'dist');
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  expect(existsSync(manifestFile), `${manifestFile} is missing: run \`npm run build:web\``).toBe(true);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const sizes = bundleSizes(dist, manifest);
  expect(sizes.routes.length).toBeGreaterThan(50);
  expect(overBudget(sizes, readBudgets())).toEqual([]);
});
