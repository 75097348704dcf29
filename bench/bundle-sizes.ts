/**
 * The sizes of a Vite build of the SPA, from its manifest (issue 15, issue 31), gzip-compressed as a
 * server sends them (zlib's default level):
 * - the initial download: what index.html loads before any route (the entry chunk, its static
 *   imports, which index.html modulepreloads, and their CSS);
 * - what each route adds on top: the lazily loaded chunks of the route's files (its layouts and its
 *   own component) and everything they import statically, less what the initial download holds.
 * Sizes are deterministic for given sources, so they are budgets the suite checks
 * (e2e/tests/bundle-budget.spec.ts, frontend/bundle-budgets.json); bench/bundle-budget.ts reports them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteSize {
  /** `/action-plans/detail/{actionPlanId}` */
  path: string;
  js: number;
  css: number;
  /** Of js + css, what the route's layouts load (shared by every route under them). */
  layouts: number;
}

export interface BundleSizes {
  initialJs: number;
  initialCss: number;
  routes: RouteSize[];
}

export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

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

/** The sizes of the build in `outDir` described by `manifest`, routes heaviest first. */
export function bundleSizes(outDir: string, manifest: Manifest): BundleSizes {
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
  const routes = leaves
    .map((file) => {
      const chain = routeChain(file, routeFiles);
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
  return {
    initialJs: sum([...initial].filter((f) => f.endsWith('.js'))),
    initialCss: sum([...initial].filter((f) => f.endsWith('.css'))),
    routes,
  };
}

/** frontend/bundle-budgets.json: KB (gzip) that the initial download and each route may add. */
export interface BundleBudgets {
  initialKb: number;
  /**
   * For a route not recorded yet (a new screen): what its own chunks may add beyond its layouts (whose
   * growth the recorded routes under them catch) until its budget is recorded.
   */
  newRouteKb: number;
  /**
   * Per route: what its own chunks add beyond its layouts (`ownKb`), and what the route adds with its
   * layouts on top of the initial download (`totalKb`: a layout that grows fails every route under it).
   */
  routes: Record<string, { ownKb: number; totalKb: number }>;
}

export const BUDGETS_FILE = join(__dirname, '..', 'frontend', 'bundle-budgets.json');

export const readBudgets = (): BundleBudgets =>
  JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) as BundleBudgets;

/**
 * A route's budget when recorded: what its own chunks add now plus 10 % and 2 KB (ordinary work on the
 * screen), and with its layouts plus 5 % and 2 KB.
 */
export const budgetFor = (route: RouteSize): { ownKb: number; totalKb: number } => ({
  ownKb: Math.ceil(((route.js + route.css - route.layouts) / 1024) * 1.1 + 2),
  totalKb: Math.ceil(((route.js + route.css) / 1024) * 1.05 + 2),
});

/** Every way `sizes` breaks `budgets`, in words that name the route and the figures. */
export function overBudget(sizes: BundleSizes, budgets: BundleBudgets): string[] {
  const problems: string[] = [];
  const initial = sizes.initialJs + sizes.initialCss;
  if (initial > budgets.initialKb * 1024)
    problems.push(`the initial download is ${kb(initial)} KB gzip, over its ${budgets.initialKb} KB budget`);
  for (const route of sizes.routes) {
    const added = route.js + route.css;
    const own = added - route.layouts;
    const recorded = budgets.routes[route.path];
    if (recorded === undefined) {
      if (own > budgets.newRouteKb * 1024)
        problems.push(
          `${route.path} (no budget recorded yet) adds ${kb(own)} KB gzip beyond its layouts, ` +
            `over the ${budgets.newRouteKb} KB a new route may add`,
        );
      continue;
    }
    if (own > recorded.ownKb * 1024)
      problems.push(
        `${route.path} adds ${kb(own)} KB gzip of its own, over its budget of ${recorded.ownKb} KB`,
      );
    if (added > recorded.totalKb * 1024)
      problems.push(
        `${route.path} adds ${kb(added)} KB gzip with its layouts (which add ${kb(route.layouts)} KB), ` +
          `over its budget of ${recorded.totalKb} KB`,
      );
  }
  return problems;
}
