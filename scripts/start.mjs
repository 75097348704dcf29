#!/usr/bin/env node
// `npm start`: standalone mode. Builds what is missing, then runs the gateway and all services in this
// process on PORT (3000), with SQLite files under DATA_DIR (./data). Demo data is seeded on first start.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, buildWeb, serverIsStale, webIsStale } from './build.mjs';
import { useProjectNode } from './runtime.mjs';

await useProjectNode();

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
try {
  if (serverIsStale()) buildServer();
  if (webIsStale()) buildWeb();
} catch (error) {
  console.error(`Cannot start: ${error.message}`);
  process.exit(1);
}
process.env.RUN_MODE ??= 'standalone';
process.env.DATA_DIR ??= join(root, 'data');
createRequire(import.meta.url)(join(root, 'apps', 'standalone', 'dist', 'main.js'));
