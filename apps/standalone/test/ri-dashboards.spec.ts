import request from 'supertest';
import { DEMO_PASSWORD } from '@esg/platform';
import { startStandalone } from './standalone-host';

/**
 * The embedded Responsible Investing report (spec 2.6, 7.4; docs/ri-dashboards.md): the call answers
 * accessToken and embedUrl[0].embedUrl; the page renders with that token only, for that report only,
 * may be framed by the platform and nobody else; company 310's report is its own.
 */
type Host = Awaited<ReturnType<typeof startStandalone>>;

describe('RI dashboards', () => {
  let host: Host;
  let gp = '';

  beforeAll(async () => {
    host = await startStandalone();
    const login = await request(host.url)
      .post('/api/auth/login')
      .send({ email: 'gp@demo.test', password: DEMO_PASSWORD });
    gp = login.body.data.accessToken as string;
  });
  afterAll(async () => host?.dispose());

  it('answers a token and the address of the demo report, which renders the demo company’s dashboards', async () => {
    const embed = await request(host.url)
      .get('/api/embedded-reports/ri-demo')
      .set('authorization', `Bearer ${gp}`);
    expect(embed.status).toBe(200);
    const { accessToken, embedUrl, expiresAt } = embed.body.data as {
      accessToken: string;
      embedUrl: Array<{ embedUrl: string }>;
      expiresAt: string;
    };
    expect(accessToken.split('.')).toHaveLength(3);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(3500_000);
    expect(embedUrl[0].embedUrl).toBe(
      `/api/embedded-reports/ri-demo/view?token=${encodeURIComponent(accessToken)}`,
    );

    const page = await request(host.url).get(embedUrl[0].embedUrl);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.text).toContain('Portfolio overview');
    expect(page.text).toContain('Evergreen Capital Partners');
    // The dashboards' names at the bottom of the screen (spec 2.6 hint).
    expect(page.text).toMatch(/<nav aria-label="Dashboards">.*Data quality.*Data collection/s);
  });

  it('refuses a forged, foreign or missing token, and an access token in its place', async () => {
    const embed = await request(host.url)
      .get('/api/embedded-reports/ri-demo')
      .set('authorization', `Bearer ${gp}`);
    const token = embed.body.data.accessToken as string;
    expect((await request(host.url).get('/api/embedded-reports/ri-demo/view')).status).toBe(401);
    expect((await request(host.url).get(`/api/embedded-reports/ri-demo/view?token=${token}x`)).status).toBe(
      401,
    );
    expect(
      (await request(host.url).get(`/api/embedded-reports/ri-investor/view?token=${token}`)).status,
    ).toBe(401);
    expect((await request(host.url).get(`/api/embedded-reports/ri-demo/view?token=${gp}`)).status).toBe(401);
    // Nor does the embed token open the API.
    expect((await request(host.url).get('/api/user/me').set('authorization', `Bearer ${token}`)).status).toBe(
      401,
    );
  });

  it('keeps company 310’s report to company 310', async () => {
    const refused = await request(host.url)
      .get('/api/embedded-reports/ri-investor')
      .set('authorization', `Bearer ${gp}`);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('EMBEDDED_REPORT.FORBIDDEN');
    expect(
      (await request(host.url).get('/api/embedded-reports/other').set('authorization', `Bearer ${gp}`))
        .status,
    ).toBe(404);
  });

  it('gives company 310 (the demo customer investor@demo.test) its own report, under its own name', async () => {
    const login = await request(host.url)
      .post('/api/auth/login')
      .send({ email: 'investor@demo.test', password: DEMO_PASSWORD })
      .expect(200);
    const investor = login.body.data.accessToken as string;
    const embed = await request(host.url)
      .get('/api/embedded-reports/ri-investor')
      .set('authorization', `Bearer ${investor}`)
      .expect(200);
    expect(embed.body.data.name).toBe('Responsible Investing Dashboards');
    const page = await request(host.url).get(embed.body.data.embedUrl[0].embedUrl as string);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Harbour Point Investors');
    expect(page.text).not.toContain('Evergreen Capital Partners');
    // Its API is always open (spec 6.2: API Settings for this company only).
    const access = await request(host.url)
      .get('/api/api-keys/access')
      .set('authorization', `Bearer ${investor}`)
      .expect(200);
    expect(access.body.data).toEqual({ companyId: 310, enabled: true, fixed: true });
  });
});
