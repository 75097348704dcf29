import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

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
  ],
  resolve: {
    alias: [
      // The SPA imports browser-safe contract modules by subpath (`@esg/contracts/auth`): the
      // package index also exports createEvent, which needs node:crypto.
      { find: /^@esg\/contracts\/(.+)$/, replacement: fromHere('../libs/contracts/src/$1.ts') },
      { find: /^@esg\/contracts$/, replacement: fromHere('../libs/contracts/src/index.ts') },
      // The access rules of spec section 6, shared with the gateway: pure functions, browser-safe.
      { find: /^@esg\/access-policy$/, replacement: fromHere('../libs/access-policy/src/index.ts') },
      { find: /^@\//, replacement: fromHere('./src/') },
    ],
  },
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
  },
});
