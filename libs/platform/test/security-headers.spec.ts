import Fastify, { type FastifyInstance } from 'fastify';
import { registerSecurityHeaders } from '@esg/platform';

/**
 * The headers of issue 14 (finding 6), now computed once at start-up (issue 31): every answer carries
 * the whole set, written out here by hand, whatever route, status or host.
 */
const EXPECTED: Record<string, string> = {
  'content-security-policy':
    "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
    "font-src 'self' data:;connect-src 'self';worker-src 'self' blob:;frame-src 'self' blob:;object-src 'none';" +
    "base-uri 'self';" +
    "form-action 'self';frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerSecurityHeaders(app);
    app.get('/api/plain', async () => ({ ok: true }));
    app.get('/api/cached', async (_request, reply) => {
      void reply.header('cache-control', 'private, max-age=60');
      return { ok: true };
    });
    app.get('/api/fails', async () => {
      throw new Error('boom');
    });
    app.get('/page', async (_request, reply) => reply.type('text/html').send('<!doctype html>'));
    await app.ready();
  });
  afterAll(() => app.close());

  const pick = (headers: Record<string, unknown>) =>
    Object.fromEntries(Object.keys(EXPECTED).map((name) => [name, headers[name]]));

  it.each(['/api/plain', '/api/fails', '/api/nothing-here', '/page'])(
    'every header on %s, with no HSTS on localhost',
    async (url) => {
      const response = await app.inject({ url, headers: { host: 'localhost:3000' } });
      expect(pick(response.headers)).toEqual(EXPECTED);
      expect(response.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('HSTS for any other host', async () => {
    const response = await app.inject({ url: '/page', headers: { host: 'esg.example.com' } });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(pick(response.headers)).toEqual(EXPECTED);
  });

  it('no-store on every /api answer, errors and 404s included, unless the handler sets its own', async () => {
    for (const url of ['/api/plain', '/api/fails', '/api/nothing-here'])
      expect((await app.inject({ url })).headers['cache-control']).toBe('no-store');
    expect((await app.inject({ url: '/api/cached' })).headers['cache-control']).toBe('private, max-age=60');
    expect((await app.inject({ url: '/page' })).headers['cache-control']).toBeUndefined();
  });
});
