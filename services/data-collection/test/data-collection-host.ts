import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { loadConfig, startHost, type RunningHost } from '@esg/platform';
import { accessTokenFor } from '@esg/testing';
import { dataCollectionService } from '../src/index';

export type DataCollectionHost = RunningHost & {
  /** A supertest agent for `email`'s requests, with its bearer token set. */
  as(
    email: string,
    overrides?: { companyId?: number | null },
  ): {
    get(path: string): request.Test;
    patch(path: string): request.Test;
    post(path: string): request.Test;
    put(path: string): request.Test;
  };
  dispose(): Promise<void>;
};

/** The data-collection service alone, as in cluster mode: it verifies tokens itself. */
export async function startDataCollection(
  options: { dataDir?: string; keepData?: boolean } = {},
): Promise<DataCollectionHost> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'esg-dc-'));
  const config = loadConfig('data-collection', {
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
  });
  const host = await startHost({ name: 'data-collection', config, definitions: [dataCollectionService] });
  return {
    ...host,
    as: (email, overrides) => {
      const auth = `Bearer ${accessTokenFor(email, config.jwtSecret, overrides)}`;
      return {
        get: (path) => request(host.url).get(path).set('authorization', auth),
        patch: (path) => request(host.url).patch(path).set('authorization', auth),
        post: (path) => request(host.url).post(path).set('authorization', auth),
        put: (path) => request(host.url).put(path).set('authorization', auth),
      };
    },
    dispose: async () => {
      await host.close();
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
