import request from 'supertest';
import {
  createEvent,
  PASSWORD_IS_EMAIL_MESSAGE,
  PASSWORD_TOO_COMMON_MESSAGE,
  type CloudEvent,
} from '@esg/contracts';
import { DEMO_PASSWORD } from '@esg/platform';
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

/*
 * Issue 14, findings 4 (registration squatting and mailed free text), 7 (the invited role follows the
 * company's type) and 12 (weak passwords), through the gateway's HTTP API, its bus and its mailbox.
 */
async function outbox(host: GatewayHost, type: string): Promise<CloudEvent[]> {
  return (await gatewayStore(host).outbox.read(0, 10_000)).map((r) => r.event).filter((e) => e.type === type);
}

const registrationRequested = (companyId: number, email: string, name = 'Ann Contact') =>
  createEvent({
    type: 'data-collection.company.registration-requested.v1',
    source: 'data-collection',
    subject: companyId,
    data: { companyId, companyType: 'gp', contact: { name, email } },
  });

describe('company registrations through the public form (finding 4)', () => {
  let host: GatewayHost;
  beforeAll(async () => {
    host = await startGateway();
  });
  afterAll(async () => host?.dispose());

  it('mails the contact a confirmation without any free text, and never blocks a real invitation', async () => {
    const victim = 'victim@company.example';
    await host.bus.publish([
      registrationRequested(2001, victim, 'URGENT: your account is locked, call +1 555'),
    ]);
    const mail = await awaitMail(host, victim);
    expect(mail.subject).toBe('Confirm your e-mail address for the ESG Platform');
    expect(mail.text).not.toMatch(/URGENT|555|Ann/);
    expect(mail.text.split('\n').slice(0, 3)).toEqual([
      'Hello,',
      '',
      'Someone asked to register a company on the ESG Platform with this e-mail address.',
    ]);

    // The real company's primary user invites the same address: the pending registration does not block it.
    const gp = await tokenOf(host, 'gp@demo.test');
    const invited = await request(host.url)
      .post('/api/user/invite')
      .set(bearer(gp))
      .send({ name: 'Vic Tim', email: victim, role: 'gp', companyId: 1 });
    expect(invited.status).toBe(201);
    expect(invited.body.data).toMatchObject({ company_id: 1, active: false });
    const invitation = await awaitMail(host, victim, 2);
    expect(invitation.subject).toBe('You are invited to the ESG Platform');
    // The squatter's link is dead; the invitation's works and joins company 1.
    const squatted = await request(host.url)
      .post('/api/auth/set-password')
      .send({ token: mail.token, password: 'Larch-Harbour-71', confirmPassword: 'Larch-Harbour-71' });
    expect(squatted.status).toBe(400);
    await request(host.url)
      .post('/api/auth/set-password')
      .send({ token: invitation.token, password: 'Larch-Harbour-71', confirmPassword: 'Larch-Harbour-71' })
      .expect(200);
    const session = await login(host, victim, 'Larch-Harbour-71').expect(200);
    expect(session.body.data.user).toMatchObject({ companyId: 1, role: 'gp' });
    expect(await outbox(host, 'gateway.user.registration-confirmed.v1')).toHaveLength(0);
  });

  it('confirms a registration when its contact sets the password, once', async () => {
    const email = 'founder@new-gp.example';
    await host.bus.publish([registrationRequested(2002, email)]);
    const mail = await awaitMail(host, email);
    // Before the address is confirmed the account cannot sign in.
    expect((await login(host, email, 'anything-at-all')).status).toBe(401);
    await request(host.url)
      .post('/api/auth/set-password')
      .send({ token: mail.token, password: 'Larch-Harbour-72', confirmPassword: 'Larch-Harbour-72' })
      .expect(200);
    const confirmed = await waitFor(
      async () => (await outbox(host, 'gateway.user.registration-confirmed.v1'))[0],
    );
    expect(confirmed.data).toEqual({ userId: expect.any(Number), companyId: 2002, email });
    const me = (await login(host, email, 'Larch-Harbour-72').expect(200)).body.data.user;
    expect(me).toMatchObject({ companyId: 2002, role: 'gp' });
  });

  it('ignores a registration for an address that has an account, and lets a newer one replace a pending one', async () => {
    const before = mailsTo(host, 'gp@demo.test').length;
    await host.bus.publish([registrationRequested(2003, 'gp@demo.test')]);
    const email = 'twice@new-gp.example';
    await host.bus.publish([registrationRequested(2004, email), registrationRequested(2005, email)]);
    await awaitMail(host, email, 2);
    const users = await gatewayStore(host).find<{ id: string; company_id: number }>('users', { email });
    expect(users.map((u) => u.company_id)).toEqual([2005]);
    expect(mailsTo(host, 'gp@demo.test')).toHaveLength(before);
  });
});

describe('invitations follow the company type (finding 7)', () => {
  let host: GatewayHost;
  beforeAll(async () => {
    host = await startGateway();
  });
  afterAll(async () => host?.dispose());

  it("a portfolio company's primary user invites pc users only", async () => {
    const pc = await tokenOf(host, 'pc@demo.test');
    const invite = (role: string, permission?: string) =>
      request(host.url)
        .post('/api/user/invite')
        .set(bearer(pc))
        .send({
          name: 'New Colleague',
          email: `${role}-${permission ?? 'none'}@northwind.example`,
          role,
          companyId: 2,
          ...(permission ? { permission } : {}),
        });
    for (const role of ['gp', 'lp']) {
      const refused = await invite(role);
      expect({ role, status: refused.status, code: refused.body.code }).toEqual({
        role,
        status: 400,
        code: 'USER.VALIDATION',
      });
      expect(refused.body.message).toBe(
        `A pc company's users have the role pc; ${role} cannot be invited to it`,
      );
    }
    expect((await invite('pc', 'Coinvestor')).status).toBe(400);
    expect((await invite('pc', 'Contributor')).status).toBe(201);
    expect((await invite('pc')).status).toBe(201);
  });

  it('a GP invites gp users, its outside parties included; an unknown company is 404', async () => {
    const gp = await tokenOf(host, 'gp@demo.test');
    const invite = (body: Record<string, unknown>) =>
      request(host.url)
        .post('/api/user/invite')
        .set(bearer(gp))
        .send({ name: 'Person', ...body });
    expect(
      (await invite({ email: 'co@evergreen.example', role: 'gp', permission: 'Coinvestor', companyId: 1 }))
        .status,
    ).toBe(201);
    expect((await invite({ email: 'pc@evergreen.example', role: 'pc', companyId: 1 })).status).toBe(400);
    const admin = await tokenOf(host, 'admin@demo.test');
    const unknown = await request(host.url)
      .post('/api/user/invite')
      .set(bearer(admin))
      .send({ name: 'Nobody', email: 'nobody@nowhere.example', role: 'gp', companyId: 4242 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('COMPANY.NOT_FOUND');
  });

  it('cleans the invited name of line breaks and control characters', async () => {
    const gp = await tokenOf(host, 'gp@demo.test');
    const invited = await request(host.url)
      .post('/api/user/invite')
      .set(bearer(gp))
      .send({
        name: 'Eve\r\nPlease reset\u202e now',
        email: 'eve@evergreen.example',
        role: 'gp',
        companyId: 1,
      })
      .expect(201);
    expect(invited.body.data.name).toBe('Eve Please reset now');
  });
});

describe('weak passwords (finding 12)', () => {
  let host: GatewayHost;
  beforeAll(async () => {
    host = await startGateway();
  });
  afterAll(async () => host?.dispose());

  const change = (token: string, password: string) =>
    request(host.url)
      .post('/api/auth/change-password')
      .set(bearer(token))
      .send({ currentPassword: DEMO_PASSWORD, password, confirmPassword: password });

  it('keeps the spec minimum and message, and refuses common passwords and the account’s e-mail', async () => {
    const token = await tokenOf(host, 'lp@demo.test');
    const short = await change(token, '12345');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('password: Your password must be at least 6 characters long.');
    for (const common of ['123456', 'password', 'Password', 'qwerty123', 'letmein1']) {
      const refused = await change(token, common);
      expect({
        common,
        status: refused.status,
        code: refused.body.code,
        message: refused.body.message,
      }).toEqual({
        common,
        status: 400,
        code: 'AUTH.WEAK_PASSWORD',
        message: PASSWORD_TOO_COMMON_MESSAGE,
      });
    }
    for (const own of ['lp@demo.test', 'LP@Demo.Test']) {
      const refused = await change(token, own);
      expect(refused.body).toMatchObject({ code: 'AUTH.WEAK_PASSWORD', message: PASSWORD_IS_EMAIL_MESSAGE });
    }
    expect((await change(token, 'Larch-Harbour-73')).status).toBe(200);
  });

  it('applies the same rule to a password set from an invitation or a recovery link', async () => {
    const gp = await tokenOf(host, 'gp@demo.test');
    await request(host.url)
      .post('/api/user/invite')
      .set(bearer(gp))
      .send({ name: 'Weak Test', email: 'weak.test@evergreen.example', role: 'gp', companyId: 1 })
      .expect(201);
    const mail = await awaitMail(host, 'weak.test@evergreen.example');
    const set = (password: string) =>
      request(host.url)
        .post('/api/auth/set-password')
        .send({ token: mail.token, password, confirmPassword: password });
    expect((await set('iloveyou')).body).toMatchObject({
      code: 'AUTH.WEAK_PASSWORD',
      message: PASSWORD_TOO_COMMON_MESSAGE,
    });
    expect((await set('weak.test@evergreen.example')).body.message).toBe(PASSWORD_IS_EMAIL_MESSAGE);
    expect((await set('weak.test')).body.message).toBe(PASSWORD_IS_EMAIL_MESSAGE);
    // Refusals spend nothing: the link still works with a good password.
    expect((await set('Larch-Harbour-74')).status).toBe(200);

    await request(host.url)
      .post('/api/auth/recover-password')
      .send({ email: 'weak.test@evergreen.example' })
      .expect(200);
    const recovery = await awaitMail(host, 'weak.test@evergreen.example', 2);
    const reset = await request(host.url)
      .post('/api/auth/reset-password')
      .send({ token: recovery.token, password: 'monkey', confirmPassword: 'monkey' });
    expect(reset.body).toMatchObject({ code: 'AUTH.WEAK_PASSWORD' });
  });
});
