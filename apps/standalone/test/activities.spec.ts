import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { keysOfLiveChange, type LiveChange } from '@esg/contracts';
import { ACTIVITIES, ACTIVITY_SOURCES, gatewayMigrations, replayActivities } from '@esg/gateway';
import { mergedLog } from '@esg/messaging';
import type { Doc } from '@esg/persistence';
import { DEMO_PASSWORD, loadConfig, openStore } from '@esg/platform';
import { waitFor } from '@esg/testing';
import { listenLive, storeOf } from './live-harness';
import { startStandalone } from './standalone-host';

/**
 * The activity feed (/viewActivities, issue 13) over real HTTP: an action in one service becomes an
 * activity of the companies that may see it (the event's live audience), with the actor's name and
 * a link; another company does not see it; "mine" keeps the caller's own actions.
 */
type Host = Awaited<ReturnType<typeof startStandalone>>;

interface Row {
  type: string;
  title: string;
  link: string | null;
  actor: { id: number; name: string } | null;
  companyId: number;
}

describe('activity feed', () => {
  let host: Host;
  const tokens: Record<string, string> = {};
  const as = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
  const feed = async (who: string, query = '') =>
    (await request(host.url).get(`/api/activities${query}`).set(as(who))).body.data as Row[];

  beforeAll(async () => {
    host = await startStandalone();
    for (const who of ['admin', 'gp', 'pc', 'coinvestor']) {
      const response = await request(host.url)
        .post('/api/auth/login')
        .send({ email: `${who}@demo.test`, password: DEMO_PASSWORD });
      tokens[who] = response.body.data.accessToken as string;
    }
  });
  afterAll(async () => host?.dispose());

  it('shows a company change to its company, with who did it and where', async () => {
    const changed = await request(host.url)
      .patch('/api/company/1')
      .set(as('gp'))
      .send({ data_collection_duration: 'quarterly' });
    expect(changed.status).toBe(200);
    const row = await waitFor(async () =>
      (await feed('gp')).find((a) => a.type === 'data-collection.company.updated.v1'),
    );
    expect(row).toMatchObject({
      title: 'updated the company details',
      link: '/company-details',
      actor: { id: 2, name: 'Grace Parker' },
      companyId: 1,
    });
    // Another user of the company sees it among the company's activities, not among their own.
    expect((await feed('coinvestor')).some((a) => a.type === 'data-collection.company.updated.v1')).toBe(
      true,
    );
    expect(
      (await feed('coinvestor', '?scope=mine')).some((a) => a.type === 'data-collection.company.updated.v1'),
    ).toBe(false);
    expect((await feed('gp', '?scope=mine')).every((a) => a.actor?.id === 2)).toBe(true);
  });

  it('keeps another company’s activities from a portfolio company', async () => {
    expect((await feed('pc')).every((a) => a.companyId === 2)).toBe(true);
    expect(
      (await feed('pc')).some((a) => a.type === 'data-collection.company.updated.v1' && a.companyId === 1),
    ).toBe(false);
  });

  it('pages 30 at a time, newest first', async () => {
    const first = await feed('admin');
    expect(first.length).toBeLessThanOrEqual(30);
    const times = first.map((a) => (a as unknown as { at: string }).at);
    expect([...times].sort().reverse()).toEqual(times);
    const next = await feed('admin', `?offset=${first.length}`);
    const ids = new Set(first.map((a) => (a as unknown as { id: string }).id));
    expect(next.some((a) => ids.has((a as unknown as { id: string }).id))).toBe(false);
  });

  it('pushes a new activity to the open feeds of its company once its rows exist', async () => {
    const gpHeard: LiveChange[] = [];
    const pcHeard: LiveChange[] = [];
    const sockets = [
      await listenLive(host.url, tokens.gp, gpHeard),
      await listenLive(host.url, tokens.pc, pcHeard),
    ];
    try {
      const before = (await feed('gp')).filter((a) => a.type === 'data-collection.company.updated.v1').length;
      await request(host.url)
        .patch('/api/company/1')
        .set(as('gp'))
        .send({ data_collection_duration: 'annually' })
        .expect(200);
      const change = await waitFor(() =>
        gpHeard.find(
          (c) =>
            c.type === 'gateway.activity.recorded.v1' &&
            c.refs.sourceType === 'data-collection.company.updated.v1',
        ),
      );
      // The SPA refetches every page of the feed, and the row is there when it does.
      expect(keysOfLiveChange(change)).toEqual([['activities']]);
      const after = (await feed('gp')).filter((a) => a.type === 'data-collection.company.updated.v1').length;
      expect(after).toBe(before + 1);
      // The portfolio company's people are not told of the GP's activity.
      expect(
        pcHeard.filter(
          (c) =>
            c.type === 'gateway.activity.recorded.v1' &&
            c.refs.sourceType === 'data-collection.company.updated.v1',
        ),
      ).toEqual([]);
    } finally {
      for (const socket of sockets) socket.disconnect();
    }
  });

  it('rebuilds from the services’ event logs to exactly the live rows (npm run rebuild -- activities)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'esg-activities-rebuild-'));
    const rebuilt = await openStore(
      loadConfig('standalone', { DATA_DIR: dir, LOG_LEVEL: 'silent' }),
      'gateway',
      gatewayMigrations,
    );
    try {
      const { events } = await replayActivities(
        rebuilt,
        mergedLog(ACTIVITY_SOURCES.map((service) => storeOf(host, service))),
      );
      expect(events).toBeGreaterThan(0);
      const sort = (docs: Doc[]) => [...docs].sort((a, b) => (a.id < b.id ? -1 : 1));
      const rows = sort(await rebuilt.find(ACTIVITIES));
      expect(rows.length).toBeGreaterThan(0);
      // The live consumer may still be applying the last events: wait until it has them all.
      await waitFor(async () => {
        expect(sort(await storeOf(host, 'gateway').find(ACTIVITIES))).toEqual(rows);
        return true;
      });
      // The rebuild publishes nothing (no gateway.activity.recorded.v1): the rebuilt store's log stays empty.
      const published: string[] = [];
      for await (const event of mergedLog([rebuilt])) published.push(event.type);
      expect(published).toEqual([]);
    } finally {
      await rebuilt.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
