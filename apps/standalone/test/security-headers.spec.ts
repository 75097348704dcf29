import request from 'supertest';
import { DEMO_PASSWORD } from '@esg/platform';
import { startStandalone } from './standalone-host';

/* Finding 6 of issue 14 (security headers) and the first part of 11 (/metrics off the public port). */
type Host = Awaited<ReturnType<typeof startStandalone>>;

function csp(header: string | undefined): Map<string, string> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(/\s+/)[0], d.slice(d.indexOf(' ') + 1)]),
  );
}

describe('security headers (finding 6)', () => {
  let host: Host;
  beforeAll(async () => {
    host = await startStandalone();
  });
  afterAll(async () => host?.dispose());

  it('the SPA: a CSP without inline script, no framing, no sniffing, no referrer', async () => {
    const page = await request(host.url).get('/login').expect(200);
    const policy = csp(page.headers['content-security-policy']);
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('default-src')).toBe("'self'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('img-src')).toBe("'self' data: blob:");
    // An evidence PDF the page fetched, shown in a frame at its page (ADR 0185).
    expect(policy.get('frame-src')).toBe("'self' blob:");
    expect(page.headers['content-security-policy']).not.toMatch(/unsafe-eval/);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });

  it('HSTS outside localhost only', async () => {
    expect((await request(host.url).get('/health')).headers['strict-transport-security']).toBeUndefined();
    const outside = await request(host.url).get('/health').set('host', 'esg.example.com');
    expect(outside.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('Cache-Control: no-store on token and session answers and every API answer', async () => {
    const login = await request(host.url)
      .post('/api/auth/login')
      .send({ email: 'gp@demo.test', password: DEMO_PASSWORD })
      .expect(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const cookie = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('__session='))!
      .split(';')[0];
    const session = await request(host.url).get('/api/auth/session').set('cookie', cookie).expect(200);
    expect(session.headers['cache-control']).toBe('no-store');
    const token = login.body.data.accessToken as string;
    const company = await request(host.url).get('/api/company/1').set('authorization', `Bearer ${token}`);
    expect(company.headers['cache-control']).toBe('no-store');
    const refused = await request(host.url).get('/api/company/1');
    expect(refused.status).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('serves /metrics on the API port in standalone (nothing moved it)', async () => {
    expect((await request(host.url).get('/metrics')).status).toBe(200);
  });
});

describe('/metrics apart from the public port (finding 11)', () => {
  let host: Host;
  beforeAll(async () => {
    host = await startStandalone(undefined, { METRICS_PORT: '0' });
  });
  afterAll(async () => host?.dispose());

  it('answers on METRICS_PORT only, never on the public port', async () => {
    expect(host.metricsPort).toEqual(expect.any(Number));
    const hidden = await request(host.url).get('/metrics');
    expect(hidden.status).toBe(404);
    const metrics = await request(`http://127.0.0.1:${host.metricsPort}`).get('/metrics').expect(200);
    expect(metrics.text).toMatch(/http_request_duration_seconds/);
    expect((await request(`http://127.0.0.1:${host.metricsPort}`).get('/api/company/1')).status).toBe(404);
  });
});
