// npm run bench [-- bench/<file>.ts …]: runs each benchmark in its own node process, TypeScript
// compiled on the fly by scripts/swc-register.cjs. With no argument, every bench/*.ts.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { useProjectNode } from './runtime.mjs';

await useProjectNode();

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync(join(root, 'bench'))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => join('bench', f));

let failed = false;
for (const file of files) {
  console.log(`\n▶ ${file}`);
  const result = spawnSync(process.execPath, ['--require', './scripts/swc-register.cjs', file], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
