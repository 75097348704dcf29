import { rmSync } from 'node:fs';
import { loadConfig, startHost, type RunningHost } from '@esg/platform';
import { emptyDataDir, seededDataDir, TEST_BUILD_ID } from '@esg/testing';
import { allServices } from '../src/index';

/** Settings that change nothing a first start writes: a host given only these still starts from the template. */
const RUNTIME_ONLY = new Set(['METRICS_PORT', 'TRUSTED_PROXIES', 'LOG_LEVEL']);

/** Starts the standalone host in this process on `dataDir` as it is; the template's builder. */
export function startStandaloneAt(dataDir: string, env: Record<string, string> = {}): Promise<RunningHost> {
  const config = loadConfig('standalone', {
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    BUILD_ID: TEST_BUILD_ID,
    ...env,
  });
  return startHost({ name: 'standalone', config, definitions: allServices });
}

/**
 * Starts the standalone host on a free port with a throw-away data folder: a copy of the run's seeded
 * template (libs/testing host-template.ts), or, when `dataDir` is given, that folder as it is (an
 * empty one for a true first start: `emptyDataDir`; the same one again for a restart).
 */
export async function startStandalone(
  dataDir?: string,
  env: Record<string, string> = {},
): Promise<RunningHost & { dataDir: string; dispose(): Promise<void> }> {
  const templated = Object.keys(env).every((key) => RUNTIME_ONLY.has(key));
  const dir =
    dataDir ??
    (templated
      ? await seededDataDir('standalone', 'esg-standalone-', (folder) => startStandaloneAt(folder))
      : emptyDataDir('esg-standalone-'));
  const host = await startStandaloneAt(dir, env);
  return {
    ...host,
    dataDir: dir,
    dispose: async () => {
      await host.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
