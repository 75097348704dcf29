#!/usr/bin/env node
// Builds the browser tests' seeded data folder (e2e/README.md): the built standalone app's first start
// (migrations, the bundled workbooks, frameworks, demo seeds) on the folder given, run until every
// event has been handled, then stopped. Each Playwright worker starts its own app on a copy of it.
// Usage: node e2e/support/build-template.mjs <empty folder>
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);
const { loadConfig, startHost } = require(join(root, 'libs', 'platform', 'dist', 'index.js'));
const { allServices } = require(join(root, 'apps', 'standalone', 'dist', 'index.js'));
const { settleHost } = require(join(root, 'libs', 'testing', 'dist', 'host-template.js'));

const folder = process.argv[2];
if (!folder) {
  console.error('Usage: node e2e/support/build-template.mjs <empty folder>');
  process.exit(2);
}
const config = loadConfig('standalone', {
  ...process.env,
  RUN_MODE: 'standalone',
  DATA_DIR: resolve(folder),
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
const host = await startHost({ name: 'standalone', config, definitions: allServices });
try {
  await settleHost(host);
} finally {
  await host.close();
}
process.exit(0);
