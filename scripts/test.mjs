#!/usr/bin/env node
// `npm test`: the whole suite. Lint, format, typecheck and the build start together; every later step
// starts as soon as what it waits for has ended, so that both cores stay busy (docs/testing.md, ADR
// 0122): the jest unit and service tiers and the SPA's vitest tests once format, typecheck and the build
// are done (the lint still runs), then the cluster tier once both the lint and the service tier are done,
// then the browser tests. Each step's output is printed as one block when it ends; at the end, each
// step's start and duration (docs/benchmarks.md "CI run" keeps the totals), then a plain `N passed, N
// failed` line (vitest's tests among them); the exit code is non-zero when anything failed. `--no-browser` leaves out the browser tests.
import { spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NPM_TEST_STEPS, schedule } from './schedule.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, 'test-results');
mkdirSync(results, { recursive: true });
const skipBrowser = process.argv.includes('--no-browser');
const runStarted = Date.now();
const since = () => Math.round((Date.now() - runStarted) / 1000);

/** What a jest tier's JSON report adds to the totals. */
function jestCounts(out, ok) {
  if (!existsSync(out)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const broken = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  return {
    passed: report.numPassedTests,
    // A failed run with no failed test (a crash, a global setup that threw) still counts as one failure.
    failed: broken + (!ok && broken === 0 ? 1 : 0),
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

// The seeded data-folder templates of the whole run (libs/testing host-template.ts): the service and
// cluster tiers share them, so a cluster spec copies the standalone app the service tier seeded instead of
// seeding its own (ADR 0123). Each jest run's global setup keeps a directory it is given; a run started
// with ESG_TEST_TEMPLATES set (a directory, or `off`) keeps that.
const ownTemplates = !process.env.ESG_TEST_TEMPLATES;
const templates = process.env.ESG_TEST_TEMPLATES || mkdtempSync(join(tmpdir(), 'esg-test-templates-'));

function jestTier(tier) {
  const out = join(results, `jest-${tier}.json`);
  return {
    command: 'npx',
    args: ['jest', '--selectProjects', tier, '--json', `--outputFile=${out}`],
    env: { ESG_TEST_TEMPLATES: templates },
    report: true,
    before: () => rmSync(out, { force: true }),
    counts: (ok) => jestCounts(out, ok),
  };
}

// The SPA's component and hook tests: vitest writes a report in jest's JSON shape beside its own output.
const vitestOut = join(results, 'vitest.json');
const vitest = {
  command: 'npx',
  args: [
    'vitest',
    'run',
    '--root',
    'frontend',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestOut}`,
  ],
  report: true,
  before: () => rmSync(vitestOut, { force: true }),
  counts: (ok) => jestCounts(vitestOut, ok),
};

const passOrFail = (ok) => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
const pwOut = join(results, 'playwright.json');
/** What each step runs; the order they start in is scripts/schedule.mjs's. A static check counts as one test. */
const commands = {
  // Type-aware lint of every workspace holds all their programs at once: more than node's default heap.
  lint: {
    command: 'npx',
    args: ['eslint', '--max-warnings', '0', '.'],
    env: { NODE_OPTIONS: '--max-old-space-size=8192' },
    counts: passOrFail,
  },
  format: {
    command: 'npx',
    args: ['prettier', '--check', '--log-level', 'warn', '.'],
    counts: passOrFail,
  },
  typecheck: { command: 'npm', args: ['run', 'typecheck', '--silent'], counts: passOrFail },
  build: {
    command: 'node',
    args: ['scripts/build.mjs'],
    counts: (ok) => ({ passed: 0, failed: ok ? 0 : 1 }),
  },
  'jest unit': jestTier('unit'),
  vitest,
  'jest service': jestTier('service'),
  'jest cluster': jestTier('cluster'),
  'browser tests': {
    command: 'npx',
    args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: pwOut },
    report: true,
    before: () => rmSync(pwOut, { force: true }),
    counts(ok, step) {
      if (!existsSync(pwOut)) return { passed: 0, failed: 1, skipped: 0 };
      const { stats, config } = JSON.parse(readFileSync(pwOut, 'utf8'));
      // How many workers ran them (e2e/playwright.config.ts, E2E_WORKERS): the tier's time depends on it.
      const workers = config?.metadata?.actualWorkers ?? config?.workers;
      if (workers) step.title += ` (${workers} worker${workers === 1 ? '' : 's'})`;
      return {
        passed: stats.expected + stats.flaky,
        failed: stats.unexpected + (!ok && stats.unexpected === 0 ? 1 : 0),
        skipped: stats.skipped,
      };
    },
  },
};
const steps = NPM_TEST_STEPS.filter(({ title }) => !(skipBrowser && title === 'browser tests')).map(
  (step) => ({ ...step, ...commands[step.title] }),
);

/**
 * Runs one step. Its output goes to test-results/<step>.log as it comes (a step that hangs still leaves
 * its log) and is printed as one block when the step ends, so steps running together do not interleave.
 */
function run(step) {
  step.started = since();
  step.before?.();
  const log = join(results, `${step.title.replace(/ /g, '-')}.log`);
  console.log(`--- ${step.title}: started at ${step.started} s`);
  return new Promise((resolve) => {
    const file = createWriteStream(log);
    const child = spawn(step.command, step.args, {
      cwd: root,
      env: { ...process.env, ...step.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk) => {
      output += chunk;
      file.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code, signal) => {
      file.end();
      step.seconds = since() - step.started;
      step.ok = code === 0;
      console.log(
        `\n=== ${step.title}: ${step.command} ${step.args.join(' ')} (started at ${step.started} s)`,
      );
      // A static check prints its findings only; a test step its whole report.
      if (!step.ok || step.report) process.stdout.write(output);
      console.log(
        `=== ${step.title}: ${step.ok ? 'ok' : `failed (exit ${code ?? signal})`} in ${step.seconds} s (log: ${log})`,
      );
      Object.assign(step, { passed: 0, failed: 0, skipped: 0 }, step.counts(step.ok, step));
      resolve(step.ok);
    });
  });
}

// A step whose `needs` did not pass is not run (the failure it waited on is counted already).
await schedule(steps, run, (step, unmet) =>
  console.log(`\n=== ${step.title}: not run (${unmet} did not pass)`),
);

if (ownTemplates) rmSync(templates, { recursive: true, force: true });
const total = since();
const ran = steps.filter((step) => step.state === 'ended');
const sum = (key) => ran.reduce((n, step) => n + (step[key] ?? 0), 0);
const [passed, failed, skipped] = [sum('passed'), sum('failed'), sum('skipped')];
// `.ci/run`'s set-up before npm test (apt, npm install, Kafka, Arelle), when it says: the whole CI run is
// that plus `total`.
const setup = Number(process.env.CI_SETUP_SECONDS) || undefined;
writeFileSync(
  join(results, 'ci-times.json'),
  JSON.stringify(
    {
      ...(setup ? { setup } : {}),
      total,
      steps: ran.map(({ title, started, seconds, ok }) => ({ step: title, started, seconds, ok })),
    },
    null,
    2,
  ),
);
console.log('\n=== times (seconds: from the start of the run, and how long)');
console.log(`${'step'.padEnd(26)} ${'start'.padStart(5)} ${'took'.padStart(5)}`);
for (const step of steps) {
  const row =
    step.state === 'ended'
      ? `${String(step.started).padStart(5)} ${String(step.seconds).padStart(5)}`
      : `${''.padStart(5)}   not run`;
  console.log(`${step.title.padEnd(26)} ${row}${step.state === 'ended' && !step.ok ? '  (failed)' : ''}`);
}
console.log(
  `${'total'.padEnd(26)} ${''.padStart(5)} ${String(total).padStart(5)} (${(total / 60).toFixed(1)} min)`,
);
if (setup) {
  const run = setup + total;
  console.log(
    `${'with .ci/run set-up'.padEnd(26)} ${''.padStart(5)} ${String(run).padStart(5)} (${(run / 60).toFixed(1)} min; set-up ${setup} s)`,
  );
}

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
