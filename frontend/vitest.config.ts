import { defineConfig } from 'vitest/config';
import { aliases } from './vite.aliases.ts';

/**
 * The SPA's component and hook tests (docs/testing.md, ADR 0210): `*.test.ts(x)` beside the code they
 * test, run by `npm test` as its own step. A simulated DOM (happy-dom), not a browser: these render one
 * component or hook; whole pages in Chromium stay with the browser tests (e2e/).
 */
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    // Cheap on a shared two-core machine: one worker thread, and the test files share it.
    pool: 'threads',
    maxWorkers: 1,
    isolate: false,
    css: false,
    // A simulated click re-renders Mantine's components: slow on a machine the whole suite shares.
    testTimeout: 20_000,
  },
});
