import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { io as connect, type Socket } from 'socket.io-client';
import { validateEvent, type CloudEvent, type LiveChange } from '@esg/contracts';
import type { Doc, Store } from '@esg/persistence';
import { DEMO_PASSWORD, loadConfig, openStore } from '@esg/platform';
import { outboxLog, replayReporting, reportingMigrations } from '@esg/reporting';
import type { startStandalone } from './standalone-host';

/**
 * What the read-model specs share when they drive the standalone app: demo sign-ins, a live socket,
 * events appended to data-collection's log, and the rebuild-equals-live check.
 */
type Host = Awaited<ReturnType<typeof startStandalone>>;

export const storeOf = (host: Host, service: string): Store =>
  host.runtimes.find((r) => r.service === service)!.store;

/** Appends valid integration events to data-collection's outbox, the log every read model consumes. */
export function appendEvents(host: Host, events: CloudEvent[]): Promise<void> {
  events.forEach((e) => validateEvent(e));
  return storeOf(host, 'data-collection').transaction(async (tx) => {
    await tx.append(events);
  });
}

/** Access tokens of demo users by their e-mail's local part (`gp` signs in as gp@demo.test). */
export async function demoTokens(url: string, who: readonly string[]): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const name of who) {
    const login = await request(url)
      .post('/api/auth/login')
      .send({ email: `${name}@demo.test`, password: DEMO_PASSWORD })
      .expect(200);
    tokens[name] = login.body.data.accessToken as string;
  }
  return tokens;
}

/** A connected Socket.IO client of the user with `token`; every live change it hears goes into `heard`. */
export async function listenLive(url: string, token: string, heard: LiveChange[]): Promise<Socket> {
  const socket = connect(url, {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  socket.on('entity:changed', (change: LiveChange) => heard.push(change));
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  return socket;
}

/** Replays data-collection's log into a fresh reporting store and expects every collection to equal the live one. */
export async function expectRebuildEqualsLive(
  host: Host,
  projection: Parameters<typeof replayReporting>[1],
  /** What else the projection keeps beyond its collections (a read model's tables), as comparable rows. */
  tables?: (store: Store) => unknown,
): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), `esg-${projection.name}-rebuild-`));
  const config = loadConfig('reporting', { DATA_DIR: dir, LOG_LEVEL: 'silent' });
  const rebuilt = await openStore(config, 'reporting', reportingMigrations);
  try {
    await replayReporting(rebuilt, projection, outboxLog(storeOf(host, 'data-collection')));
    const live = storeOf(host, 'reporting');
    const sort = (docs: Doc[]) => [...docs].sort((a, b) => (a.id < b.id ? -1 : 1));
    for (const collection of projection.collections) {
      const liveDocs = sort(await live.find(collection));
      expect(liveDocs.length).toBeGreaterThan(0);
      expect(sort(await rebuilt.find(collection))).toEqual(liveDocs);
    }
    if (tables) expect(tables(rebuilt)).toEqual(tables(live));
  } finally {
    await rebuilt.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
