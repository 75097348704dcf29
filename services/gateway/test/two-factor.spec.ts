import request from 'supertest';
import { DEMO_USERS } from '@esg/platform';
import {
  bearer,
  gatewayStore,
  login,
  sessionCookieOf,
  startGateway,
  tokenOf,
  totp,
  type GatewayHost,
} from './gateway-host';

/** Enrols a signed-in user; returns the secret and the recovery codes. */
async function enrol(
  host: GatewayHost,
  token: string,
): Promise<{ secret: string; recoveryCodes: string[]; usedCode: string }> {
  const enrolment = await request(host.url).post('/api/auth/2fa/enrol').set(bearer(token)).send({});
  expect(enrolment.status).toBe(200);
  const secret = enrolment.body.data.secret as string;
  const usedCode = await totp(secret);
  const confirmed = await request(host.url)
    .post('/api/auth/2fa/confirm')
    .set(bearer(token))
    .send({ code: usedCode });
  expect(confirmed.status).toBe(200);
  return { secret, recoveryCodes: confirmed.body.data.recoveryCodes as string[], usedCode };
}

async function challengeOf(host: GatewayHost, email: string): Promise<string> {
  const response = await login(host, email);
  expect(response.status).toBe(200);
  expect(response.body.data).toEqual({ twoFactorRequired: true, challengeToken: expect.any(String) });
  return response.body.data.challengeToken as string;
}

describe('gateway two-factor authentication', () => {
  let host: GatewayHost;
  beforeAll(async () => {
    host = await startGateway();
  });
  afterAll(async () => host?.dispose());

  it('enrols with a secret, an otpauth URI and a QR code, and turns on only with a correct code', async () => {
    const token = await tokenOf(host, 'lp@demo.test');
    const enrolment = await request(host.url).post('/api/auth/2fa/enrol').set(bearer(token)).send({});
    expect(enrolment.status).toBe(200);
    const { secret, otpauthUri, qrCode } = enrolment.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/ESG%20Platform:lp%40demo\.test\?/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);

    const wrong = await request(host.url)
      .post('/api/auth/2fa/confirm')
      .set(bearer(token))
      .send({ code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('TWO_FACTOR.WRONG_CODE');
    const malformed = await request(host.url)
      .post('/api/auth/2fa/confirm')
      .set(bearer(token))
      .send({ code: '12ab' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('VALIDATION');
    expect((await login(host, 'lp@demo.test')).body.data.accessToken).toBeDefined();

    const confirmed = await request(host.url)
      .post('/api/auth/2fa/confirm')
      .set(bearer(token))
      .send({ code: await totp(secret) });
    expect(confirmed.status).toBe(200);
    const codes = confirmed.body.data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    codes.forEach((c) => expect(c).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/));
    const stored = JSON.stringify(await gatewayStore(host).get('users', '3'));
    for (const code of codes) expect(stored).not.toContain(code);

    const me = await request(host.url).get('/api/user/me').set(bearer(token)).expect(200);
    expect(me.body.data.twoFactorEnabled).toBe(true);
    const again = await request(host.url).post('/api/auth/2fa/enrol').set(bearer(token)).send({});
    expect(again.status).toBe(409);
  });

  it('asks for a code at login and completes it with a session; a used code cannot be replayed', async () => {
    const email = 'gp@demo.test';
    const { secret, usedCode } = await enrol(host, await tokenOf(host, email));
    const challenge = await challengeOf(host, email);
    expect(sessionCookieOf(await login(host, email))).toBeUndefined();

    const wrong = await request(host.url)
      .post('/api/auth/2fa/verify')
      .send({ challengeToken: challenge, code: '123456' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('TWO_FACTOR.INVALID_CREDENTIALS');

    // The enrolment's code was accepted once: it cannot serve again (the next step's code is needed).
    const replayOfEnrolment = await request(host.url)
      .post('/api/auth/2fa/verify')
      .send({ challengeToken: challenge, code: usedCode });
    expect(replayOfEnrolment.status).toBe(401);
    const code = await totp(secret, 1);
    const verified = await request(host.url)
      .post('/api/auth/2fa/verify')
      .send({ challengeToken: challenge, code });
    expect(verified.status).toBe(200);
    expect(verified.body.data.user).toMatchObject({ email, role: 'gp' });
    expect(sessionCookieOf(verified)).toMatch(/^__session=/);
    await request(host.url)
      .get('/api/user/me')
      .set(bearer(verified.body.data.accessToken as string))
      .expect(200);

    const reusedChallenge = await request(host.url)
      .post('/api/auth/2fa/verify')
      .send({ challengeToken: challenge, code });
    expect(reusedChallenge.status).toBe(401);
    expect(reusedChallenge.body.code).toBe('TWO_FACTOR.INVALID_TOKEN');

    const replay = await request(host.url)
      .post('/api/auth/2fa/verify')
      .send({ challengeToken: await challengeOf(host, email), code });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('TWO_FACTOR.INVALID_CREDENTIALS');
  });

  it('accepts each recovery code once', async () => {
    const email = 'coinvestor@demo.test';
    const { recoveryCodes } = await enrol(host, await tokenOf(host, email));
    const first = await request(host.url)
      .post('/api/auth/2fa/verify')
      .send({ challengeToken: await challengeOf(host, email), recoveryCode: recoveryCodes[0] });
    expect(first.status).toBe(200);
    const again = await request(host.url)
      .post('/api/auth/2fa/verify')
      .send({ challengeToken: await challengeOf(host, email), recoveryCode: recoveryCodes[0] });
    expect(again.status).toBe(401);
    const lower = await request(host.url)
      .post('/api/auth/2fa/verify')
      .send({ challengeToken: await challengeOf(host, email), recoveryCode: recoveryCodes[1].toLowerCase() });
    expect(lower.status).toBe(200);
    const both = await request(host.url)
      .post('/api/auth/2fa/verify')
      .send({
        challengeToken: await challengeOf(host, email),
        code: '123456',
        recoveryCode: recoveryCodes[2],
      });
    expect(both.status).toBe(400);
  });

  it('ends a challenge after five wrong codes and rate-limits wrong codes per user', async () => {
    const email = 'contributor@demo.test';
    await enrol(host, await tokenOf(host, email));
    const challenge = await challengeOf(host, email);
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await request(host.url)
            .post('/api/auth/2fa/verify')
            .send({ challengeToken: challenge, code: '000000' })
        ).status,
      ).toBe(401);
    }
    const dead = await request(host.url)
      .post('/api/auth/2fa/verify')
      .send({ challengeToken: challenge, code: '000000' });
    expect(dead.body.code).toBe('TWO_FACTOR.INVALID_TOKEN');

    const second = await challengeOf(host, email);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (
          await request(host.url)
            .post('/api/auth/2fa/verify')
            .send({ challengeToken: second, code: '000000' })
        ).status,
      );
    expect(statuses.every((s) => s === 401)).toBe(true);
    // Ten wrong codes in 15 minutes: the eleventh is refused whatever the challenge.
    const limited = await request(host.url)
      .post('/api/auth/2fa/verify')
      .send({ challengeToken: await challengeOf(host, email), code: '000000' });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('AUTH.RATE_LIMITED');
  });

  it('disables with a current code or the password, not with a wrong one', async () => {
    const email = 'consultant@demo.test';
    const token = await tokenOf(host, email);
    const { secret, usedCode } = await enrol(host, token);
    const wrong = await request(host.url)
      .post('/api/auth/2fa/disable')
      .set(bearer(token))
      .send({ password: 'not-it' });
    expect(wrong.status).toBe(400);
    const neither = await request(host.url).post('/api/auth/2fa/disable').set(bearer(token)).send({});
    expect(neither.status).toBe(400);
    const replayed = await request(host.url)
      .post('/api/auth/2fa/disable')
      .set(bearer(token))
      .send({ code: usedCode });
    expect(replayed.status).toBe(400);
    expect(replayed.body.code).toBe('TWO_FACTOR.WRONG_CODE');
    const disabled = await request(host.url)
      .post('/api/auth/2fa/disable')
      .set(bearer(token))
      .send({ code: await totp(secret, 1) });
    expect(disabled.status).toBe(200);
    expect((await login(host, email)).body.data.accessToken).toBeDefined();
    const off = await request(host.url)
      .post('/api/auth/2fa/disable')
      .set(bearer(token))
      .send({ password: 'demo-password' });
    expect(off.status).toBe(409);
  });

  it("enforces a company's policy: login asks for enrolment, which completes the login", async () => {
    const pcToken = await tokenOf(host, 'pc@demo.test');
    const notPrimary = await request(host.url)
      .put('/api/auth/2fa/policy/1')
      .set(bearer(pcToken))
      .send({ required: true });
    expect(notPrimary.status).toBe(403);
    const ownButBad = await request(host.url)
      .put('/api/auth/2fa/policy/2')
      .set(bearer(pcToken))
      .send({ required: 'yes' });
    expect(ownButBad.status).toBe(400);

    // pc@demo.test is the primary user (contact) of company 2.
    const set = await request(host.url)
      .put('/api/auth/2fa/policy/2')
      .set(bearer(pcToken))
      .send({ required: true });
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({ companyId: 2, required: true });
    await request(host.url)
      .get('/api/auth/2fa/policy/2')
      .set(bearer(pcToken))
      .expect(200, { data: { companyId: 2, required: true } });

    const outcome = await login(host, 'pc@demo.test');
    expect(outcome.status).toBe(200);
    expect(outcome.body.data).toEqual({
      twoFactorEnrolmentRequired: true,
      challengeToken: expect.any(String),
    });
    expect(sessionCookieOf(outcome)).toBeUndefined();
    const challengeToken = outcome.body.data.challengeToken as string;

    const enrolment = await request(host.url).post('/api/auth/2fa/enrol').send({ challengeToken });
    expect(enrolment.status).toBe(200);
    const confirmed = await request(host.url)
      .post('/api/auth/2fa/confirm')
      .send({ challengeToken, code: await totp(enrolment.body.data.secret as string) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.recoveryCodes).toHaveLength(10);
    expect(confirmed.body.data.login.user.email).toBe('pc@demo.test');
    expect(sessionCookieOf(confirmed)).toMatch(/^__session=/);

    const token = confirmed.body.data.login.accessToken as string;
    const disable = await request(host.url)
      .post('/api/auth/2fa/disable')
      .set(bearer(token))
      .send({ password: 'demo-password' });
    expect(disable.status).toBe(403);
    expect((await login(host, 'pc@demo.test')).body.data.twoFactorRequired).toBe(true);

    const admin = await tokenOf(host, 'admin@demo.test');
    await request(host.url)
      .put('/api/auth/2fa/policy/2')
      .set(bearer(admin))
      .send({ required: false })
      .expect(200);
  });

  it('refuses enrolment without a bearer token or a live challenge', async () => {
    expect((await request(host.url).post('/api/auth/2fa/enrol').send({})).status).toBe(401);
    const bad = await request(host.url)
      .post('/api/auth/2fa/enrol')
      .send({ challengeToken: 'y'.repeat(43) });
    expect(bad.status).toBe(401);
    expect(bad.body.code).toBe('TWO_FACTOR.INVALID_TOKEN');
  });

  it('two-factor logout ends the own session only', async () => {
    const admin = DEMO_USERS.find((u) => u.role === 'admin')!;
    const response = await login(host, admin.email);
    const token = response.body.data.accessToken as string;
    const own = response.body.data.user.uid as string;
    const other = (await login(host, 'trial-nobody@demo.test')).status; // unknown user: 401
    expect(other).toBe(401);
    const lp = (await gatewayStore(host).get<{ id: string; uid: string }>('users', '3'))!;
    const foreign = await request(host.url).get(`/api/user/two-fa-logout/${lp.uid}`).set(bearer(token));
    expect(foreign.status).toBe(403);
    const out = await request(host.url).get(`/api/user/two-fa-logout/${own}`).set(bearer(token));
    expect(out.status).toBe(200);
    expect(
      ([] as string[]).concat(out.headers['set-cookie'] ?? []).some((c) => c.startsWith('__session=;')),
    ).toBe(true);
    const after = await request(host.url).get('/api/user/me').set(bearer(token));
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('AUTH.SESSION_EXPIRED');
  });
});
