/**
 * Bundle budget of the SPA (issue 15): builds frontend/ with Vite into a throw-away folder with a
 * manifest, then reports
 * - the initial download: what index.html loads before any route (the entry chunk, its static
 *   imports, which index.html modulepreloads, and their CSS), gzip-compressed as a server sends it;
 * - what each route adds on top: the lazily loaded chunks of the route's files (its layouts and its
 *   own component) and everything they import statically, less what the initial download holds.
 * The baseline of the same run is React + ReactDOM alone (the floor of any React SPA), so the ratio
 * initial / baseline says how much the application itself weighs. Target: initial ≤ 170 KB gzip.
 * Appends the report to docs/benchmarks.md; BENCH_NO_REPORT=1 only prints it.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = join(__dirname, '..');
const frontend = join(root, 'frontend');
export const BUDGET_KB = 170;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

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

/** Every file a chunk needs at once: itself, its static imports (transitively) and their CSS. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** `src/routes/_authenticated/action-plans/detail/$actionPlanId/index.tsx` → `/action-plans/detail/{actionPlanId}`. */
export function routePath(file: string): string {
  const segments = file
    .replace(/^src\/routes\//, '')
    .replace(/\.tsx?$/, '')
    .split('/')
    .filter((s) => !s.startsWith('_') && s !== 'index')
    .map((s) =>
      s
        .replace(/^\{-\$(\w+)\}$/, '{$1?}')
        .replace(/^\$(\w+)$/, '{$1}')
        .replace(/^-\$(\w+)$/, '{$1?}'),
    );
  return `/${segments.join('/')}`;
}

/** The route files whose lazy parts a page of `file` loads: its layouts (parent files) and itself. */
function routeChain(file: string, routeFiles: ReadonlySet<string>): string[] {
  const parts = file.replace(/\.tsx?$/, '').split('/');
  const chain: string[] = [];
  for (let i = 3; i < parts.length; i++) {
    const parent = `${parts.slice(0, i).join('/')}.tsx`;
    if (routeFiles.has(parent)) chain.push(parent);
  }
  chain.push(file);
  return chain;
}

function main(): void {
  const outDir = mkdtempSync(join(tmpdir(), 'esg-bundle-'));
  try {
    const manifest = build(outDir);
    const size = new Map<string, number>();
    const gz = (file: string) => {
      let bytes = size.get(file);
      if (bytes === undefined) {
        bytes = gzipSync(readFileSync(join(outDir, file))).length;
        size.set(file, bytes);
      }
      return bytes;
    };
    const sum = (files: Iterable<string>) => [...files].reduce((total, f) => total + gz(f), 0);

    const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
    if (!entryKey) throw new Error('the manifest has no entry');
    const initial = staticClosure(manifest, entryKey);
    const initialJs = sum([...initial].filter((f) => f.endsWith('.js')));
    const initialCss = sum([...initial].filter((f) => f.endsWith('.css')));

    // The baseline: React and ReactDOM's production builds, gzip-compressed the same way.
    const reactDir = dirname(require.resolve('react/package.json', { paths: [frontend] }));
    const reactDomDir = dirname(require.resolve('react-dom/package.json', { paths: [frontend] }));
    const baseline =
      gzipSync(readFileSync(join(reactDir, 'cjs', 'react.production.js'))).length +
      gzipSync(readFileSync(join(reactDomDir, 'cjs', 'react-dom-client.production.js'))).length;

    // Route files and the lazy chunks split off them (`?tsr-split=…`).
    const lazyOf = new Map<string, string[]>();
    for (const key of Object.keys(manifest)) {
      const match = /^(src\/routes\/.+\.tsx)\?tsr-split=/.exec(key);
      if (!match?.[1]) continue;
      lazyOf.set(match[1], [...(lazyOf.get(match[1]) ?? []), key]);
    }
    const routeFiles = new Set(lazyOf.keys());
    const leaves = [...routeFiles].filter(
      (file) =>
        ![...routeFiles].some((other) => other !== file && other.startsWith(file.replace(/\.tsx$/, '/'))),
    );
    const rows = leaves
      .map((file) => {
        const chain = routeChain(file, routeFiles);
        // What the layouts above the route load (the signed-in shell: Mantine, the sidebar, ...),
        // shared by every route under them, then what the route itself adds on top.
        const layoutFiles = new Set<string>();
        for (const step of chain.slice(0, -1))
          for (const key of lazyOf.get(step) ?? []) staticClosure(manifest, key, layoutFiles);
        const files = new Set(layoutFiles);
        for (const key of lazyOf.get(file) ?? []) staticClosure(manifest, key, files);
        const added = [...files].filter((f) => !initial.has(f));
        return {
          path: routePath(file),
          js: sum(added.filter((f) => f.endsWith('.js'))),
          css: sum(added.filter((f) => f.endsWith('.css'))),
          layouts: sum([...layoutFiles].filter((f) => !initial.has(f))),
        };
      })
      .sort((a, b) => b.js + b.css - (a.js + a.css) || a.path.localeCompare(b.path));

    const total = initialJs + initialCss;
    const verdict = total <= BUDGET_KB * 1024 ? 'within' : 'OVER';
    const lightest = rows[rows.length - 1];
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
    if (verdict === 'OVER') process.exitCode = 1;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (require.main === module) main();
