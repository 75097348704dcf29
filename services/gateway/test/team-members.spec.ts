import request from 'supertest';
import { createEvent, type CloudEvent } from '@esg/contracts';
import { DEMO_COMPANIES, DEMO_CONTRACT_LIMITS } from '@esg/platform';
import { waitFor } from '@esg/testing';
import {
  awaitMail,
  bearer,
  gatewayStore,
  login,
  startGateway,
  tokenOf,
  type GatewayHost,
} from './gateway-host';

/**
 * The access manager's team members (issue 9), in the gateway that owns users: the spec's
 * getInvitedTeamMembers / getRemainingTeamMembers, invitations through the mailbox, resend, revoke,
 * permission changes and removals that end sessions at once, the contract limits, and who may do what.
 * The companies arrive as data-collection publishes them (company events with their contract limits).
 */
describe('gateway: team members', () => {
  let host: GatewayHost;
  beforeAll(async () => {
    host = await startGateway();
    await host.bus.publish(
      DEMO_COMPANIES.map((c) =>
        createEvent({
          type: 'data-collection.company.registered.v1',
          source: 'data-collection',
          subject: c.id,
          companyId: c.id,
          aggregateVersion: 1,
          data: {
            companyId: c.id,
            name: c.name,
            type: c.type,
            parentId: c.parent_id,
            contractType: c.contract_type,
            contract: {
              teamMembers: DEMO_CONTRACT_LIMITS[c.id].team_members,
              numberOfPcs: DEMO_CONTRACT_LIMITS[c.id].number_of_pcs,
              numberOfContributors: DEMO_CONTRACT_LIMITS[c.id].number_of_contributors,
            },
          },
        }),
      ),
    );
    await waitFor(
      async () => (await gatewayStore(host).count('company_contracts')) === DEMO_COMPANIES.length,
    );
  });
  afterAll(async () => host?.dispose());

  const as = async (email: string, password?: string) => bearer(await tokenOf(host, email, password));
  const eventsOf = async (type: string): Promise<CloudEvent[]> =>
    (await gatewayStore(host).outbox.read(0, 100_000)).map((r) => r.event).filter((e) => e.type === type);
  const team = async (companyId: number) =>
    (
      await request(host.url)
        .get(`/api/company/getInvitedTeamMembers/${companyId}`)
        .set(await as('admin@demo.test'))
    ).body.data as Array<{
      id: number;
      name: string;
      email: string;
      status: string;
      permission: string | null;
    }>;
  const memberId = async (companyId: number, email: string) =>
    (await team(companyId)).find((m) => m.email === email)!.id;

  /** Accepts an invitation from the mailbox and returns the new member's bearer header. */
  async function accept(email: string, mailNumber = 1, password = 'welcome-123') {
    const mail = await awaitMail(host, email, mailNumber);
    await request(host.url)
      .post('/api/auth/set-password')
      .send({ token: mail.token, password, confirmPassword: password })
      .expect(200);
    return as(email, password);
  }

  describe('GET company/getInvitedTeamMembers/{id} and getRemainingTeamMembers/{id}', () => {
    it("lists Evergreen's team by name, invited and active, without the primary user", async () => {
      const response = await request(host.url)
        .get('/api/company/getInvitedTeamMembers/1')
        .set(await as('gp@demo.test'));
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual([
        {
          id: 6,
          name: 'Chloe Invest',
          email: 'coinvestor@demo.test',
          role: 'gp',
          permission: 'Coinvestor',
          status: 'active',
          invitedAt: expect.any(String),
          invitationExpiresAt: null,
        },
        {
          id: 7,
          name: 'Connor Sultant',
          email: 'consultant@demo.test',
          role: 'gp',
          permission: 'Consultant',
          status: 'active',
          invitedAt: expect.any(String),
          invitationExpiresAt: null,
        },
        {
          id: expect.any(Number),
          name: 'Marta Quinn',
          email: 'marta.quinn@evergreen.demo.test',
          role: 'gp',
          permission: 'Contributor',
          status: 'invited',
          invitedAt: expect.any(String),
          invitationExpiresAt: expect.any(String),
        },
        {
          id: expect.any(Number),
          name: 'Oliver Grant',
          email: 'oliver.grant@evergreen.demo.test',
          role: 'gp',
          permission: null,
          status: 'invited',
          invitedAt: expect.any(String),
          invitationExpiresAt: expect.any(String),
        },
      ]);
      const invitedAt = Date.parse(response.body.data[3].invitedAt);
      // The invitation link lasts 7 days.
      expect(Date.parse(response.body.data[3].invitationExpiresAt) - invitedAt).toBeGreaterThan(
        6.9 * 24 * 3600_000,
      );
    });

    it('answers remainingTM with the contract behind it', async () => {
      const response = await request(host.url)
        .get('/api/company/getRemainingTeamMembers/1')
        .set(await as('gp@demo.test'));
      expect(response.status).toBe(200);
      // Evergreen: team_members 6, four members; number_of_contributors 2, one contributor.
      expect(response.body.data).toEqual({
        remainingTM: 2,
        teamMembers: { limit: 6, used: 4, remaining: 2 },
        contributors: { limit: 2, used: 1, remaining: 1 },
      });
    });

    it.each([
      ['admin@demo.test', 200],
      ['gp@demo.test', 200],
      ['coinvestor@demo.test', 200],
      ['consultant@demo.test', 200],
      ['lp@demo.test', 403],
      ['pc@demo.test', 403],
      ['contributor@demo.test', 403],
      ['trial@demo.test', 403],
    ])("%s reading Evergreen's team answers %i", async (email, status) => {
      const headers = await as(email);
      expect((await request(host.url).get('/api/company/getInvitedTeamMembers/1').set(headers)).status).toBe(
        status,
      );
      expect(
        (await request(host.url).get('/api/company/getRemainingTeamMembers/1').set(headers)).status,
      ).toBe(status);
    });

    it('refuses the demo company to its own users, and answers 404 for an unknown company', async () => {
      const trial = await request(host.url)
        .get('/api/company/getInvitedTeamMembers/7')
        .set(await as('trial@demo.test'));
      expect(trial.status).toBe(403);
      expect(trial.body.code).toBe('ACCESS.FORBIDDEN');
      expect(
        (
          await request(host.url)
            .get('/api/company/getInvitedTeamMembers/999')
            .set(await as('admin@demo.test'))
        ).status,
      ).toBe(404);
    });

    it('are answered by the gateway even where company/ is proxied to data-collection', async () => {
      // This host proxies company/ to a closed port (cluster mode without data-collection).
      const gp = await as('gp@demo.test');
      expect((await request(host.url).get('/api/company/getInvitedTeamMembers/1').set(gp)).status).toBe(200);
      expect((await request(host.url).get('/api/company/1').set(gp)).status).toBeGreaterThanOrEqual(500);
    });
  });

  describe('POST team-members', () => {
    it('invites a member with the role of the company: the mail link sets the password and the member signs in', async () => {
      const response = await request(host.url)
        .post('/api/team-members')
        .set(await as('gp@demo.test'))
        .send({ companyId: 1, name: 'Nina Novak', email: 'Nina.Novak@evergreen.example', permission: null });
      expect(response.status).toBe(201);
      expect(response.body.message).toBe('Invitation sent to nina.novak@evergreen.example');
      expect(response.body.data).toMatchObject({
        name: 'Nina Novak',
        email: 'nina.novak@evergreen.example',
        role: 'gp',
        permission: null,
        status: 'invited',
      });
      const mail = await awaitMail(host, 'nina.novak@evergreen.example');
      // The inviter is named with their address at the end, never free text in a prominent line (issue 14, finding 4).
      expect(mail.text).toContain('Invited by: Grace Parker <gp@demo.test>');
      const [registered] = (await eventsOf('gateway.user.registered.v1')).filter(
        (e) => (e.data as { email: string }).email === 'nina.novak@evergreen.example',
      );
      expect(registered.data).toEqual({
        userId: response.body.data.id,
        companyId: 1,
        role: 'gp',
        permission: null,
        email: 'nina.novak@evergreen.example',
        name: 'Nina Novak',
        active: false,
      });

      const nina = await accept('nina.novak@evergreen.example');
      const me = await request(host.url).get('/api/user/me').set(nina).expect(200);
      expect(me.body.data).toMatchObject({
        role: 'gp',
        company_id: 1,
        permission: null,
        primary: false,
        active: true,
      });
      expect((await team(1)).find((m) => m.name === 'Nina Novak')).toMatchObject({ status: 'active' });
    });

    it('gives a portfolio company pc members, and no co-investors', async () => {
      const pc = await as('pc@demo.test');
      const coinvestor = await request(host.url).post('/api/team-members').set(pc).send({
        companyId: 2,
        name: 'Cole Invest',
        email: 'cole@northwind.example',
        permission: 'Coinvestor',
      });
      expect(coinvestor.status).toBe(400);
      expect(coinvestor.body.message).toBe('permission: a portfolio company has no Coinvestor members');
      const member = await request(host.url).post('/api/team-members').set(pc).send({
        companyId: 2,
        name: 'Petra Field',
        email: 'petra@northwind.example',
        permission: 'Contributor',
      });
      expect(member.status).toBe(201);
      expect(member.body.data).toMatchObject({ role: 'pc', permission: 'Contributor' });
    });

    it('stops at number_of_contributors and at team_members with ACCESS.LIMIT_REACHED', async () => {
      // Northwind: team_members 2, number_of_contributors 1; Petra (a contributor) was invited above.
      const pc = await as('pc@demo.test');
      const contributor = await request(host.url).post('/api/team-members').set(pc).send({
        companyId: 2,
        name: 'Second Contributor',
        email: 'second@northwind.example',
        permission: 'Contributor',
      });
      expect(contributor.status).toBe(409);
      expect(contributor.body).toEqual({
        statusCode: 409,
        code: 'ACCESS.LIMIT_REACHED',
        message:
          'The contract of Northwind Renewables allows 1 contributors (number_of_contributors) and all are used',
      });
      await request(host.url)
        .post('/api/team-members')
        .set(pc)
        .send({ companyId: 2, name: 'Sam Analyst', email: 'sam@northwind.example', permission: null })
        .expect(201);
      const full = await request(host.url)
        .post('/api/team-members')
        .set(pc)
        .send({ companyId: 2, name: 'One Too Many', email: 'many@northwind.example', permission: null });
      expect(full.status).toBe(409);
      expect(full.body.code).toBe('ACCESS.LIMIT_REACHED');
      expect(full.body.message).toBe(
        'The contract of Northwind Renewables allows 2 team members (team_members) and all are used; remove a member or revoke an invitation first',
      );
      const remaining = await request(host.url)
        .get('/api/company/getRemainingTeamMembers/2')
        .set(pc)
        .expect(200);
      expect(remaining.body.data).toEqual({
        remainingTM: 0,
        teamMembers: { limit: 2, used: 2, remaining: 0 },
        contributors: { limit: 1, used: 1, remaining: 0 },
      });
    });

    it.each([
      // Outside parties and a demo workplace are held by the one write gate first (rules 100-103).
      ['coinvestor@demo.test', 1, 'OUTSIDE_PARTY.READ_ONLY'],
      ['consultant@demo.test', 1, 'OUTSIDE_PARTY.READ_ONLY'],
      ['lp@demo.test', 1, 'COMPANY.FORBIDDEN'],
      ['pc@demo.test', 1, 'COMPANY.FORBIDDEN'],
      ['contributor@demo.test', 4, 'ACCESS.FORBIDDEN'],
      ['trial@demo.test', 7, 'CONTRACT.DEMO'],
      // The GP may act for its portfolio company, but only Northwind's primary user changes its team.
      ['gp@demo.test', 2, 'ACCESS.FORBIDDEN'],
    ])('refuses %s inviting to company %i (%s)', async (email, companyId, code) => {
      const response = await request(host.url)
        .post('/api/team-members')
        .set(await as(email))
        .send({
          companyId,
          name: 'Not Allowed',
          email: `not-allowed-${companyId}@example.test`,
          permission: null,
        });
      expect(response.status).toBe(403);
      expect(response.body.code).toBe(code);
    });

    it('refuses an e-mail that has an account, and bad input', async () => {
      const lp = await as('lp@demo.test');
      const taken = await request(host.url)
        .post('/api/team-members')
        .set(lp)
        .send({ companyId: 5, name: 'Grace Again', email: 'GP@demo.test', permission: null });
      expect(taken.status).toBe(409);
      expect(taken.body.code).toBe('USER.ALREADY_EXISTS');
      const bad = await request(host.url)
        .post('/api/team-members')
        .set(lp)
        .send({ companyId: 5, name: '', email: 'nope', permission: 'Boss' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/name: This field is required/);
      expect(bad.body.message).toMatch(/email/);
      expect(bad.body.message).toMatch(/permission/);
    });
  });

  describe('resend and revoke an invitation', () => {
    it('resends: the earlier link stops working, the new one sets the password', async () => {
      const gp = await as('gp@demo.test');
      const oliver = await memberId(1, 'oliver.grant@evergreen.demo.test');
      const first = await awaitMail(host, 'oliver.grant@evergreen.demo.test', 1);
      const resent = await request(host.url).post(`/api/team-members/${oliver}/resend-invitation`).set(gp);
      expect(resent.status).toBe(200);
      expect(resent.body.message).toBe('Invitation sent again to oliver.grant@evergreen.demo.test');
      expect(resent.body.data).toMatchObject({
        id: oliver,
        status: 'invited',
        invitationExpiresAt: expect.any(String),
      });
      const [event] = (await eventsOf('gateway.user.invitation-resent.v1')).filter(
        (e) => e.subject === String(oliver),
      );
      expect(event.data).toEqual({
        userId: oliver,
        companyId: 1,
        email: 'oliver.grant@evergreen.demo.test',
        expiresAt: resent.body.data.invitationExpiresAt,
      });

      const old = await request(host.url)
        .post('/api/auth/set-password')
        .send({ token: first.token, password: 'old-link-1', confirmPassword: 'old-link-1' });
      expect(old.status).toBe(400);
      expect(old.body.code).toBe('ACCOUNT_TOKEN.ALREADY_USED');
      const headers = await accept('oliver.grant@evergreen.demo.test', 2);
      await request(host.url).get('/api/user/me').set(headers).expect(200);

      const again = await request(host.url).post(`/api/team-members/${oliver}/resend-invitation`).set(gp);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(
        'oliver.grant@evergreen.demo.test has accepted the invitation already; remove the member instead',
      );
    });

    it('revokes: the account and its link are gone, the place is free again', async () => {
      const gp = await as('gp@demo.test');
      const marta = await memberId(1, 'marta.quinn@evergreen.demo.test');
      const mail = await awaitMail(host, 'marta.quinn@evergreen.demo.test');
      const before = (await request(host.url).get('/api/company/getRemainingTeamMembers/1').set(gp)).body
        .data;
      await request(host.url).delete(`/api/team-members/${marta}/invitation`).set(gp).expect(200);
      expect((await team(1)).map((m) => m.email)).not.toContain('marta.quinn@evergreen.demo.test');
      const after = (await request(host.url).get('/api/company/getRemainingTeamMembers/1').set(gp)).body.data;
      expect(after.remainingTM).toBe(before.remainingTM + 1);
      expect(after.contributors.used).toBe(before.contributors.used - 1);
      const link = await request(host.url)
        .post('/api/auth/set-password')
        .send({ token: mail.token, password: 'too-late-1', confirmPassword: 'too-late-1' });
      expect(link.status).toBe(400);
      const [event] = (await eventsOf('gateway.user.removed.v1')).filter((e) => e.subject === String(marta));
      expect(event).toMatchObject({ actorid: '2', companyid: '1' });
      expect(event.data).toEqual({
        userId: marta,
        companyId: 1,
        email: 'marta.quinn@evergreen.demo.test',
        name: 'Marta Quinn',
        reason: 'invitation-revoked',
        revokedSessions: 0,
      });
      // An active member's invitation cannot be revoked.
      const active = await request(host.url).delete('/api/team-members/6/invitation').set(gp);
      expect(active.status).toBe(409);
      expect(active.body.code).toBe('TEAM_MEMBER.CONFLICT');
    });
  });

  describe('PATCH team-members/{id} (permission)', () => {
    it("changes a member's permission and ends their sessions so it applies at once", async () => {
      const chloe = await as('coinvestor@demo.test');
      await request(host.url).get('/api/user/me').set(chloe).expect(200);
      const response = await request(host.url)
        .patch('/api/team-members/6')
        .set(await as('gp@demo.test'))
        .send({ permission: 'Consultant' });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({ id: 6, permission: 'Consultant', status: 'active' });
      expect((await request(host.url).get('/api/user/me').set(chloe)).status).toBe(401);
      const again = await login(host, 'coinvestor@demo.test');
      expect(again.body.data.user.permission).toBe('Consultant');
      const [event] = (await eventsOf('gateway.user.updated.v1')).filter((e) => e.subject === '6');
      expect(event.data).toMatchObject({ userId: 6, permission: 'Consultant', changes: ['permission'] });

      await request(host.url)
        .patch('/api/team-members/6')
        .set(await as('gp@demo.test'))
        .send({ permission: 'Coinvestor' })
        .expect(200);
    });

    it('refuses a contributor over the limit, the primary user, and non-primary callers', async () => {
      // Northwind's one contributor place is Petra's.
      const sam = await memberId(2, 'sam@northwind.example');
      const full = await request(host.url)
        .patch(`/api/team-members/${sam}`)
        .set(await as('pc@demo.test'))
        .send({ permission: 'Contributor' });
      expect(full.status).toBe(409);
      expect(full.body.code).toBe('ACCESS.LIMIT_REACHED');
      const primary = await request(host.url)
        .patch('/api/team-members/2')
        .set(await as('admin@demo.test'))
        .send({ permission: null });
      expect(primary.status).toBe(409);
      expect(primary.body.message).toMatch(/primary user is not a team member/);
      expect(
        (
          await request(host.url)
            .patch('/api/team-members/7')
            .set(await as('coinvestor@demo.test'))
            .send({ permission: null })
        ).status,
      ).toBe(403);
      expect(
        (
          await request(host.url)
            .patch('/api/team-members/7')
            .set(await as('lp@demo.test'))
            .send({ permission: null })
        ).status,
      ).toBe(403);
    });
  });

  describe('DELETE team-members/{id}', () => {
    it('removes a member: their sessions end at once, they cannot sign in, and it is published', async () => {
      const connor = await as('consultant@demo.test');
      await request(host.url).get('/api/user/me').set(connor).expect(200);
      const response = await request(host.url)
        .delete('/api/team-members/7')
        .set(await as('gp@demo.test'));
      expect(response.status).toBe(200);
      expect(response.body.message).toBe('Team member removed');
      expect((await request(host.url).get('/api/user/me').set(connor)).status).toBe(401);
      expect((await login(host, 'consultant@demo.test')).status).toBe(401);
      expect((await team(1)).map((m) => m.id)).not.toContain(7);
      const [event] = (await eventsOf('gateway.user.removed.v1')).filter((e) => e.subject === '7');
      expect(event.data).toEqual({
        userId: 7,
        companyId: 1,
        email: 'consultant@demo.test',
        name: 'Connor Sultant',
        reason: 'removed',
        // Every session the tests opened for Connor, the one checked above included.
        revokedSessions: expect.any(Number),
      });
      expect((event.data as { revokedSessions: number }).revokedSessions).toBeGreaterThanOrEqual(1);
    });

    it('refuses the primary user, other tenants, non-primary callers and unknown users', async () => {
      expect(
        (
          await request(host.url)
            .delete('/api/team-members/2')
            .set(await as('gp@demo.test'))
        ).status,
      ).toBe(409);
      expect(
        (
          await request(host.url)
            .delete('/api/team-members/6')
            .set(await as('lp@demo.test'))
        ).status,
      ).toBe(403);
      expect(
        (
          await request(host.url)
            .delete('/api/team-members/6')
            .set(await as('coinvestor@demo.test'))
        ).status,
      ).toBe(403);
      const lpMember = await memberId(5, 'sofia.lindqvist@meridian.demo.test');
      expect(
        (
          await request(host.url)
            .delete(`/api/team-members/${lpMember}`)
            .set(await as('gp@demo.test'))
        ).status,
      ).toBe(403);
      expect(
        (
          await request(host.url)
            .delete('/api/team-members/99999')
            .set(await as('gp@demo.test'))
        ).status,
      ).toBe(404);
      // The LP's primary user may.
      await request(host.url)
        .delete(`/api/team-members/${lpMember}`)
        .set(await as('lp@demo.test'))
        .expect(200);
    });
  });
});
