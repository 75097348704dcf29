#!/usr/bin/env node
// `npm run factors:import -- <workbook.xlsx> [...]`: imports official emission-factor workbooks (DESNZ
// condensed set, US EPA Emission Factors Hub) into the scoring store as new library versions. The
// store comes from the environment like the service's own (DATA_DIR, default ./data; STORE/MONGO_URL).
// See docs/climate.md.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { buildServer, serverIsStale } from './build.mjs';
import { useProjectNode } from './runtime.mjs';

await useProjectNode();

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (serverIsStale()) buildServer();
const require = createRequire(import.meta.url);
const { factorsImportCli } = require(join(root, 'services', 'scoring', 'dist', 'cli', 'factors-import.js'));
process.exitCode = await factorsImportCli(process.argv.slice(2), {
  ...process.env,
  DATA_DIR: process.env.DATA_DIR ?? join(root, 'data'),
});
