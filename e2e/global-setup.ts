import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, STATE_FILE, type ServerState } from './server-state';

/**
 * Builds what is stale (the server packages and the SPA), then the seeded data folder every worker's
 * app starts from a copy of (e2e/README.md): one first start, paid once per run. With E2E_BASE_URL
 * the tests use that app instead and nothing is built or started.
 */
export default async function globalSetup(): Promise<void> {
  await mkdir(path.dirname(STATE_FILE), { recursive: true });
  if (process.env.E2E_BASE_URL) {
    await writeFile(STATE_FILE, JSON.stringify({} satisfies ServerState));
    return;
  }
  const buildId = process.env.BUILD_ID ?? `e2e-${Date.now()}`;
  const node = (args: string[], what: string) => {
    const run = spawnSync(process.execPath, args, {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { ...process.env, BUILD_ID: buildId },
    });
    if (run.status !== 0)
      throw new Error(`${what} failed (exit ${run.status ?? run.signal}):\n${run.stdout}\n${run.stderr}`);
  };
  node([path.join(REPO_ROOT, 'scripts', 'build.mjs')], 'Building the app');
  const templateDir = await mkdtemp(path.join(os.tmpdir(), 'esg-e2e-template-'));
  node([path.join(REPO_ROOT, 'e2e', 'support', 'build-template.mjs'), templateDir], 'Seeding the template');
  await writeFile(STATE_FILE, JSON.stringify({ templateDir, buildId } satisfies ServerState));
}
