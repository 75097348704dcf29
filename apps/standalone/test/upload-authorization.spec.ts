import { request as httpRequest } from 'node:http';
import ExcelJS from 'exceljs';
import { unzipSync, zipSync } from 'fflate';
import request from 'supertest';
import { DEMO_PASSWORD } from '@esg/platform';
import { startStandalone } from './standalone-host';

/**
 * Issue 23, finding 8: the response and positions imports read the whole file before checking who was
 * asking (16 concurrent 5 MB uploads from another tenant cost ~45 MB), and an .xlsx carrying
 * `xl/media/evil.exe` (a PE header) imported with 201. Now the caller is admitted before the first byte
 * of the body is read, and programs inside Office files are refused as ADR 0018 says.
 */
type Host = Awaited<ReturnType<typeof startStandalone>>;

const FIVE_MB = 5 * 1024 * 1024;
const BOUNDARY = 'probe-boundary-7d1f';

/**
 * Starts a 5 MB multipart upload, sends its first kilobyte only, and answers the response the server
 * gives while the rest has not been sent; null when it answers nothing within `waitMs` (it is waiting
 * for the body, i.e. reading it before deciding).
 */
function partialUpload(
  url: string,
  path: string,
  token: string,
  waitMs = 4000,
): Promise<{ status: number; body: { code?: string } } | null> {
  return new Promise((resolve, reject) => {
    const head = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="values.xlsx"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    );
    const target = new URL(path, url);
    const req = httpRequest({
      host: target.hostname,
      port: target.port,
      path: target.pathname,
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(head.length + FIVE_MB),
      },
    });
    const timer = setTimeout(() => {
      req.destroy();
      resolve(null);
    }, waitMs);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString() || '{}') });
      });
    });
    req.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
    req.write(Buffer.concat([head, Buffer.alloc(1024, 0x41)]));
  });
}

/** A copy of an .xlsx with one more entry. */
function withEntry(xlsx: Buffer, name: string, content: Uint8Array): Buffer {
  const entries = unzipSync(new Uint8Array(xlsx));
  entries[name] = new Uint8Array(content);
  return Buffer.from(zipSync(entries));
}

/** The first bytes of a Windows program (PE): "MZ", the DOS stub, the PE signature. */
const PROGRAM = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x40, 0, 0, 0]),
  Buffer.from('PE\0\0'),
]);

const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('uploads: who is asking before the first byte, no programs inside Office files (issue 23, finding 8)', () => {
  let host: Host;
  const tokens: Record<string, string> = {};
  const as = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });

  beforeAll(async () => {
    host = await startStandalone();
    for (const who of ['gp', 'pc', 'lp', 'investor']) {
      const login = await request(host.url)
        .post('/api/auth/login')
        .send({ email: `${who}@demo.test`, password: DEMO_PASSWORD })
        .expect(200);
      tokens[who] = login.body.data.accessToken as string;
    }
  });
  afterAll(async () => host?.dispose());

  it.each([
    // Another tenant's response is not found: whether it exists is none of the caller's business.
    [
      'the response import, by another tenant',
      '/api/responses/13/import',
      'investor',
      404,
      'RESPONSE.NOT_FOUND',
    ],
    [
      'the response import, by the company that asked for the data',
      '/api/responses/13/import',
      'gp',
      403,
      'RESPONSE.FORBIDDEN',
    ],
    [
      'the positions import, by another tenant',
      '/api/funds/1/positions/2022-12-31/import',
      'investor',
      403,
      'COMPANY.FORBIDDEN',
    ],
    [
      'the positions import, by a portfolio company',
      '/api/funds/1/positions/2022-12-31/import',
      'pc',
      403,
      'COMPANY.FORBIDDEN',
    ],
    [
      'evidence, by another tenant',
      '/api/responses/13/values/company.fte/evidence',
      'lp',
      404,
      'RESPONSE.NOT_FOUND',
    ],
  ] as const)('%s is refused before the body is read', async (_what, path, who, status, code) => {
    const answer = await partialUpload(host.url, path, tokens[who]);
    expect(answer).toEqual({ status, body: expect.objectContaining({ code }) });
  });

  it("the reporting company's own upload is read as before (the server waits for its body)", async () => {
    expect(await partialUpload(host.url, '/api/responses/13/import', tokens.pc, 1500)).toBeNull();
  });

  it('refuses a response template carrying a program, by name or by content, and imports nothing', async () => {
    const template = await request(host.url)
      .get('/api/responses/13/template.xlsx')
      .set(as('pc'))
      .buffer(true)
      .parse(binary)
      .expect(200);
    const before = (await request(host.url).get('/api/responses/13').set(as('pc')).expect(200)).body.data;
    for (const [entry, refusal] of [
      ['xl/media/evil.exe', 'the archive carries a program (xl/media/evil.exe)'],
      ['xl/media/image1.png', 'the archive carries a program (xl/media/image1.png)'],
    ] as const) {
      const file = withEntry(template.body as Buffer, entry, PROGRAM);
      const refused = await request(host.url)
        .post('/api/responses/13/import')
        .set(as('pc'))
        .attach('file', file, 'values.xlsx');
      expect({ entry, status: refused.status, code: refused.body.code }).toEqual({
        entry,
        status: 422,
        code: 'IMPORT.UNPROCESSABLE',
      });
      expect(refused.body.message).toBe(`values.xlsx: ${refusal}`);
    }
    const after = (await request(host.url).get('/api/responses/13').set(as('pc')).expect(200)).body.data;
    expect(after).toEqual(before);
  });

  it('refuses a positions workbook carrying a program', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Positions');
    sheet.addRow(['company', 'instrument', 'value', 'outstanding', 'country']);
    sheet.addRow(['Northwind Renewables', 'unlisted_equity', 1000, 1000, 'DE']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const refused = await request(host.url)
      .post('/api/funds/1/positions/2022-12-31/import')
      .set(as('gp'))
      .field('allInvestments', '1000')
      .attach('file', withEntry(xlsx, 'xl/media/evil.exe', PROGRAM), 'positions.xlsx');
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'IMPORT.UNPROCESSABLE',
      message: 'positions.xlsx: the archive carries a program (xl/media/evil.exe)',
    });
  });
});
