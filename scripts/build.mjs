#!/usr/bin/env node
// Builds what is missing or stale: the server packages (swc, TypeScript -> CommonJS in each package's
// dist/) and the SPA (vite -> frontend/dist). `--server` or `--web` limits it; `--force` rebuilds.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformFileSync } from '@swc/core';
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const force = args.has('--force');
const only = args.has('--server') ? 'server' : args.has('--web') ? 'web' : 'all';

function files(dir, predicate, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files(path, predicate, out);
    else if (predicate(path)) out.push(path);
  }
  return out;
}
const newest = (paths) => paths.reduce((max, p) => Math.max(max, statSync(p).mtimeMs), 0);

export function serverPackages() {
  return ['libs', 'services', 'apps'].flatMap((group) =>
    readdirSync(join(root, group))
      .map((name) => join(root, group, name))
      .filter((dir) => existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'src'))),
  );
}

export function serverIsStale() {
  return serverPackages().some((dir) => {
    const stamp = join(dir, 'dist', '.build-stamp');
    if (!existsSync(stamp)) return true;
    return newest(files(join(dir, 'src'), (p) => p.endsWith('.ts'))) > statSync(stamp).mtimeMs;
  });
}

export function buildServer() {
  const swcrc = JSON.parse(readFileSync(join(root, '.swcrc'), 'utf8'));
  delete swcrc.$schema;
  let count = 0;
  for (const dir of serverPackages()) {
    const dist = join(dir, 'dist');
    rmSync(dist, { recursive: true, force: true });
    for (const file of files(join(dir, 'src'), (p) => p.endsWith('.ts') && !p.endsWith('.d.ts'))) {
      const out = join(dist, relative(join(dir, 'src'), file)).replace(/\.ts$/, '.js');
      mkdirSync(dirname(out), { recursive: true });
      const { code, map } = transformFileSync(file, {
        ...swcrc,
        filename: file,
        sourceMaps: true,
        swcrc: false,
      });
      writeFileSync(out, `${code}\n//# sourceMappingURL=${out.split('/').pop()}.map\n`);
      if (map) writeFileSync(`${out}.map`, map);
      count++;
    }
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, '.build-stamp'), new Date().toISOString());
  }
  console.log(`[build] server: ${count} files compiled`);
}

export function webIsStale() {
  const index = join(root, 'frontend', 'dist', 'index.html');
  if (!existsSync(index)) return true;
  const sources = [
    ...files(join(root, 'frontend', 'src'), () => true),
    // Libraries the SPA bundles (Vite aliases): a change there needs a new bundle too.
    ...files(join(root, 'libs', 'contracts', 'src'), () => true),
    ...files(join(root, 'libs', 'access-policy', 'src'), () => true),
    join(root, 'frontend', 'index.html'),
    // How it is built: chunks, the manifest the size budgets read, the pre-compressed copies.
    join(root, 'frontend', 'vite.config.ts'),
  ].filter(existsSync);
  return newest(sources) > statSync(index).mtimeMs;
}

export function buildWeb() {
  const result = spawnSync('npm', ['run', 'build', '--workspace', '@esg/frontend'], {
    cwd: root,
    stdio: 'inherit',
    // Always the production build: started by the browser tests (NODE_ENV=test), Vite would bundle
    // React's development builds, and the size budgets would measure those.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('the web build failed');
}

/**
 * Test files that run the compiled services (cluster tests, the start-up output test) call this script
 * in parallel jest workers: one build at a time, so none deletes a dist/ another is writing or reading.
 */
function withBuildLock(work) {
  const lock = join(tmpdir(), `esg-build-${createHash('sha1').update(root).digest('hex').slice(0, 12)}.lock`);
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // A lock left by a build that died (older than 5 minutes) is taken over.
      if (Date.now() - statSync(lock).mtimeMs > 5 * 60_000) rmSync(lock, { force: true });
      if (Date.now() > deadline) throw new Error(`another build holds ${lock}`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    // Checked again once the lock is held: the build that held it may have done the work already.
    if (only !== 'web') withBuildLock(() => (force || serverIsStale()) && buildServer());
    if (only !== 'server' && (force || webIsStale())) buildWeb();
  } catch (error) {
    console.error(`[build] ${error.message}`);
    process.exit(1);
  }
}
