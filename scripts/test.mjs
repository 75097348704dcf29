#!/usr/bin/env node
// `npm test`: the whole suite, in the order a failure is cheapest to see: lint, format, typecheck, the jest
// suites (unit, service, contract, deployment), then the browser tests in Chromium. Ends with a plain
// `N passed, N failed` line; exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, 'test-results');
mkdirSync(results, { recursive: true });
const skipBrowser = process.argv.includes('--no-browser');
let passed = 0;
let failed = 0;
let skipped = 0;

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `=== ${title}: ${result.status === 0 ? 'ok' : `failed (exit ${result.status ?? result.signal})`} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  return result.status === 0;
}

function check(title, command, args, env = {}) {
  if (run(title, command, args, env)) passed++;
  else failed++;
}

// Type-aware lint of every workspace holds all their programs at once: more than node's default heap.
check('lint', 'npx', ['eslint', '--max-warnings', '0', '.'], { NODE_OPTIONS: '--max-old-space-size=8192' });
check('format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']);
check('typecheck', 'npm', ['run', 'typecheck', '--silent']);

const jestOut = join(results, 'jest.json');
rmSync(jestOut, { force: true });
const jestOk = run('jest', 'npx', ['jest', '--json', `--outputFile=${jestOut}`]);
if (existsSync(jestOut)) {
  const report = JSON.parse(readFileSync(jestOut, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  skipped += report.numPendingTests + report.numTodoTests;
  if (!jestOk && report.numFailedTests === 0 && (report.numRuntimeErrorTestSuites ?? 0) === 0) failed++;
} else {
  failed++;
}

if (!skipBrowser) {
  const pwOut = join(results, 'playwright.json');
  rmSync(pwOut, { force: true });
  const built = run('build for browser tests', 'node', ['scripts/build.mjs']);
  if (!built) failed++;
  else {
    const pwOk = run(
      'browser tests',
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: pwOut,
      },
    );
    if (existsSync(pwOut)) {
      const { stats } = JSON.parse(readFileSync(pwOut, 'utf8'));
      passed += stats.expected + stats.flaky;
      failed += stats.unexpected;
      skipped += stats.skipped;
      if (!pwOk && stats.unexpected === 0) failed++;
    } else {
      failed++;
    }
  }
}

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
