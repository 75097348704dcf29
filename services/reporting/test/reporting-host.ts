import { rmSync } from 'node:fs';
import request from 'supertest';
import type { CloudEvent } from '@esg/contracts';
import { loadConfig, startHost, type DemoUser, type RunningHost } from '@esg/platform';
import { accessTokenFor, seededDataDir, waitFor } from '@esg/testing';
import { reportingService } from '../src/index';

type Agent = {
  get(path: string): request.Test;
  post(path: string): request.Test;
  put(path: string): request.Test;
};

export type ReportingHost = RunningHost & {
  /** Requests as a demo user (by e-mail) or as any user record. */
  as(who: string | DemoUser): Agent;
  /** Requests without a token. */
  anonymous: Agent;
  /** Every reporting event published since start. */
  events: CloudEvent[];
  nextEvent(type: string, since: number, where?: (e: CloudEvent) => boolean): Promise<CloudEvent>;
  dispose(): Promise<void>;
};

/**
 * The reporting service alone, as in cluster mode (it verifies tokens itself), on a copy of the run's
 * seeded template (libs/testing host-template.ts).
 */
export async function startReporting(): Promise<ReportingHost> {
  const configFor = (dataDir: string) =>
    loadConfig('reporting', { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
  const dataDir = await seededDataDir('reporting', 'esg-reporting-', (folder) =>
    startHost({ name: 'reporting', config: configFor(folder), definitions: [reportingService] }),
  );
  const config = configFor(dataDir);
  const host = await startHost({ name: 'reporting', config, definitions: [reportingService] });
  const events: CloudEvent[] = [];
  const subscription = await host.bus.subscribe({
    group: `reporting-spec-${Date.now()}`,
    topics: ['reporting.pai-text'],
    handler: async (event) => {
      events.push(event);
    },
  });
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
    events,
    as: (who) => agent(`Bearer ${accessTokenFor(who, config.jwtSecret)}`),
    anonymous: agent(null),
    nextEvent: (type, since, where = () => true) =>
      waitFor(() => events.slice(since).find((e) => e.type === type && where(e)), {
        message: `event ${type}`,
      }),
    dispose: async () => {
      await subscription.close();
      await host.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
