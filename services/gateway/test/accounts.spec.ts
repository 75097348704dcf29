import request from 'supertest';
import { RECOVER_PASSWORD_MESSAGE, type CloudEvent } from '@esg/contracts';
import { DEMO_PASSWORD } from '@esg/platform';
import { waitFor } from '@esg/testing';
import { sha256 } from '../src/domain/account-token';
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

const SPEC_SHORT = 'Your password must be at least 6 characters long.';
const SPEC_MISMATCH = 'Your password do not match!';

async function invite(host: GatewayHost, email: string, name = 'New Person') {
  const gp = await tokenOf(host, 'gp@demo.test');
  const response = await request(host.url)
    .post('/api/user/invite')
    .set(bearer(gp))
    .send({ name, email, role: 'gp', companyId: 1 });
  expect(response.status).toBe(201);
  return response.body.data as { id: number; uid: string; active: boolean };
}

async function outboxOf(host: GatewayHost, type: string): Promise<CloudEvent[]> {
  return (await gatewayStore(host).outbox.read(0, 10_000)).map((r) => r.event).filter((e) => e.type === type);
}

describe('gateway accounts', () => {
  let host: GatewayHost;
  beforeAll(async () => {
    host = await startGateway();
  });
  afterAll(async () => host?.dispose());

  describe('set password from an invitation', () => {
    it('mails a one-time link that sets the password once', async () => {
      const user = await invite(host, 'invitee@example.test', 'Ivy Invitee');
      expect(user.active).toBe(false);
      const mail = await awaitMail(host, 'invitee@example.test');
      expect(mail.subject).toMatch(/invited/i);
      expect(mail.link).toMatch(/^http:\/\/localhost:\d+\/set-password\?token=/);
      expect(mail.text).toContain('Grace Parker');
      // No password yet: login is refused like a wrong password.
      expect((await login(host, 'invitee@example.test', 'anything')).status).toBe(401);

      const set = await request(host.url)
        .post('/api/auth/set-password')
        .send({ token: mail.token, password: 'first-pass', confirmPassword: 'first-pass' });
      expect(set.status).toBe(200);
      expect(set.body.message).toMatch(/password has been set/);
      expect((await login(host, 'invitee@example.test', 'first-pass')).status).toBe(200);

      const again = await request(host.url)
        .post('/api/auth/set-password')
        .send({ token: mail.token, password: 'second-pass', confirmPassword: 'second-pass' });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({
        statusCode: 400,
        code: 'ACCOUNT_TOKEN.ALREADY_USED',
        message: 'This link has already been used. Ask for a new one.',
      });
      expect((await login(host, 'invitee@example.test', 'second-pass')).status).toBe(401);
      expect((await login(host, 'invitee@example.test', 'first-pass')).status).toBe(200);

      const changed = await outboxOf(host, 'gateway.user.password-changed.v1');
      const mine = changed.filter((e) => e.subject === String(user.id));
      expect(mine).toHaveLength(1);
      expect(mine[0].data).toEqual({ userId: user.id, reason: 'set', revokedSessions: 0 });
      expect(JSON.stringify(mine[0])).not.toMatch(/first-pass|argon2/);
    });

    it('stores only the hash of the token', async () => {
      await invite(host, 'hashed@example.test');
      const mail = await awaitMail(host, 'hashed@example.test');
      const store = gatewayStore(host);
      expect(await store.get('account_tokens', mail.token)).toBeNull();
      expect(await store.get('account_tokens', sha256(mail.token))).toMatchObject({
        purpose: 'set-password',
        usedAt: null,
      });
    });

    it('refuses an expired link and changes nothing', async () => {
      const user = await invite(host, 'late@example.test');
      const mail = await awaitMail(host, 'late@example.test');
      const store = gatewayStore(host);
      await store.transaction(async (tx) => {
        const doc = await tx.get('account_tokens', sha256(mail.token));
        await tx.put('account_tokens', { ...doc!, expiresAt: new Date(Date.now() - 1000).toISOString() });
      });
      const response = await request(host.url)
        .post('/api/auth/set-password')
        .send({ token: mail.token, password: 'late-pass', confirmPassword: 'late-pass' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        statusCode: 400,
        code: 'ACCOUNT_TOKEN.EXPIRED',
        message: 'This link has expired. Ask for a new one.',
      });
      expect(await store.get('users', String(user.id))).toMatchObject({ passwordHash: null });
      expect((await store.get('account_tokens', sha256(mail.token)))?.usedAt).toBeNull();
    });

    it('refuses an unknown link', async () => {
      const response = await request(host.url)
        .post('/api/auth/set-password')
        .send({ token: 'x'.repeat(43), password: 'whatever', confirmPassword: 'whatever' });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('ACCOUNT_TOKEN.INVALID');
    });

    it("answers bad input with the spec's messages", async () => {
      const short = await request(host.url)
        .post('/api/auth/set-password')
        .send({ token: 'x'.repeat(43), password: 'abc', confirmPassword: 'abc' });
      expect(short.status).toBe(400);
      expect(short.body.code).toBe('VALIDATION');
      expect(short.body.message).toContain(SPEC_SHORT);

      const mismatch = await request(host.url)
        .post('/api/auth/set-password')
        .send({ token: 'x'.repeat(43), password: 'abcdef', confirmPassword: 'abcdeg' });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.message).toContain(SPEC_MISMATCH);

      const extra = await request(host.url)
        .post('/api/auth/set-password')
        .send({ token: 'x'.repeat(43), password: 'abcdef', confirmPassword: 'abcdef', role: 'admin' });
      expect(extra.status).toBe(400);
      expect(extra.body.message).toMatch(/role/);

      const missing = await request(host.url).post('/api/auth/set-password').send({});
      expect(missing.status).toBe(400);
      expect(missing.body.message).toMatch(/token/);
    });

    it('rejects an oversized body with 413', async () => {
      const big = await request(host.url)
        .post('/api/auth/set-password')
        .set('content-type', 'application/json')
        .send(
          JSON.stringify({
            token: 'x'.repeat(43),
            password: 'p'.repeat(2 * 1024 * 1024),
            confirmPassword: 'p',
          }),
        );
      expect(big.status).toBe(413);
      expect(big.body.statusCode).toBe(413);
    });
  });

  describe('recover and reset a password', () => {
    it('gives the same answer for a known and an unknown e-mail, and mails only the known one', async () => {
      const known = await request(host.url)
        .post('/api/auth/recover-password')
        .send({ email: 'lp@demo.test' });
      const unknown = await request(host.url)
        .post('/api/auth/recover-password')
        .send({ email: 'nobody-here@demo.test' });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(known.body).toEqual({ data: null, message: RECOVER_PASSWORD_MESSAGE });
      expect(unknown.body).toEqual(known.body);
      const mail = await awaitMail(host, 'lp@demo.test');
      expect(mail.link).toMatch(/\/recover-password\?token=/);
      expect(mailsTo(host, 'nobody-here@demo.test')).toHaveLength(0);
    });

    it('resets with the link once, ending every session of the account', async () => {
      const email = 'pc@demo.test';
      const oldToken = await tokenOf(host, email);
      await request(host.url).post('/api/auth/recover-password').send({ email }).expect(200);
      const mail = await awaitMail(host, email);

      const reset = await request(host.url)
        .post('/api/auth/reset-password')
        .send({ token: mail.token, password: 'reset-pass-1', confirmPassword: 'reset-pass-1' });
      expect(reset.status).toBe(200);
      expect((await request(host.url).get('/api/user/me').set(bearer(oldToken))).status).toBe(401);
      expect((await login(host, email)).status).toBe(401);
      expect((await login(host, email, 'reset-pass-1')).status).toBe(200);

      const reused = await request(host.url)
        .post('/api/auth/reset-password')
        .send({ token: mail.token, password: 'reset-pass-2', confirmPassword: 'reset-pass-2' });
      expect(reused.status).toBe(400);
      expect(reused.body.code).toBe('ACCOUNT_TOKEN.ALREADY_USED');
      expect((await login(host, email, 'reset-pass-1')).status).toBe(200);
    });

    it('does not accept an invitation link as a reset link', async () => {
      await invite(host, 'mixed@example.test');
      const mail = await awaitMail(host, 'mixed@example.test');
      const response = await request(host.url)
        .post('/api/auth/reset-password')
        .send({ token: mail.token, password: 'abcdef', confirmPassword: 'abcdef' });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('ACCOUNT_TOKEN.INVALID');
    });

    it('refuses a malformed e-mail and unknown fields', async () => {
      const bad = await request(host.url).post('/api/auth/recover-password').send({ email: 'not-an-email' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/email/);
      const extra = await request(host.url)
        .post('/api/auth/recover-password')
        .send({ email: 'a@b.test', admin: true });
      expect(extra.status).toBe(400);
    });

    it('rate-limits recovery requests per e-mail like login, for known and unknown e-mails alike', async () => {
      for (const email of ['coinvestor@demo.test', 'ghost@demo.test']) {
        const statuses: number[] = [];
        for (let i = 0; i < 11; i++)
          statuses.push((await request(host.url).post('/api/auth/recover-password').send({ email })).status);
        expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
        expect(statuses[10]).toBe(429);
      }
      const limited = await request(host.url)
        .post('/api/auth/recover-password')
        .send({ email: 'ghost@demo.test' });
      expect(limited.body.code).toBe('AUTH.RATE_LIMITED');
    });
  });

  describe('change password', () => {
    it('needs the current password, and ends the other sessions only', async () => {
      const email = 'consultant@demo.test';
      const other = await tokenOf(host, email);
      const current = await tokenOf(host, email);
      // Used once, so the gateway's memory of verified tokens and live sessions holds it (issue 31).
      expect((await request(host.url).get('/api/user/me').set(bearer(other))).status).toBe(200);

      const wrong = await request(host.url)
        .post('/api/auth/change-password')
        .set(bearer(current))
        .send({ currentPassword: 'not-it', password: 'changed-1', confirmPassword: 'changed-1' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.code).toBe('AUTH.WRONG_PASSWORD');

      const mismatch = await request(host.url)
        .post('/api/auth/change-password')
        .set(bearer(current))
        .send({ currentPassword: DEMO_PASSWORD, password: 'changed-1', confirmPassword: 'changed-2' });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.message).toContain(SPEC_MISMATCH);

      const short = await request(host.url)
        .post('/api/auth/change-password')
        .set(bearer(current))
        .send({ currentPassword: DEMO_PASSWORD, password: '12345', confirmPassword: '12345' });
      expect(short.status).toBe(400);
      expect(short.body.message).toContain(SPEC_SHORT);

      const changed = await request(host.url)
        .post('/api/auth/change-password')
        .set(bearer(current))
        .send({ currentPassword: DEMO_PASSWORD, password: 'changed-1', confirmPassword: 'changed-1' });
      expect(changed.status).toBe(200);
      expect((await request(host.url).get('/api/user/me').set(bearer(current))).status).toBe(200);
      const revoked = await request(host.url).get('/api/user/me').set(bearer(other));
      expect(revoked.status).toBe(401);
      expect(revoked.body.code).toBe('AUTH.SESSION_EXPIRED');
      expect((await login(host, email)).status).toBe(401);
      expect((await login(host, email, 'changed-1')).status).toBe(200);

      const event = await waitFor(async () =>
        (await outboxOf(host, 'gateway.user.password-changed.v1')).find(
          (e) => (e.data as { reason: string }).reason === 'change',
        ),
      );
      expect(event.data).toEqual({ userId: 7, reason: 'change', revokedSessions: 1 });
    });

    it('needs a bearer token', async () => {
      const response = await request(host.url)
        .post('/api/auth/change-password')
        .send({ currentPassword: DEMO_PASSWORD, password: 'changed-1', confirmPassword: 'changed-1' });
      expect(response.status).toBe(401);
    });
  });
});
