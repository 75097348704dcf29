import request from 'supertest';
import type { AnnouncementChanged } from '@esg/contracts';
import { waitFor } from '@esg/testing';
import {
  bearer,
  connectSocket,
  startGateway,
  tokenOf,
  type ClientSocket,
  type GatewayHost,
} from './gateway-host';

/**
 * Release logs (issue 13, docs/release-logs.md): the platform admin writes versioned notes with a
 * date and an audience; publishing raises the announcement banner (spec 4) for that audience only,
 * pushed live; readers see the published notes meant for their role.
 */
describe('gateway release logs', () => {
  let host: GatewayHost;
  let admin: string;
  let gp: string;
  let pc: string;
  let socket: ClientSocket;
  const pushed: AnnouncementChanged[] = [];

  beforeAll(async () => {
    host = await startGateway();
    admin = await tokenOf(host, 'admin@demo.test');
    gp = await tokenOf(host, 'gp@demo.test');
    pc = await tokenOf(host, 'pc@demo.test');
    socket = await connectSocket(host, pc);
    socket.on('announcement:changed', (payload) => pushed.push(payload));
  });
  afterAll(async () => {
    socket?.close();
    await host?.dispose();
  });

  const post = (token: string, body: object) =>
    request(host.url).post('/api/release-logs').set(bearer(token)).send(body);
  const announcements = async (token: string) =>
    (await request(host.url).get('/api/announcements').set(bearer(token))).body.data as Array<{
      docId: string;
      text: string;
      enabled: boolean;
    }>;
  const published = async (token: string) =>
    (
      (await request(host.url).get('/api/release-logs').set(bearer(token))).body.data as Array<{
        version: string;
      }>
    ).map((log) => log.version);

  let gpOnlyId = '';
  let everyoneId = '';

  it('keeps a draft to the admin: readers and the banner see nothing yet', async () => {
    const draft = await post(admin, {
      version: 'v3.1',
      title: 'Fund reporting for general partners',
      date: '2026-11-02',
      audience: ['gp'],
      notes: '- Funds page lists positions per quarter\n- Export to Excel',
    });
    expect(draft.status).toBe(201);
    expect(draft.body.message).toBe('Draft saved');
    expect(draft.body.data).toMatchObject({
      version: '3.1',
      status: 'draft',
      publishedAt: null,
      announcementId: null,
      audience: ['gp'],
      author: expect.any(String),
    });
    gpOnlyId = draft.body.data.id as string;
    expect(await published(gp)).toEqual([]);
    expect((await request(host.url).get(`/api/release-logs/${gpOnlyId}`).set(bearer(gp))).status).toBe(404);
    const all = await request(host.url).get('/api/release-logs?all=true').set(bearer(admin));
    expect(all.body.data.map((l: { version: string }) => l.version)).toEqual(['3.1']);
  });

  it('publishes for the audience only: the gp sees the note and the banner, the pc neither', async () => {
    const done = await request(host.url).post(`/api/release-logs/${gpOnlyId}/publish`).set(bearer(admin));
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      status: 'published',
      announcementId: `release-${gpOnlyId}`,
      publishedAt: expect.any(String),
    });
    expect(await published(gp)).toEqual(['3.1']);
    expect(await published(pc)).toEqual([]);
    expect(await announcements(gp)).toContainEqual(
      expect.objectContaining({
        docId: `release-${gpOnlyId}`,
        enabled: true,
        text: 'Release 3.1 is out: Fund reporting for general partners.',
      }),
    );
    expect((await announcements(pc)).map((a) => a.docId)).not.toContain(`release-${gpOnlyId}`);
    // Publishing twice changes nothing.
    const again = await request(host.url).post(`/api/release-logs/${gpOnlyId}/publish`).set(bearer(admin));
    expect(again.body.data.publishedAt).toBe(done.body.data.publishedAt);
  });

  it('a newer release published at once replaces the older banner, pushed to open pages', async () => {
    const created = await post(admin, {
      version: '3.2',
      title: 'Release notes for everyone',
      date: '2026-11-20',
      audience: ['pc', 'all'],
      notes: 'Faster reports.',
      publish: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Release 3.2 published');
    expect(created.body.data.audience).toEqual(['all']);
    everyoneId = created.body.data.id as string;
    await waitFor(() => pushed.find((p) => p.docId === `release-${everyoneId}` && p.enabled), {
      message: 'banner pushed',
    });
    const gpBanner = await announcements(gp);
    expect(gpBanner.map((a) => a.docId)).toContain(`release-${everyoneId}`);
    expect(gpBanner.map((a) => a.docId)).not.toContain(`release-${gpOnlyId}`);
    expect((await announcements(pc)).map((a) => a.docId)).toContain(`release-${everyoneId}`);
    // Newest release first.
    expect(await published(gp)).toEqual(['3.2', '3.1']);
    expect(await published(pc)).toEqual(['3.2']);
  });

  it('an edit of a published log updates its banner text', async () => {
    const edited = await request(host.url)
      .patch(`/api/release-logs/${everyoneId}`)
      .set(bearer(admin))
      .send({ title: 'Faster reports for everyone' });
    expect(edited.status).toBe(200);
    expect((await announcements(pc)).find((a) => a.docId === `release-${everyoneId}`)?.text).toBe(
      'Release 3.2 is out: Faster reports for everyone.',
    );
  });

  it('refuses a second log of the same version, bad input and anyone but the admin', async () => {
    const twice = await post(admin, {
      version: '3.2',
      title: 'Again',
      date: '2026-11-21',
      audience: ['all'],
      notes: 'x',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Release 3.2 is already logged');
    const bad = await post(admin, { version: 'next', title: '', date: '21/11', audience: [], notes: '' });
    expect(bad.status).toBe(400);
    const byGp = await post(gp, {
      version: '9.9',
      title: 'x',
      date: '2026-11-21',
      audience: ['all'],
      notes: 'x',
    });
    expect(byGp.status).toBe(403);
    expect((await request(host.url).delete(`/api/release-logs/${everyoneId}`).set(bearer(gp))).status).toBe(
      403,
    );
    // ?all=true is the admin's only: a gp still reads the published ones.
    expect(
      (await request(host.url).get('/api/release-logs?all=true').set(bearer(pc))).body.data,
    ).toHaveLength(1);
  });

  it('deleting a published log takes its banner down', async () => {
    const removed = await request(host.url).delete(`/api/release-logs/${everyoneId}`).set(bearer(admin));
    expect(removed.status).toBe(204);
    await waitFor(() => pushed.find((p) => p.docId === `release-${everyoneId}` && p.deleted), {
      message: 'banner removed',
    });
    expect((await announcements(pc)).map((a) => a.docId)).not.toContain(`release-${everyoneId}`);
    expect(await published(pc)).toEqual([]);
    expect(
      (await request(host.url).delete(`/api/release-logs/${everyoneId}`).set(bearer(admin))).status,
    ).toBe(404);
  });
});
