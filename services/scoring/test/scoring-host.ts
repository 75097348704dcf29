import { rmSync } from 'node:fs';
import request from 'supertest';
import { createEvent, type CloudEvent } from '@esg/contracts';
import { DEMO_COMPANIES, loadConfig, startHost, type RunningHost } from '@esg/platform';
import { accessTokenFor, seededDataDir, waitFor } from '@esg/testing';
import { scoringService } from '../src/index';

type Agent = {
  get(path: string): request.Test;
  post(path: string): request.Test;
  put(path: string): request.Test;
};

export type ScoringHost = RunningHost & {
  dataDir: string;
  /** Requests as a demo user (by e-mail). */
  as(email: string): Agent;
  anonymous: Agent;
  /** Every scoring event published since start. */
  events: CloudEvent[];
  nextEvent(type: string, since: number, where?: (e: CloudEvent) => boolean): Promise<CloudEvent>;
  dispose(options?: { keepData?: boolean }): Promise<void>;
};

/**
 * The scoring service alone, as in cluster mode (it verifies tokens itself), with its company
 * directory fed the demo companies' registration events as data-collection would publish them.
 * It starts on a copy of the run's seeded template (libs/testing host-template.ts; one per `seed`
 * setting); `dataDir` reuses a folder as it is (a restart, or an empty one for a true first start).
 */
export async function startScoring(options: { dataDir?: string; seed?: boolean } = {}): Promise<ScoringHost> {
  const seed = options.seed === false ? 'false' : 'true';
  const configFor = (dataDir: string) =>
    loadConfig('scoring', {
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: seed,
    });
  const dataDir =
    options.dataDir ??
    (await seededDataDir(seed === 'true' ? 'scoring' : 'scoring-unseeded', 'esg-scoring-', (folder) =>
      startHost({ name: 'scoring', config: configFor(folder), definitions: [scoringService] }),
    ));
  const config = configFor(dataDir);
  const host = await startHost({ name: 'scoring', config, definitions: [scoringService] });
  const events: CloudEvent[] = [];
  const subscription = await host.bus.subscribe({
    group: `scoring-spec-${Date.now()}`,
    topics: ['scoring.carbon-calculation'],
    handler: async (event) => {
      events.push(event);
    },
  });
  await host.bus.publish(
    DEMO_COMPANIES.map((c) =>
      createEvent({
        type: 'data-collection.company.registered.v1',
        source: 'data-collection',
        subject: c.id,
        data: {
          companyId: c.id,
          name: c.name,
          type: c.type,
          parentId: c.parent_id,
          contractType: c.contract_type,
        },
      }),
    ),
  );
  const store = host.runtimes[0].store;
  await waitFor(async () => (await store.count('companies')) === DEMO_COMPANIES.length);
  const agent = (auth: string | null): Agent => {
    const withAuth = (test: request.Test) => (auth ? test.set('authorization', auth) : test);
    return {
      get: (path) => withAuth(request(host.url).get(path)),
      post: (path) => withAuth(request(host.url).post(path)),
      put: (path) => withAuth(request(host.url).put(path)),
    };
  };
  return {
    ...host,
    dataDir,
    events,
    as: (email) => agent(`Bearer ${accessTokenFor(email, config.jwtSecret)}`),
    anonymous: agent(null),
    nextEvent: (type, since, where = () => true) =>
      waitFor(() => events.slice(since).find((e) => e.type === type && where(e)), {
        message: `event ${type}`,
      }),
    dispose: async ({ keepData = false } = {}) => {
      await subscription.close();
      await host.close();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
