import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, startHost, type RunningHost } from '@esg/platform';
import { allServices } from '../src/index';

/** Starts the standalone host on a free port with a throw-away data folder. */
export async function startStandalone(
  dataDir = mkdtempSync(join(tmpdir(), 'esg-standalone-')),
  env: Record<string, string> = {},
): Promise<RunningHost & { dataDir: string; dispose(): Promise<void> }> {
  const config = loadConfig('standalone', {
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const host = await startHost({ name: 'standalone', config, definitions: allServices });
  return {
    ...host,
    dataDir,
    dispose: async () => {
      await host.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
