import { rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { DEMO_PASSWORD, loadConfig, redactUrl, startHost, type RunningHost } from '@esg/platform';
import { TEST_BUILD_ID } from '@esg/testing';
import { allServices } from '../src/index';
import { seededStandaloneDir } from './seeded-standalone';

/**
 * Issue 23, finding 11: the request log wrote the embedded report's token
 * (`GET /api/embedded-reports/ri-demo/view?token=…`). Secrets of a query string are redacted from every
 * logged URL; the rest of the line stays useful.
 */
describe('the request log', () => {
  let host: RunningHost;
  let dataDir: string;
  let log = '';

  beforeAll(async () => {
    // A copy of the run's seeded template: what is logged on a first start is not the question here.
    dataDir = await seededStandaloneDir('esg-request-log-');
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    const config = loadConfig('standalone', {
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      BUILD_ID: TEST_BUILD_ID,
    });
    host = await startHost({
      name: 'standalone',
      config,
      definitions: allServices,
      logger: pino({ level: 'info' }, sink),
    });
  });
  afterAll(async () => {
    await host?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('never holds the embedded report token, nor a one-time link or key of a query string', async () => {
    const login = await request(host.url)
      .post('/api/auth/login')
      .send({ email: 'gp@demo.test', password: DEMO_PASSWORD })
      .expect(200);
    const embed = await request(host.url)
      .get('/api/embedded-reports/ri-demo')
      .set('authorization', `Bearer ${login.body.data.accessToken as string}`)
      .expect(200);
    const { accessToken, embedUrl } = embed.body.data as {
      accessToken: string;
      embedUrl: Array<{ embedUrl: string }>;
    };
    await request(host.url).get(embedUrl[0].embedUrl).expect(200);
    // The links of invitation and reset mails open SPA pages with their one-time token.
    await request(host.url).get('/set-password?token=one-time-link-secret');
    await request(host.url).get('/api/standard?api_key=esgk_query-string-key&companyId=1');

    const lines = log.split('\n').filter((line) => line.includes('"msg":"request"'));
    const viewLine = lines.find((line) => line.includes('/api/embedded-reports/ri-demo/view'));
    expect(viewLine).toContain('"url":"/api/embedded-reports/ri-demo/view?token=[redacted]"');
    expect(lines.find((line) => line.includes('/set-password'))).toContain('?token=[redacted]');
    expect(lines.find((line) => line.includes('/api/standard?'))).toContain('api_key=[redacted]&companyId=1');
    for (const secret of [
      accessToken,
      encodeURIComponent(accessToken),
      'one-time-link-secret',
      'esgk_query-string-key',
    ])
      expect(log.includes(secret)).toBe(false);
  });

  it('redacts by parameter name, whatever its case or spelling, and keeps the rest', () => {
    expect(redactUrl('/api/x')).toBe('/api/x');
    expect(redactUrl('/api/x?year=2024&fundId=3')).toBe('/api/x?year=2024&fundId=3');
    expect(redactUrl('/api/x?Token=a&year=1')).toBe('/api/x?Token=[redacted]&year=1');
    expect(redactUrl('/r?reset_code=1&refreshToken=2&client-secret=3&newPassword=4&x-api-key=5')).toBe(
      '/r?reset_code=[redacted]&refreshToken=[redacted]&client-secret=[redacted]&newPassword=[redacted]&x-api-key=[redacted]',
    );
    expect(redactUrl('/r?%74oken=abc')).toBe('/r?%74oken=[redacted]');
    expect(redactUrl('/r?%E0%A4%A=abc')).toBe('/r?[redacted]');
    expect(redactUrl('/r?token')).toBe('/r?token');
  });
});
