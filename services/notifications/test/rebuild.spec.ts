import type { CloudEvent } from '@esg/contracts';
import { OutboxRelay } from '@esg/messaging';
import { SqliteStore, type Doc, type Store } from '@esg/persistence';
import { loadConfig } from '@esg/platform';
import { join } from 'node:path';
import { notificationsMigrations, rebuildFromDataDir } from '../src/index';
import {
  CHANGELOG,
  COMPANIES,
  NOTIFICATION_COUNTERS,
  NOTIFICATIONS,
  PLANS,
  USERS,
} from '../src/infrastructure/migrations';
import {
  ALL_TYPES,
  COINVESTOR,
  CONSULTANT,
  GP,
  LP,
  OTHER_PC,
  PC,
  companyEvents,
  planEvent,
  userEvents,
} from './fixtures';
import { startNotifications, type NotificationsHost } from './notifications-host';

const COMPARED = [USERS, COMPANIES, PLANS, NOTIFICATIONS, NOTIFICATION_COUNTERS, CHANGELOG];

/** A deterministic pseudo-random sequence (mulberry32), so the history is the same on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 1,200 action-plans events over 20 plans, every type, varied actors and audiences, times increasing. */
function scriptedHistory(start: number): CloudEvent[] {
  const next = random(42);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const people = [GP, PC, CONSULTANT, COINVESTOR, LP, OTHER_PC];
  const events: CloudEvent[] = [];
  for (let planId = 1; planId <= 20; planId++) {
    events.push(
      planEvent('action-plans.plan.created.v1', {
        planId,
        portfolioCompanyId: planId % 3 === 0 ? 3 : 2,
        actorId: GP,
        concernedUserIds: [CONSULTANT],
        time: start + events.length,
      }),
    );
  }
  while (events.length < 1_200) {
    const planId = 1 + Math.floor(next() * 20);
    const actorId = pick(people);
    const concerned = people.filter((p) => p !== actorId && next() < 0.7);
    events.push(
      planEvent(pick(ALL_TYPES.filter((t) => t !== 'action-plans.plan.created.v1')), {
        planId,
        portfolioCompanyId: planId % 3 === 0 ? 3 : 2,
        actorId,
        concernedUserIds: concerned,
        recommendationId: planId * 100 + Math.floor(next() * 5),
        time: start + events.length,
      }),
    );
  }
  return events;
}

async function snapshot(store: Store): Promise<Record<string, Doc[]>> {
  const out: Record<string, Doc[]> = {};
  for (const c of COMPARED) out[c] = await store.find<Doc>(c, {}, { sort: [['id', 'asc']] });
  return out;
}

describe('rebuild: replaying the event logs gives the live projections back', () => {
  let host: NotificationsHost | undefined;
  const sources: SqliteStore[] = [];
  const relays: OutboxRelay[] = [];

  afterAll(async () => {
    for (const r of relays) await r.stop();
    for (const s of sources) await s.close();
    await host?.dispose();
  });

  it('rebuilds notifications and the change log identical to the live ones after 1,200+ events', async () => {
    host = await startNotifications(undefined, { directory: false });
    const dataDir = host.dataDir;
    const open = (service: string) => {
      const store = SqliteStore.open({ file: join(dataDir, `${service}.db`), migrations: [] });
      sources.push(store);
      const relay = new OutboxRelay({ store, bus: host!.bus });
      relays.push(relay);
      relay.start();
      return store;
    };
    const dataCollection = open('data-collection');
    const gateway = open('gateway');
    const actionPlans = open('action-plans');

    const directory = [...companyEvents(), ...userEvents()];
    await dataCollection.transaction((tx) =>
      tx.append(directory.filter((e) => e.source === 'data-collection')),
    );
    await gateway.transaction((tx) => tx.append(directory.filter((e) => e.source === 'gateway')));
    const history = scriptedHistory(Date.now() + 1_000);
    const half = history.length / 2;
    for (let i = 0; i < half; i += 50)
      await actionPlans.transaction((tx) => tx.append(history.slice(i, i + 50)));
    await host.settle(history.slice(0, half), 60_000);

    // Read state is the service's own data: some read one by one, one user reads all.
    const gp = host.as('gp@demo.test');
    const mine = (await gp.get('/api/notifications?perPage=7').expect(200)).body.data as Array<{
      id: string;
    }>;
    for (const n of mine) await gp.put(`/api/notifications/${encodeURIComponent(n.id)}/read`).expect(200);
    await host.as('consultant@demo.test').put('/api/notifications/read-all').expect(200);

    for (let i = half; i < history.length; i += 50)
      await actionPlans.transaction((tx) => tx.append(history.slice(i, i + 50)));
    await host.settle(history, 60_000);

    const live = await snapshot(host.runtimes[0].store);
    expect(live[NOTIFICATIONS].length).toBeGreaterThan(1_000);
    expect(live[CHANGELOG]).toHaveLength(history.length);
    expect(live[NOTIFICATIONS].filter((n) => n.read).length).toBeGreaterThan(7);

    for (const r of relays.splice(0)) await r.stop();
    for (const s of sources.splice(0)) await s.close();
    await host.dispose({ keepData: true });
    host = undefined;

    const config = loadConfig('notifications', { DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const result = await rebuildFromDataDir(config, 'all');
    expect(result.events).toBe(directory.length + history.length);

    const store = SqliteStore.open({
      file: join(dataDir, 'notifications.db'),
      migrations: notificationsMigrations,
    });
    try {
      const rebuilt = await snapshot(store);
      for (const c of COMPARED) expect({ [c]: rebuilt[c] }).toEqual({ [c]: live[c] });
    } finally {
      await store.close();
    }

    // After the rebuild the service starts on the same data and answers as before.
    host = await startNotifications(dataDir, { directory: false });
    const counts = await host.as('gp@demo.test').get('/api/notifications/counts').expect(200);
    const gpCounter = live[NOTIFICATION_COUNTERS].find((c) => c.id === String(GP)) as unknown as {
      total: number;
      unread: number;
    };
    expect(counts.body.data).toEqual({
      total: gpCounter.total,
      read: gpCounter.total - gpCounter.unread,
      unread: gpCounter.unread,
    });
  }, 120_000);
});
