import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { aliases } from './vite.aliases.ts';

/**
 * What every page needs before it can render anything (React, the router, TanStack Query, zod, Mantine's
 * provider) in one chunk: gzip and Brotli compress one file better than the ~30 small chunks the bundler
 * would cut from it, and the browser asks for one file (issue 31). Only libraries whose used code is
 * needed at start: a library only some pages use (tables, charts, forms, dates) stays with them.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|zod|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query))[\\/]|[\\/]libs[\\/]access-policy[\\/]|[\\/]frontend[\\/]src[\\/]lib[\\/](api-client|auth-store)\.ts$/;

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
/**
 * Brotli (quality 10) and gzip (level 9) copies of every text file of the build, written beside it
 * (`x.js.br`, `x.js.gz`): the gateway sends the one a browser accepts without compressing at request
 * time (services/gateway/src/http/configure-http.ts, issue 31). Files under 1 KB are left as they are.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = '';
  return {
    name: 'esg-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (process.env.BUNDLE_BENCH) return;
      const files = (await readdir(outDir, { recursive: true })).filter(
        (f) => COMPRESSIBLE.test(f) && !f.startsWith('.vite'),
      );
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          if ((await stat(path)).size < 1024) return;
          const body = await readFile(path);
          const [br, gzipped] = await Promise.all([
            brotli(body, {
              params: {
                // 10, not 11: the framework chunk is 1.8 % larger and compresses 2.5 times faster (the
                // build runs on every fresh clone's first start and in CI)
                [constants.BROTLI_PARAM_QUALITY]: 10,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gz(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
        }),
      );
    },
  };
}

/** Where `npm run dev` forwards API and socket traffic: the gateway of `npm start`. */
const backend = process.env.ESG_BACKEND_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    // Must come before the React plugin: it generates src/routeTree.gen.ts and splits every
    // route's component into its own chunk, so all routes load on demand (spec 2.1).
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      autoCodeSplitting: true,
      // Loaders too: what a route loads (and the API modules behind it) arrives with the route,
      // not in the initial download (docs/benchmarks.md, bundle budget).
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader'],
          ['component'],
          ['pendingComponent', 'errorComponent', 'notFoundComponent'],
        ],
      },
      quoteStyle: 'single',
    }),
    react(),
    precompress(),
  ],
  resolve: { alias: aliases },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/socket.io': { target: backend, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The manifest says which files index.html and each route load: the bundle budget reads it
    // (e2e/tests/bundle-budget.spec.ts, bench/bundle-budget.ts).
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] } },
    },
  },
});
