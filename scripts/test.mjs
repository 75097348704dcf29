#!/usr/bin/env node
// `npm test`: the whole suite, in the order a failure is cheapest to see: lint, format, typecheck, the
// build (the cluster tests and the browser tests run the built app), the jest tiers one after the other
// (unit, service, cluster: docs/testing.md), then the browser tests in Chromium. Prints each step's time
// and a summary (docs/benchmarks.md "CI run" keeps the totals), ends with a plain `N passed, N failed`
// line and exits non-zero when anything failed. `--no-browser` leaves out the browser tests.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, 'test-results');
mkdirSync(results, { recursive: true });
const skipBrowser = process.argv.includes('--no-browser');
const JEST_TIERS = ['unit', 'service', 'cluster'];
let passed = 0;
let failed = 0;
let skipped = 0;
const times = [];
const runStarted = Date.now();

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = Math.round((Date.now() - started) / 1000);
  times.push({ step: title, seconds, ok: result.status === 0 });
  console.log(
    `=== ${title}: ${result.status === 0 ? 'ok' : `failed (exit ${result.status ?? result.signal})`} in ${seconds} s`,
  );
  return result.status === 0;
}

/**
 * The static checks and the build side by side: each is mostly one process on one core, so on two cores
 * together they take about as long as the longest alone (the lint). Output goes to a file per step and
 * is printed when the step ends (all of it when it failed).
 */
async function runTogether(steps) {
  const outcomes = await Promise.all(
    steps.map(
      ({ title, command, args, env = {} }) =>
        new Promise((resolve) => {
          const log = join(results, `${title}.log`);
          const started = Date.now();
          const child = spawn(command, args, {
            cwd: root,
            env: { ...process.env, ...env },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (code, signal) => {
            writeFileSync(log, output);
            const seconds = Math.round((Date.now() - started) / 1000);
            const ok = code === 0;
            times.push({ step: title, seconds, ok });
            console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
            if (!ok) process.stdout.write(output);
            console.log(
              `=== ${title}: ${ok ? 'ok' : `failed (exit ${code ?? signal})`} in ${seconds} s (log: ${log})`,
            );
            resolve({ title, ok });
          });
        }),
    ),
  );
  return Object.fromEntries(outcomes.map(({ title, ok }) => [title, ok]));
}

const staticSteps = await runTogether([
  // Type-aware lint of every workspace holds all their programs at once: more than node's default heap.
  {
    title: 'lint',
    command: 'npx',
    args: ['eslint', '--max-warnings', '0', '.'],
    env: { NODE_OPTIONS: '--max-old-space-size=8192' },
  },
  { title: 'format', command: 'npx', args: ['prettier', '--check', '--log-level', 'warn', '.'] },
  { title: 'typecheck', command: 'npm', args: ['run', 'typecheck', '--silent'] },
  // Before any test: the cluster specs start the built services, the browser tests the built app.
  { title: 'build', command: 'node', args: ['scripts/build.mjs'] },
]);
for (const title of ['lint', 'format', 'typecheck', 'build']) {
  if (staticSteps[title]) {
    if (title !== 'build') passed++;
  } else failed++;
}
const built = staticSteps.build;

for (const tier of JEST_TIERS) {
  const out = join(results, `jest-${tier}.json`);
  rmSync(out, { force: true });
  const ok = run(`jest ${tier}`, 'npx', ['jest', '--selectProjects', tier, '--json', `--outputFile=${out}`]);
  if (!existsSync(out)) {
    failed++;
    continue;
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  skipped += report.numPendingTests + report.numTodoTests;
  if (!ok && report.numFailedTests === 0 && (report.numRuntimeErrorTestSuites ?? 0) === 0) failed++;
}

if (!skipBrowser && built) {
  const pwOut = join(results, 'playwright.json');
  rmSync(pwOut, { force: true });
  const pwOk = run(
    'browser tests',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: pwOut },
  );
  if (existsSync(pwOut)) {
    const { stats, config } = JSON.parse(readFileSync(pwOut, 'utf8'));
    // How many workers ran them (e2e/playwright.config.ts, E2E_WORKERS): the tier's time depends on it.
    const workers = config?.metadata?.actualWorkers ?? config?.workers;
    if (workers) times[times.length - 1].step += ` (${workers} worker${workers === 1 ? '' : 's'})`;
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    skipped += stats.skipped;
    if (!pwOk && stats.unexpected === 0) failed++;
  } else {
    failed++;
  }
}

const total = Math.round((Date.now() - runStarted) / 1000);
writeFileSync(join(results, 'ci-times.json'), JSON.stringify({ total, steps: times }, null, 2));
console.log('\n=== times');
for (const { step, seconds, ok } of times)
  console.log(`${step.padEnd(26)} ${String(seconds).padStart(5)} s${ok ? '' : '  (failed)'}`);
console.log(`${'total'.padEnd(26)} ${String(total).padStart(5)} s (${(total / 60).toFixed(1)} min)`);

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
