/**
 * Bundle budget of the SPA (issue 15, issue 31): builds frontend/ with Vite into a throw-away folder
 * with a manifest and reports the initial download and what each route adds (bench/bundle-sizes.ts).
 * The baseline of the same run is React + ReactDOM alone (the floor of any React SPA), so the ratio
 * initial / baseline says how much the application itself weighs. Target: initial ≤ 170 KB gzip.
 * The suite checks the same sizes against frontend/bundle-budgets.json (e2e/tests/bundle-budget.spec.ts);
 * BENCH_RECORD_BUDGETS=1 writes that file anew from this build (each route: what it adds + 10 % + 2 KB).
 * Appends the report to docs/benchmarks.md; BENCH_NO_REPORT=1 only prints it.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  BUDGETS_FILE,
  budgetFor,
  bundleSizes,
  kb,
  overBudget,
  readBudgets,
  type BundleBudgets,
  type Manifest,
} from './bundle-sizes';

const root = join(__dirname, '..');
const frontend = join(root, 'frontend');
export const BUDGET_KB = 170;

function build(outDir: string): Manifest {
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--manifest', 'manifest.json', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: frontend, stdio: 'inherit', env: { ...process.env, BUNDLE_BENCH: '1' } },
  );
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
  return JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8')) as Manifest;
}

function main(): void {
  const outDir = mkdtempSync(join(tmpdir(), 'esg-bundle-'));
  try {
    const { initialJs, initialCss, routes: rows } = bundleSizes(outDir, build(outDir));

    // The baseline: React and ReactDOM's production builds, gzip-compressed the same way.
    const reactDir = dirname(require.resolve('react/package.json', { paths: [frontend] }));
    const reactDomDir = dirname(require.resolve('react-dom/package.json', { paths: [frontend] }));
    const baseline =
      gzipSync(readFileSync(join(reactDir, 'cjs', 'react.production.js'))).length +
      gzipSync(readFileSync(join(reactDomDir, 'cjs', 'react-dom-client.production.js'))).length;

    const total = initialJs + initialCss;
    const verdict = total <= BUDGET_KB * 1024 ? 'within' : 'OVER';
    const lightest = rows[rows.length - 1];
    if (process.env.BENCH_RECORD_BUDGETS) {
      const budgets: BundleBudgets = {
        initialKb: BUDGET_KB,
        newRouteKb: existsSync(BUDGETS_FILE) ? readBudgets().newRouteKb : 60,
        routes: Object.fromEntries(
          [...rows].sort((a, b) => a.path.localeCompare(b.path)).map((r) => [r.path, budgetFor(r)]),
        ),
      };
      writeFileSync(BUDGETS_FILE, `${JSON.stringify(budgets, null, 2)}\n`);
      console.log(`recorded ${rows.length} route budgets in ${BUDGETS_FILE}`);
    }
    const problems = existsSync(BUDGETS_FILE)
      ? overBudget({ initialJs, initialCss, routes: rows }, readBudgets())
      : [];
    const lines = [
      `## SPA bundle budget — ${new Date().toISOString()}`,
      '',
      '`bench/bundle-budget.ts` (issue 15): `vite build` with a manifest; sizes gzip-compressed (zlib default level).',
      'Initial = what index.html loads before any route (entry, modulepreloaded static imports, CSS). A route adds the',
      'lazy chunks of its layout files and its own file with their static imports, less what the initial download holds;',
      'the layouts part (for signed-in pages: the shell with Mantine, the sidebar, search and the bell) is downloaded once',
      'and shared by every route under it, the route part is what moving to that page costs after another.',
      '',
      '| Part | JS KB | CSS KB | total KB |',
      '| --- | ---: | ---: | ---: |',
      `| initial download | ${kb(initialJs)} | ${kb(initialCss)} | **${kb(total)}** |`,
      `| baseline: React + ReactDOM production builds | ${kb(baseline)} | 0.0 | ${kb(baseline)} |`,
      '',
      `Initial ${kb(total)} KB: **${verdict}** the ${BUDGET_KB} KB budget (ratio to the budget ${(total / (BUDGET_KB * 1024)).toFixed(2)}; to the React baseline ${(total / baseline).toFixed(2)}).`,
      '',
      `What each of the ${rows.length} routes adds, heaviest first (the lightest, ${lightest?.path ?? '—'}, adds ${lightest ? kb(lightest.js + lightest.css) : '0'} KB):`,
      '',
      '| Route | + JS KB | + CSS KB | + total KB | of which layouts KB | of which the route KB | page total KB |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map(
        (r) =>
          `| ${r.path} | ${kb(r.js)} | ${kb(r.css)} | ${kb(r.js + r.css)} | ${kb(r.layouts)} | ${kb(r.js + r.css - r.layouts)} | ${kb(total + r.js + r.css)} |`,
      ),
    ];
    console.log(lines.join('\n'));
    if (!process.env.BENCH_NO_REPORT && existsSync(join(root, 'docs', 'benchmarks.md')))
      appendFileSync(join(root, 'docs', 'benchmarks.md'), ['', ...lines, ''].join('\n'));
    for (const problem of problems) console.error(`over budget: ${problem}`);
    if (verdict === 'OVER' || problems.length > 0) process.exitCode = 1;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (require.main === module) main();
