import ExcelJS from 'exceljs';
import request from 'supertest';
import { trendsCsv, type AnalysisTrends } from '@esg/contracts';
import { DEMO_PASSWORD } from '@esg/platform';
import { waitFor } from '@esg/testing';
import { startStandalone } from './standalone-host';

/**
 * Issue 23, finding 4: a portfolio company named itself `=cmd|' /C calc'!A0`
 * (`PATCH /api/company/details/2`) and the name came out unescaped at the start of a Trends CSV row.
 * Every CSV and workbook the product writes neutralises a cell that would start a formula; numbers,
 * negative ones too, stay numbers.
 */
type Host = Awaited<ReturnType<typeof startStandalone>>;

const EVIL = "=cmd|' /C calc'!A0";
/** A text cell a spreadsheet program would run: the same test as the product's, written out here. */
const RUNS = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** Every text cell of a workbook, with where it is. */
async function textCells(bytes: Buffer): Promise<Array<{ at: string; text: string }>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const cells: Array<{ at: string; text: string }> = [];
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (typeof cell.value === 'string')
          cells.push({ at: `${sheet.name}!${cell.address}`, text: cell.value });
      }),
    ),
  );
  return cells;
}

const running = (cells: Array<{ at: string; text: string }>) =>
  cells.filter((c) => RUNS.test(c.text) && !PLAIN_NUMBER.test(c.text));

describe('formula injection into downloads (issue 23, finding 4)', () => {
  let host: Host;
  const tokens: Record<string, string> = {};
  const as = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });

  beforeAll(async () => {
    host = await startStandalone();
    for (const who of ['gp', 'pc']) {
      const login = await request(host.url)
        .post('/api/auth/login')
        .send({ email: `${who}@demo.test`, password: DEMO_PASSWORD })
        .expect(200);
      tokens[who] = login.body.data.accessToken as string;
    }
    // Northwind's primary user names the company as the probe did.
    await request(host.url).patch('/api/company/details/2').set(as('pc')).send({ name: EVIL }).expect(200);
  });
  afterAll(async () => host?.dispose());

  it('the Trends CSV starts the row with the name as text, not a formula; numbers stay numbers', async () => {
    const trends = await waitFor(
      async () => {
        const response = await request(host.url)
          .get('/api/analysis/trends/1?metrics=ghg.scope1&series=company:2,portfolio:1')
          .set(as('gp'))
          .expect(200);
        const data = response.body.data as AnalysisTrends;
        return data.series.some((s) => s.subject.name === EVIL) ? data : null;
      },
      { message: "the analysis read model has Northwind's new name" },
    );
    const csv = trendsCsv(trends);
    const rows = csv.trim().split('\r\n');
    const named = rows.filter((row) => row.includes('cmd|'));
    expect(named.length).toBeGreaterThan(0);
    for (const row of named) expect(row.startsWith(`'${EVIL},company,ghg.scope1,`)).toBe(true);
    for (const row of rows) expect({ row, runs: RUNS.test(row) }).toEqual({ row, runs: false });
    // A negative number is a number: written as it is (the function the SPA's Trends page calls).
    const negative = trendsCsv({
      series: [{ ...trends.series[0], points: [{ ...trends.series[0].points[0], value: -12.5 }] }],
    });
    expect(negative.split('\r\n')[1]).toMatch(/,-12\.5,/);
  });

  it('the response template writes the name as text', async () => {
    const response = await request(host.url)
      .get('/api/responses/13/template.xlsx')
      .set(as('pc'))
      .buffer(true)
      .parse(binary)
      .expect(200);
    const cells = await textCells(response.body as Buffer);
    expect(cells).toContainEqual(expect.objectContaining({ text: `'${EVIL}` }));
    expect(running(cells)).toEqual([]);
  });

  it('the EDCI submission workbook writes the name as text', async () => {
    const created = await request(host.url)
      .post('/api/edci/1/submissions')
      .set(as('gp'))
      .send({ year: 2024 })
      .expect(201);
    const id = created.body.data.id as number;
    // The first test waited for the name to reach the read models; reporting's directory has it too.
    expect(created.body.data.companies.map((c: { name: string }) => c.name)).toContain(EVIL);
    const response = await request(host.url)
      .get(`/api/edci/submissions/${id}/workbook.xlsx`)
      .set(as('gp'))
      .buffer(true)
      .parse(binary)
      .expect(200);
    const cells = await textCells(response.body as Buffer);
    expect(cells).toContainEqual(expect.objectContaining({ text: `'${EVIL}` }));
    expect(running(cells)).toEqual([]);
  });
});
