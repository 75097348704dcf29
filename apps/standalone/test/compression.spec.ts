import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { DEMO_PASSWORD } from '@esg/platform';
import { startStandalone } from './standalone-host';

/*
 * Issue 31: API answers and the SPA's files are compressed with Brotli or gzip as each request accepts,
 * the SPA's files from the copies the build writes beside them; what a browser may keep carries an ETag.
 */
type Host = Awaited<ReturnType<typeof startStandalone>>;

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One GET with the bytes as they came over the wire (fetch and supertest would decompress them). */
function raw(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

const decoded = (response: Raw): Buffer => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body);
  if (encoding === 'gzip') return gunzipSync(response.body);
  return response.body;
};

// A build as Vite and its pre-compression write it: hashed assets with .br and .gz copies beside them.
const web = mkdtempSync(join(tmpdir(), 'esg-web-'));
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ row: i, label: `row ${i}` })))};\n`;
const PAGE = `<!doctype html><html><head><script type="module" src="/assets/app-4f9a1c.js"></script></head><body><div id="root"></div></body></html>`;
mkdirSync(join(web, 'assets'));
writeFileSync(join(web, 'index.html'), PAGE);
writeFileSync(join(web, 'assets', 'app-4f9a1c.js'), SCRIPT);
writeFileSync(join(web, 'assets', 'app-4f9a1c.js.br'), brotliCompressSync(SCRIPT));
writeFileSync(join(web, 'assets', 'app-4f9a1c.js.gz'), gzipSync(SCRIPT));

describe('compression and validators (issue 31)', () => {
  let host: Host;
  let token: string;
  const previousDist = process.env.WEB_DIST;
  beforeAll(async () => {
    process.env.WEB_DIST = web;
    host = await startStandalone();
    const login = await fetch(`${host.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'gp@demo.test', password: DEMO_PASSWORD }),
    });
    token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  });
  afterAll(async () => {
    if (previousDist === undefined) delete process.env.WEB_DIST;
    else process.env.WEB_DIST = previousDist;
    await host?.dispose();
    rmSync(web, { recursive: true, force: true });
  });

  it('an API answer is sent with Brotli, gzip or as it is, as the request accepts, the same JSON each way', async () => {
    const url = `${host.url}/api/metrics`;
    const auth = { authorization: `Bearer ${token}` };
    const plain = await raw(url, auth);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(10_000);

    const br = await raw(url, { ...auth, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(decoded(br).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));

    const gzip = await raw(url, { ...auth, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gzip).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
    // Tenant data is never kept by a cache, compressed or not.
    expect(gzip.headers['cache-control']).toBe('no-store');
  });

  it('a small answer goes as it is', async () => {
    const health = await raw(`${host.url}/health`, { 'accept-encoding': 'br, gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString('utf8'))).toEqual({ status: 'ok' });
  });

  it("the SPA's files are sent from the build's Brotli and gzip copies, cached for good under their hashed names", async () => {
    const url = `${host.url}/assets/app-4f9a1c.js`;
    const br = await raw(url, { 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toEqual(brotliCompressSync(SCRIPT));
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gzip = await raw(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(SCRIPT);

    const plain = await raw(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(SCRIPT);

    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^(W\/)?"/);
    expect((await raw(url, { 'if-none-match': etag })).status).toBe(304);
  });

  it("the SPA's page is revalidated by its ETag", async () => {
    const page = await raw(`${host.url}/login`);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body.toString('utf8')).toBe(PAGE);
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await raw(`${host.url}/home`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await raw(`${host.url}/login`, { 'if-none-match': '"something-else"' })).status).toBe(200);
  });

  it('the API documents are compressed and revalidated by their ETags', async () => {
    for (const path of ['/api/docs/openapi.json', '/api/docs/asyncapi.json']) {
      const first = await raw(`${host.url}${path}`, { 'accept-encoding': 'br' });
      expect(first.status).toBe(200);
      expect(first.headers['content-encoding']).toBe('br');
      expect(first.headers['content-type']).toMatch(/application\/json/);
      expect(JSON.parse(decoded(first).toString('utf8'))).toHaveProperty('info');
      const etag = String(first.headers.etag);
      const again = await raw(`${host.url}${path}`, { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.status).toBe(304);
    }
  });
});
