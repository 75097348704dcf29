import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { API_KEY_REQUESTS_PER_MINUTE } from '@esg/contracts';
import { DEMO_PASSWORD } from '@esg/platform';
import { startStandalone } from './standalone-host';

/**
 * The public API's keys (issue 13) over real HTTP: created with scopes and shown once, stored hashed,
 * X-API-Key acting for the key's company within its scopes, rotation and revocation taking effect at
 * once, the last-used time, and the per-key rate limit.
 */
type Host = Awaited<ReturnType<typeof startStandalone>>;

/** Every file under a folder, recursively (the SQLite files and their WAL). */
function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('API keys', () => {
  let host: Host;
  const tokens: Record<string, string> = {};

  const login = async (who: string) => {
    const response = await request(host.url)
      .post('/api/auth/login')
      .send({ email: `${who}@demo.test`, password: DEMO_PASSWORD });
    return response.body.data.accessToken as string;
  };
  const as = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });

  beforeAll(async () => {
    host = await startStandalone();
    for (const who of ['admin', 'gp', 'contributor', 'pc', 'investor']) tokens[who] = await login(who);
  });
  afterAll(async () => host?.dispose());

  it('are refused to a company the admin has not opened the API to', async () => {
    const access = await request(host.url).get('/api/api-keys/access').set(as('gp'));
    expect(access.body).toEqual({ data: { companyId: 1, enabled: false, fixed: false } });
    const refused = await request(host.url)
      .post('/api/api-keys')
      .set(as('gp'))
      .send({ name: 'ERP', scopes: ['read:data'] });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('API_KEY.NOT_ENABLED');
  });

  it('only the platform admin opens the API to a company', async () => {
    const byGp = await request(host.url).put('/api/api-keys/access/1').set(as('gp')).send({ enabled: true });
    expect(byGp.status).toBe(403);
    const byAdmin = await request(host.url)
      .put('/api/api-keys/access/1')
      .set(as('admin'))
      .send({ enabled: true });
    expect(byAdmin.body).toEqual({ data: { companyId: 1, enabled: true, fixed: false } });
    const customer = await request(host.url)
      .get('/api/api-keys/access')
      .set(as('admin'))
      .set('x-company-id', '310');
    // The spec's API customer (6.2) is always open.
    expect(customer.body).toEqual({ data: { companyId: 310, enabled: true, fixed: true } });
  });

  it('a contributor may not manage keys', async () => {
    const response = await request(host.url)
      .post('/api/api-keys')
      .set(as('contributor'))
      .send({ name: 'Mine', scopes: ['read:data'] });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('API_KEY.FORBIDDEN');
  });

  it("a user acting for another company (a GP for its portfolio company) never sees that company's keys", async () => {
    const response = await request(host.url).get('/api/api-keys').set(as('gp')).set('x-company-id', '2');
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('API_KEY.FORBIDDEN');
  });

  it('bad input gets a clear message', async () => {
    const response = await request(host.url)
      .post('/api/api-keys')
      .set(as('gp'))
      .send({ name: ' ', scopes: ['read:everything'], expiresAt: '2001-01-01T00:00:00Z' });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/name/i);
  });

  it('a key is shown once, stored hashed, and acts for its company within its scopes', async () => {
    const created = await request(host.url)
      .post('/api/api-keys')
      .set(as('gp'))
      .send({ name: 'Data warehouse', scopes: ['read:data'] });
    expect(created.status).toBe(201);
    const { id, key } = created.body.data as { id: string; key: string };
    expect(key).toMatch(/^esgk_[\w-]{43}$/);

    const listed = await request(host.url).get('/api/api-keys').set(as('gp'));
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        id,
        name: 'Data warehouse',
        scopes: ['read:data'],
        companyId: 1,
        prefix: key.slice(0, 10),
        lastUsedAt: null,
        revokedAt: null,
        expiresAt: null,
      }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(key);
    // Neither the stores nor the mailbox hold the secret in clear.
    for (const file of filesUnder(host.dataDir))
      expect({ file, holdsKey: readFileSync(file).includes(key) }).toEqual({ file, holdsKey: false });

    const metrics = await request(host.url).get('/api/metrics').set('x-api-key', key);
    expect(metrics.status).toBe(200);
    const company = await request(host.url).get('/api/company/1').set('x-api-key', key);
    expect(company.status).toBe(200);
    expect(company.body.data.company.id).toBe(1);

    const outOfScope = await request(host.url).get('/api/action-plans').set('x-api-key', key);
    expect(outOfScope.status).toBe(403);
    expect(outOfScope.body).toEqual({
      statusCode: 403,
      code: 'API_KEY.SCOPE',
      message: "This API key's scopes do not allow GET /api/action-plans",
    });
    const pai = await request(host.url)
      .get(`/api/pai/entities/1/${new Date().getUTCFullYear()}`)
      .set('x-api-key', key);
    expect(pai.body.code).toBe('API_KEY.SCOPE');
    const keys = await request(host.url).get('/api/api-keys').set('x-api-key', key);
    expect(keys.body.code).toBe('API_KEY.SCOPE');

    const used = await request(host.url).get('/api/api-keys').set(as('gp'));
    expect(used.body.data[0].lastUsedAt).toEqual(expect.any(String));
  });

  it('a key acts for its own company only, whatever X-Company-ID says', async () => {
    const created = await request(host.url)
      .post('/api/api-keys')
      .set(as('gp'))
      .send({ name: 'PAI feed', scopes: ['read:pai', 'read:data'] });
    const key = created.body.data.key as string;
    const other = await request(host.url)
      .get('/api/company/2')
      .set('x-api-key', key)
      .set('x-company-id', '6');
    // Company 2 is a portfolio company of the GP: readable as the GP would; the header is replaced.
    expect(other.status).toBe(200);
    const admin = await request(host.url).get('/api/company/6').set('x-api-key', key);
    expect(admin.status).toBe(403);
    const pai = await request(host.url)
      .get(`/api/pai/entities/1/${new Date().getUTCFullYear()}`)
      .set('x-api-key', key);
    expect(pai.status).toBe(200);
  });

  it('rotation replaces the secret and revocation ends the key at once', async () => {
    const created = await request(host.url)
      .post('/api/api-keys')
      .set(as('gp'))
      .send({
        name: 'Rotated',
        scopes: ['read:data'],
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      });
    const { id, key } = created.body.data as { id: string; key: string };
    expect((await request(host.url).get('/api/metrics').set('x-api-key', key)).status).toBe(200);

    const rotated = await request(host.url).post(`/api/api-keys/${id}/rotate`).set(as('gp'));
    expect(rotated.status).toBe(200);
    const fresh = rotated.body.data.key as string;
    expect(rotated.body.data.id).toBe(id);
    expect(fresh).not.toBe(key);
    const old = await request(host.url).get('/api/metrics').set('x-api-key', key);
    expect(old.status).toBe(401);
    expect(old.body.code).toBe('API_KEY.INVALID');
    expect((await request(host.url).get('/api/metrics').set('x-api-key', fresh)).status).toBe(200);

    const otherCompany = await request(host.url).delete(`/api/api-keys/${id}`).set(as('pc'));
    expect(otherCompany.status).toBe(404); // another company's key: its existence is not revealed

    expect((await request(host.url).delete(`/api/api-keys/${id}`).set(as('gp'))).status).toBe(204);
    const revoked = await request(host.url).get('/api/metrics').set('x-api-key', fresh);
    expect(revoked.status).toBe(401);
    const listed = await request(host.url).get('/api/api-keys').set(as('gp'));
    expect(listed.body.data.find((k: { id: string }) => k.id === id).revokedAt).toEqual(expect.any(String));
  });

  it("a key the platform admin makes for a customer has the customer's reach, not the admin's (issue 23, finding 1)", async () => {
    const created = await request(host.url)
      .post('/api/api-keys')
      .set(as('admin'))
      .set('x-company-id', '310')
      .send({ name: 'Made by the admin', scopes: ['read:data'] });
    expect(created.status).toBe(201);
    const { id, key } = created.body.data as { id: string; key: string };
    // What the probe read with it: every one is another tenant's, refused as to company 310's own users.
    const reach = async (secret: string) => {
      const statuses: Record<string, number> = {};
      for (const path of [
        '/api/company',
        '/api/company/1',
        '/api/company/5',
        '/api/responses/13',
        '/api/funds/1/positions',
        '/api/company/310',
      ])
        statuses[path] = (await request(host.url).get(path).set('x-api-key', secret)).status;
      return statuses;
    };
    const expected = {
      '/api/company': 403,
      '/api/company/1': 403,
      '/api/company/5': 403,
      '/api/responses/13': 404,
      '/api/funds/1/positions': 403,
      '/api/company/310': 200,
    };
    expect(await reach(key)).toEqual(expected);
    const responses = await request(host.url).get('/api/responses').set('x-api-key', key).expect(200);
    expect(responses.body.data.map((r: { companyId: number }) => r.companyId)).toEqual(
      responses.body.data.map(() => 310),
    );

    // Company 310's own user sees the key and rotates it: the new secret has the same, narrow reach.
    const listed = await request(host.url).get('/api/api-keys').set(as('investor')).expect(200);
    expect(listed.body.data.map((k: { id: string }) => k.id)).toContain(id);
    const rotated = await request(host.url)
      .post(`/api/api-keys/${id}/rotate`)
      .set(as('investor'))
      .expect(200);
    expect(await reach(rotated.body.data.key as string)).toEqual(expected);
  });

  it('the administration company holds no keys: one would act as the platform admin', async () => {
    await request(host.url)
      .put('/api/api-keys/access/6')
      .set(as('admin'))
      .send({ enabled: true })
      .expect(200);
    const refused = await request(host.url)
      .post('/api/api-keys')
      .set(as('admin'))
      .set('x-company-id', '6')
      .send({ name: 'Everything', scopes: ['read:data'] });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('API_KEY.FORBIDDEN');
  });

  it('an unknown key is 401 and names nothing', async () => {
    const response = await request(host.url).get('/api/metrics').set('x-api-key', 'esgk_nothing');
    expect(response.body).toEqual({
      statusCode: 401,
      code: 'API_KEY.INVALID',
      message: 'The API key is invalid, expired or revoked',
    });
  });

  it('each key has its own request budget per minute', async () => {
    const create = (name: string) =>
      request(host.url)
        .post('/api/api-keys')
        .set(as('gp'))
        .send({ name, scopes: ['read:data'] });
    const busy = (await create('Busy')).body.data.key as string;
    const calm = (await create('Calm')).body.data.key as string;
    for (let i = 0; i < API_KEY_REQUESTS_PER_MINUTE; i++)
      expect((await request(host.url).get('/api/standard').set('x-api-key', busy)).status).toBe(200);
    const refused = await request(host.url).get('/api/standard').set('x-api-key', busy);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('API_KEY.RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await request(host.url).get('/api/standard').set('x-api-key', calm)).status).toBe(200);
  });

  it('closing the API to a company revokes its keys', async () => {
    const key = (
      await request(host.url)
        .post('/api/api-keys')
        .set(as('gp'))
        .send({ name: 'Last', scopes: ['read:data'] })
    ).body.data.key as string;
    await request(host.url).put('/api/api-keys/access/1').set(as('admin')).send({ enabled: false });
    expect((await request(host.url).get('/api/metrics').set('x-api-key', key)).status).toBe(401);
  });
});
