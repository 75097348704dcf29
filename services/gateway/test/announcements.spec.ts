import request from 'supertest';
import type { AnnouncementChanged, CloudEvent } from '@esg/contracts';
import { waitFor } from '@esg/testing';
import {
  bearer,
  connectSocket,
  gatewayStore,
  startGateway,
  tokenOf,
  type ClientSocket,
  type GatewayHost,
} from './gateway-host';

describe('gateway announcements', () => {
  let host: GatewayHost;
  let admin: string;
  let pc: string;
  let socket: ClientSocket;
  const pushed: AnnouncementChanged[] = [];

  beforeAll(async () => {
    host = await startGateway();
    admin = await tokenOf(host, 'admin@demo.test');
    pc = await tokenOf(host, 'pc@demo.test');
    socket = await connectSocket(host, pc);
    socket.on('announcement:changed', (payload) => pushed.push(payload));
  });
  afterAll(async () => {
    socket?.close();
    await host?.dispose();
  });

  it('lets an admin create, change and delete an announcement, pushing each change live', async () => {
    const created = await request(host.url)
      .post('/api/announcements')
      .set(bearer(admin))
      .send({ docId: 'maintenance', type: 'alert-warning', text: 'Maintenance on Sunday', enabled: true });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      docId: 'maintenance',
      type: 'alert-warning',
      text: 'Maintenance on Sunday',
      enabled: true,
    });
    await waitFor(() => pushed.find((p) => p.docId === 'maintenance' && p.enabled));

    const listed = await request(host.url).get('/api/announcements').set(bearer(pc)).expect(200);
    expect(listed.body.data).toEqual([
      { docId: 'maintenance', type: 'alert-warning', text: 'Maintenance on Sunday', enabled: true },
    ]);

    const disabled = await request(host.url)
      .patch('/api/announcements/maintenance')
      .set(bearer(admin))
      .send({ enabled: false });
    expect(disabled.status).toBe(200);
    expect(disabled.body.data.enabled).toBe(false);
    await waitFor(() => pushed.find((p) => p.docId === 'maintenance' && !p.enabled && !p.deleted));
    expect((await request(host.url).get('/api/announcements').set(bearer(pc))).body.data).toEqual([]);
    expect(
      (await request(host.url).get('/api/announcements?all=true').set(bearer(admin))).body.data,
    ).toHaveLength(1);

    await request(host.url).delete('/api/announcements/maintenance').set(bearer(admin)).expect(204);
    const deleted = await waitFor(() => pushed.find((p) => p.docId === 'maintenance' && p.deleted === true));
    expect(deleted).toMatchObject({ docId: 'maintenance', deleted: true });
    expect((await request(host.url).get('/api/announcements?all=true').set(bearer(admin))).body.data).toEqual(
      [],
    );

    const events = (await gatewayStore(host).outbox.read(0, 1000))
      .map((r) => r.event)
      .filter((e: CloudEvent) => e.type === 'gateway.announcement.changed.v1');
    expect(events.map((e) => (e.data as { deleted: boolean }).deleted)).toEqual([false, false, true]);
  });

  it('gives a generated docId when none is given', async () => {
    const created = await request(host.url)
      .post('/api/announcements')
      .set(bearer(admin))
      .send({ type: 'alert-info', text: 'Hello', enabled: false });
    expect(created.status).toBe(201);
    expect(created.body.data.docId).toMatch(/^[0-9a-f-]{36}$/);
    const duplicate = await request(host.url)
      .post('/api/announcements')
      .set(bearer(admin))
      .send({ docId: created.body.data.docId, type: 'alert-info', text: 'Hello', enabled: false });
    expect(duplicate.status).toBe(409);
  });

  it('refuses writes by a non-admin with 403', async () => {
    const post = await request(host.url)
      .post('/api/announcements')
      .set(bearer(pc))
      .send({ type: 'alert-info', text: 'Hi', enabled: true });
    expect(post.status).toBe(403);
    expect(post.body.code).toBe('ANNOUNCEMENT.FORBIDDEN');
    expect(
      (await request(host.url).patch('/api/announcements/x').set(bearer(pc)).send({ enabled: true })).status,
    ).toBe(403);
    expect((await request(host.url).delete('/api/announcements/x').set(bearer(pc))).status).toBe(403);
    expect((await request(host.url).get('/api/announcements')).status).toBe(401);
  });

  it('answers unknown announcements with 404 and bad input with 400', async () => {
    expect(
      (await request(host.url).patch('/api/announcements/none').set(bearer(admin)).send({ enabled: true }))
        .status,
    ).toBe(404);
    expect((await request(host.url).delete('/api/announcements/none').set(bearer(admin))).status).toBe(404);
    const badType = await request(host.url)
      .post('/api/announcements')
      .set(bearer(admin))
      .send({ type: 'alert-success', text: 'x', enabled: true });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toMatch(/type/);
    const empty = await request(host.url)
      .post('/api/announcements')
      .set(bearer(admin))
      .send({ type: 'alert-info', text: ' ', enabled: true });
    expect(empty.body.message).toMatch(/This field is required/);
    expect(
      (await request(host.url).patch('/api/announcements/x').set(bearer(admin)).send({ colour: 'red' }))
        .status,
    ).toBe(400);
  });
});

describe("the 'deployed' new-version announcement", () => {
  it('is raised when the gateway starts with another build, and not on a restart of the same build', async () => {
    const first = await startGateway({ env: { BUILD_ID: 'build-1' } });
    const dataDir = first.dataDir;
    const enabledDocIds = async (host: GatewayHost) => {
      const token = await tokenOf(host, 'gp@demo.test');
      return (
        (await request(host.url).get('/api/announcements').set(bearer(token))).body.data as Array<{
          docId: string;
        }>
      ).map((a) => a.docId);
    };
    expect(await enabledDocIds(first)).toEqual([]);
    await first.close();

    const same = await startGateway({ dataDir, env: { BUILD_ID: 'build-1' } });
    expect(await enabledDocIds(same)).toEqual([]);
    await same.close();

    const next = await startGateway({ dataDir, env: { BUILD_ID: 'build-2' } });
    try {
      const token = await tokenOf(next, 'gp@demo.test');
      const list = await request(next.url).get('/api/announcements').set(bearer(token)).expect(200);
      expect(list.body.data).toEqual([
        { docId: 'deployed', type: 'alert-info', enabled: true, text: expect.stringMatching(/new version/i) },
      ]);
      const events = (await gatewayStore(next).outbox.read(0, 1000))
        .map((r) => r.event)
        .filter((e) => e.type === 'gateway.announcement.changed.v1');
      expect(events.map((e) => e.subject)).toEqual(['deployed']);
    } finally {
      await next.dispose();
    }
  });
});
