import request from 'supertest';
import { createEvent, type CloudEvent } from '@esg/contracts';
import { waitFor } from '@esg/testing';
import {
  awaitMail,
  bearer,
  gatewayStore,
  login,
  mailsTo,
  startGateway,
  tokenOf,
  type GatewayHost,
} from './gateway-host';

describe('gateway users', () => {
  let host: GatewayHost;
  beforeAll(async () => {
    host = await startGateway();
  });
  afterAll(async () => host?.dispose());

  const eventsOf = async (type: string): Promise<CloudEvent[]> =>
    (await gatewayStore(host).outbox.read(0, 10_000)).map((r) => r.event).filter((e) => e.type === type);

  it('shows the signed-in user', async () => {
    const token = await tokenOf(host, 'contributor@demo.test');
    const me = await request(host.url).get('/api/user/me').set(bearer(token)).expect(200);
    expect(me.body.data).toEqual({
      id: 5,
      uid: expect.any(String),
      name: 'Carlos Ortega',
      email: 'contributor@demo.test',
      role: 'pc',
      permission: 'Contributor',
      company_id: 4,
      visiting_company_id: null,
      primary: false,
      twoFactorEnabled: false,
      active: true,
    });
    expect((await request(host.url).get('/api/user/me')).status).toBe(401);
  });

  describe('PATCH user/me { name } (edit profile)', () => {
    it('renames the signed-in user (trimmed), shows it in user/me and the session, and publishes gateway.user.updated.v1', async () => {
      const token = await tokenOf(host, 'consultant@demo.test');
      const saved = await request(host.url)
        .patch('/api/user/me')
        .set(bearer(token))
        .send({ name: '  Connor Renamed  ' });
      expect(saved.status).toBe(200);
      expect(saved.body.data).toMatchObject({
        id: 7,
        name: 'Connor Renamed',
        email: 'consultant@demo.test',
        role: 'gp',
        permission: 'Consultant',
        company_id: 1,
      });
      expect(
        (await request(host.url).get('/api/user/me').set(bearer(token)).expect(200)).body.data.name,
      ).toBe('Connor Renamed');
      // The next login carries the new name to the SPA's top bar.
      expect((await login(host, 'consultant@demo.test')).body.data.user.name).toBe('Connor Renamed');

      const updates = (await eventsOf('gateway.user.updated.v1')).filter((e) => e.subject === '7');
      expect(updates).toHaveLength(1);
      expect(updates[0]).toMatchObject({ source: 'gateway', companyid: '1', actorid: '7' });
      expect(updates[0].data).toEqual({
        userId: 7,
        companyId: 1,
        visitingCompanyId: null,
        role: 'gp',
        permission: 'Consultant',
        email: 'consultant@demo.test',
        name: 'Connor Renamed',
        twoFactorEnabled: false,
        changes: ['name'],
      });

      // The same name again changes nothing and publishes nothing.
      await request(host.url)
        .patch('/api/user/me')
        .set(bearer(token))
        .send({ name: 'Connor Renamed' })
        .expect(200);
      expect((await eventsOf('gateway.user.updated.v1')).filter((e) => e.subject === '7')).toHaveLength(1);

      await request(host.url)
        .patch('/api/user/me')
        .set(bearer(token))
        .send({ name: 'Connor Sultant' })
        .expect(200);
    });

    it.each([
      ['an empty name', { name: '' }, /name: This field is required/],
      ['a blank name', { name: '   ' }, /name: This field is required/],
      ['no name', {}, /name: This field is required/],
      [
        'a name of 101 characters',
        { name: 'x'.repeat(101) },
        /name: Your name must be at most 100 characters long\./,
      ],
      ['a name that is not a string', { name: 42 }, /name: This field is required/],
      ['an unknown field', { name: 'Valid Name', email: 'new@example.test' }, /email/],
    ])('refuses %s with a 400 and changes nothing', async (_label, body, message) => {
      const token = await tokenOf(host, 'lp@demo.test');
      const before = (await eventsOf('gateway.user.updated.v1')).length;
      const refused = await request(host.url).patch('/api/user/me').set(bearer(token)).send(body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(message);
      expect((await request(host.url).get('/api/user/me').set(bearer(token))).body.data).toMatchObject({
        name: 'Liam Porter',
        email: 'lp@demo.test',
      });
      expect((await eventsOf('gateway.user.updated.v1')).length).toBe(before);
    });

    it('accepts a name of exactly 100 characters, and needs a session', async () => {
      const token = await tokenOf(host, 'lp@demo.test');
      const long = 'L'.repeat(100);
      expect(
        (await request(host.url).patch('/api/user/me').set(bearer(token)).send({ name: long })).body.data
          .name,
      ).toBe(long);
      await request(host.url)
        .patch('/api/user/me')
        .set(bearer(token))
        .send({ name: 'Liam Porter' })
        .expect(200);
      expect((await request(host.url).patch('/api/user/me').send({ name: 'Nobody' })).status).toBe(401);
    });
  });

  it('POST user { uid } returns one’s own user, any user to an admin, and 403 otherwise', async () => {
    const gp = await login(host, 'gp@demo.test');
    const gpToken = gp.body.data.accessToken as string;
    const gpUid = gp.body.data.user.uid as string;
    const own = await request(host.url).post('/api/user').set(bearer(gpToken)).send({ uid: gpUid });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({
      id: 2,
      email: 'gp@demo.test',
      role: 'gp',
      company_id: 1,
      primary: true,
    });

    const lpUid = (await gatewayStore(host).get<{ id: string; uid: string }>('users', '3'))!.uid;
    expect((await request(host.url).post('/api/user').set(bearer(gpToken)).send({ uid: lpUid })).status).toBe(
      403,
    );
    expect(
      (await request(host.url).post('/api/user').set(bearer(gpToken)).send({ uid: 'no-such-uid' })).status,
    ).toBe(403);

    const admin = await tokenOf(host, 'admin@demo.test');
    const read = await request(host.url).post('/api/user').set(bearer(admin)).send({ uid: lpUid });
    expect(read.status).toBe(200);
    expect(read.body.data.email).toBe('lp@demo.test');
    expect(
      (await request(host.url).post('/api/user').set(bearer(admin)).send({ uid: 'no-such-uid' })).status,
    ).toBe(404);
    expect(
      (await request(host.url).post('/api/user').set(bearer(admin)).send({ uid: lpUid, extra: 1 })).status,
    ).toBe(400);
  });

  it("reads a stored user's legacy `permissions` spelling", async () => {
    const store = gatewayStore(host);
    await store.transaction(async (tx) => {
      await tx.insert('users', {
        id: '900',
        userId: 900,
        uid: 'legacy-uid-900',
        name: 'Legacy Person',
        email: 'legacy@example.test',
        role: 'gp',
        permissions: 'Coinvestor',
        company_id: 1,
        passwordHash: null,
        createdAt: new Date().toISOString(),
      });
    });
    const admin = await tokenOf(host, 'admin@demo.test');
    const read = await request(host.url).post('/api/user').set(bearer(admin)).send({ uid: 'legacy-uid-900' });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      permission: 'Coinvestor',
      visiting_company_id: null,
      active: false,
    });
    expect(read.body.data).not.toHaveProperty('permissions');
  });

  it('lets an admin visit a company workplace and go back (PATCH user/{id})', async () => {
    const admin = await tokenOf(host, 'admin@demo.test');
    const visit = await request(host.url).patch('/api/user/1').set(bearer(admin)).send({ companyId: 2 });
    expect(visit.status).toBe(200);
    expect(visit.body.data).toMatchObject({ id: 1, company_id: 6, visiting_company_id: 2 });
    expect(
      (await request(host.url).get('/api/user/me').set(bearer(admin))).body.data.visiting_company_id,
    ).toBe(2);

    const back = await request(host.url).patch('/api/user/1').set(bearer(admin)).send({ companyId: null });
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ company_id: 6, visiting_company_id: null });

    const updates = (await eventsOf('gateway.user.updated.v1')).filter((e) => e.subject === '1');
    expect(updates.map((e) => (e.data as { visitingCompanyId: number | null }).visitingCompanyId)).toEqual([
      2,
      null,
    ]);
  });

  it('refuses PATCH of another user, and a visit by a non-admin', async () => {
    const gp = await tokenOf(host, 'gp@demo.test');
    const other = await request(host.url).patch('/api/user/3').set(bearer(gp)).send({ companyId: null });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('USER.FORBIDDEN');
    const admin = await tokenOf(host, 'admin@demo.test');
    expect(
      (await request(host.url).patch('/api/user/2').set(bearer(admin)).send({ companyId: 3 })).status,
    ).toBe(403);
    expect((await request(host.url).patch('/api/user/2').set(bearer(gp)).send({ companyId: 3 })).status).toBe(
      403,
    );
    expect(
      (await request(host.url).patch('/api/user/2').set(bearer(gp)).send({ companyId: null })).status,
    ).toBe(200);
    expect(
      (await request(host.url).patch('/api/user/2').set(bearer(gp)).send({ companyId: 'x' })).status,
    ).toBe(400);
    expect(
      (await request(host.url).patch('/api/user/abc').set(bearer(gp)).send({ companyId: null })).status,
    ).toBe(400);
  });

  it("invites a user by the company's primary user, not by others", async () => {
    const gp = await tokenOf(host, 'gp@demo.test');
    const invited = await request(host.url).post('/api/user/invite').set(bearer(gp)).send({
      name: 'Team Member',
      email: 'Team.Member@Example.test',
      role: 'gp',
      permission: 'Contributor',
      companyId: 1,
    });
    expect(invited.status).toBe(201);
    expect(invited.body.data).toMatchObject({
      email: 'team.member@example.test',
      role: 'gp',
      permission: 'Contributor',
      company_id: 1,
      active: false,
    });
    const mail = await awaitMail(host, 'team.member@example.test');
    expect(mail.text).toContain('/set-password?token=');

    const duplicate = await request(host.url)
      .post('/api/user/invite')
      .set(bearer(gp))
      .send({ name: 'Again', email: 'team.member@example.test', role: 'gp', companyId: 1 });
    expect(duplicate.status).toBe(409);

    const coinvestor = await tokenOf(host, 'coinvestor@demo.test');
    const notPrimary = await request(host.url)
      .post('/api/user/invite')
      .set(bearer(coinvestor))
      .send({ name: 'X', email: 'x@example.test', role: 'gp', companyId: 1 });
    expect(notPrimary.status).toBe(403);
    const otherCompany = await request(host.url)
      .post('/api/user/invite')
      .set(bearer(gp))
      .send({ name: 'X', email: 'x@example.test', role: 'pc', companyId: 2 });
    expect(otherCompany.status).toBe(403);
    const malformed = await request(host.url)
      .post('/api/user/invite')
      .set(bearer(gp))
      .send({ name: '', email: 'nope', role: 'boss', companyId: 1 });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/name: This field is required/);
    expect(malformed.body.message).toMatch(/email/);
    expect(mailsTo(host, 'x@example.test')).toHaveLength(0);
  });

  it('invites the contact of a registered company once, even when the event comes twice', async () => {
    const event = createEvent({
      type: 'data-collection.company.registered.v1',
      source: 'data-collection',
      subject: 1200,
      companyId: 1200,
      aggregateVersion: 1,
      data: {
        companyId: 1200,
        name: 'Fresh Capital',
        type: 'lp',
        parentId: null,
        contact: { name: 'Fiona Fresh', email: 'fiona@fresh.example' },
      },
    });
    await host.bus.publish([event]);
    await host.bus.publish([event]);
    const mail = await awaitMail(host, 'fiona@fresh.example');
    // No name typed by someone else in a mail's prominent lines (finding 4).
    expect(mail.text.split('\n')[0]).toBe('Hello,');
    expect(mail.text).not.toContain('Fiona');

    const store = gatewayStore(host);
    const [user] = await waitFor(async () => {
      const found = await store.find<{
        id: string;
        userId: number;
        role: string;
        company_id: number;
        is_primary: boolean;
      }>('users', {
        email: 'fiona@fresh.example',
      });
      return found.length > 0 ? found : null;
    });
    expect(user).toMatchObject({ role: 'lp', company_id: 1200, is_primary: true });
    // Let a redelivery run its course, then count.
    const marker = createEvent({
      type: 'data-collection.company.registered.v1',
      source: 'data-collection',
      subject: 1201,
      data: {
        companyId: 1201,
        name: 'Marker',
        type: 'gp',
        parentId: null,
        contact: { name: 'Mark Er', email: 'marker@example.test' },
      },
    });
    await host.bus.publish([marker, event]);
    await awaitMail(host, 'marker@example.test');
    expect(await store.count('users', { email: 'fiona@fresh.example' })).toBe(1);
    expect(mailsTo(host, 'fiona@fresh.example')).toHaveLength(1);
    const registered = (await eventsOf('gateway.user.registered.v1')).filter(
      (e) => (e.data as { email: string }).email === 'fiona@fresh.example',
    );
    expect(registered).toHaveLength(1);
    expect(registered[0].data).toMatchObject({
      userId: user.userId,
      companyId: 1200,
      role: 'lp',
      permission: null,
    });

    // The primary contact sets a password and may then manage the company's two-factor policy.
    const set = await request(host.url)
      .post('/api/auth/set-password')
      .send({ token: mail.token, password: 'fresh-pass', confirmPassword: 'fresh-pass' });
    expect(set.status).toBe(200);
    const fiona = await tokenOf(host, 'fiona@fresh.example', 'fresh-pass');
    await request(host.url)
      .put('/api/auth/2fa/policy/1200')
      .set(bearer(fiona))
      .send({ required: false })
      .expect(200);
  });

  it('ignores a registration without a contact, and a contact who already has an account', async () => {
    const before = await gatewayStore(host).count('users');
    await host.bus.publish([
      createEvent({
        type: 'data-collection.company.registered.v1',
        source: 'data-collection',
        subject: 1300,
        data: { companyId: 1300, name: 'No Contact', type: 'gp', parentId: null },
      }),
      createEvent({
        type: 'data-collection.company.registered.v1',
        source: 'data-collection',
        subject: 1301,
        data: {
          companyId: 1301,
          name: 'Known',
          type: 'gp',
          parentId: null,
          contact: { name: 'Grace', email: 'GP@demo.test' },
        },
      }),
      createEvent({
        type: 'data-collection.company.registered.v1',
        source: 'data-collection',
        subject: 1302,
        data: {
          companyId: 1302,
          name: 'Marker 2',
          type: 'gp',
          parentId: null,
          contact: { name: 'Mark Two', email: 'marker2@example.test' },
        },
      }),
    ]);
    await awaitMail(host, 'marker2@example.test');
    expect(await gatewayStore(host).count('users')).toBe(before + 1);
    expect(mailsTo(host, 'gp@demo.test')).toHaveLength(0);
  });
});
