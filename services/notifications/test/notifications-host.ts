import { rmSync } from 'node:fs';
import request from 'supertest';
import { topicOf, type CloudEvent } from '@esg/contracts';
import { loadConfig, startHost, type RunningHost } from '@esg/platform';
import { accessTokenFor, seededDataDir, waitFor } from '@esg/testing';
import { notificationsService } from '../src/index';
import { CHECKPOINTS } from '../src/infrastructure/migrations';
import type { CheckpointRecord } from '../src/infrastructure/records';
import { PROJECTIONS } from '../src/projections';
import { companyEvents, userEvents } from './fixtures';

type Agent = {
  get(path: string): request.Test;
  put(path: string): request.Test;
};

export type NotificationsHost = RunningHost & {
  dataDir: string;
  as(email: string): Agent;
  /** Every notifications.* event published since start. */
  published: CloudEvent[];
  /** Publishes events and waits until every projection has applied them (inbox). */
  deliver(events: CloudEvent[]): Promise<void>;
  /** Waits until every projection has applied events published by someone else (a relay). */
  settle(events: CloudEvent[], timeoutMs?: number): Promise<void>;
  dispose(options?: { keepData?: boolean }): Promise<void>;
};

/**
 * The notifications service alone (it verifies tokens itself), on the in-process bus, its directory
 * fed with the demo companies' and users' registration events.
 */
export async function startNotifications(
  given?: string,
  options: { directory?: boolean } = {},
): Promise<NotificationsHost> {
  const configFor = (dataDir: string) =>
    loadConfig('notifications', { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
  // A copy of the run's seeded template (libs/testing host-template.ts), or the folder given (a restart).
  const dataDir =
    given ??
    (await seededDataDir('notifications', 'esg-notif-', (folder) =>
      startHost({ name: 'notifications', config: configFor(folder), definitions: [notificationsService] }),
    ));
  const config = configFor(dataDir);
  const host = await startHost({ name: 'notifications', config, definitions: [notificationsService] });
  const store = host.runtimes[0].store;
  const published: CloudEvent[] = [];
  const subscription = await host.bus.subscribe({
    group: `notifications-spec-${Date.now()}`,
    topics: ['notifications.notification'],
    handler: async (event) => {
      published.push(event);
    },
  });
  const settle = async (events: CloudEvent[], timeoutMs = 20_000): Promise<void> => {
    // The bus keeps order per topic and group: once each projection has passed the last event of a
    // topic (its checkpoint), it has applied every earlier one.
    const lastOfTopic = new Map<string, string>();
    for (const event of events) lastOfTopic.set(topicOf(event.type), event.id);
    await waitFor(
      async () => {
        const checkpoints = await store.find<CheckpointRecord>(CHECKPOINTS);
        return PROJECTIONS.every((projection) =>
          [...lastOfTopic].every(
            ([topic, id]) =>
              !projection.topics.includes(topic) ||
              checkpoints.find((c) => c.id === projection.name)?.positions[topic]?.eventId === id,
          ),
        );
      },
      { timeoutMs, message: 'every projection applied the events' },
    );
  };
  const deliver = async (events: CloudEvent[]): Promise<void> => {
    await host.bus.publish(events);
    await settle(events);
  };
  if (options.directory !== false) await deliver([...companyEvents(), ...userEvents()]);
  return {
    ...host,
    dataDir,
    published,
    deliver,
    settle,
    as: (email) => {
      const auth = `Bearer ${accessTokenFor(email, config.jwtSecret)}`;
      return {
        get: (path) => request(host.url).get(path).set('authorization', auth),
        put: (path) => request(host.url).put(path).set('authorization', auth),
      };
    },
    dispose: async (options = {}) => {
      await subscription.close();
      await host.close();
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
