import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import request from 'supertest';
import { DEMO_PASSWORD } from '@esg/platform';
import { waitFor } from '@esg/testing';
import { startStandalone } from './standalone-host';

/**
 * The entity-level PAI statement of Evergreen (GP 1) for the demo's reference year (issue 26): the sections
 * prefilled from the platform's data and saved with history, and the three files opened as documents — the
 * Word file unzipped and its text read, the PDF's pages counted, measured and rendered to PNG
 * (test-results/pai-statement/, pdftoppm from poppler-utils), the workbook's figures read back as numbers.
 */
const YEAR = new Date(Date.now() - 92 * 86_400_000).getUTCFullYear();
const LEI = '529900T8BM49AURSDO55';
const ENGAGEMENT = 'Dialog z zarządem spółek: łączne emisje — Διάλογος με τις εταιρείες.';
const OUT = join(__dirname, '..', '..', '..', 'test-results', 'pai-statement');

const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

interface Row {
  id: string;
  impact: number | null;
  unit: string;
  indicator: string;
}

describe('the entity PAI statement (Annex I) and its documents', () => {
  let host: Awaited<ReturnType<typeof startStandalone>>;
  const tokens: Record<string, string> = {};
  let rows: Row[] = [];

  beforeAll(async () => {
    host = await startStandalone();
    for (const [key, email] of [
      ['gp', 'gp@demo.test'],
      ['coinvestor', 'coinvestor@demo.test'],
      ['lp', 'lp@demo.test'],
    ]) {
      const login = await request(host.url)
        .post('/api/auth/login')
        .send({ email, password: DEMO_PASSWORD })
        .expect(200);
      tokens[key] = login.body.data.accessToken as string;
    }
    rows = await waitFor(
      async () => {
        const res = await get(`/api/pai/statements/1/${YEAR}`);
        const list = (res.body.data?.rows ?? []) as Row[];
        return list.find((r) => r.id === 'T1-1a')?.impact != null ? list : null;
      },
      { timeoutMs: 30_000, intervalMs: 250 },
    );
    mkdirSync(OUT, { recursive: true });
  });
  afterAll(async () => host?.dispose());

  function get(path: string, who = 'gp') {
    return request(host.url).get(path).set('authorization', `Bearer ${tokens[who]}`);
  }
  const put = (path: string, who = 'gp') =>
    request(host.url).put(path).set('authorization', `Bearer ${tokens[who]}`);
  const file = (path: string, who = 'gp') => get(path, who).buffer(true).parse(binary);

  it('prefills the sections from the platform and keeps no developer text', async () => {
    const res = await get(`/api/pai/statements/1/${YEAR}`).expect(200);
    const statement = res.body.data;
    expect(statement.entityName).toBe('Evergreen Capital Partners');
    expect(statement.sections.map((s: { id: string }) => s.id)).toEqual([
      'lei',
      'summary',
      'description',
      'policies',
      'engagement',
      'standards',
      'historical',
    ]);
    const text = (id: string) => statement.sections.find((s: { id: string }) => s.id === id).text as string;
    expect(text('summary')).toContain(
      `This statement on principal adverse impacts on sustainability factors covers the reference period from 1 January to 31 December ${YEAR}.`,
    );
    expect(text('description')).toMatch(
      /The figures are computed from the data 3 portfolio companies published/,
    );
    expect(text('description')).toMatch(/of the relevant investments by value/);
    // The demo's optional indicators (T2-4 and T3-9, seeded by data collection) are named.
    expect(text('policies')).toMatch(/Table 2, additional climate/);
    for (const s of statement.sections as Array<{ text: string }>)
      expect(s.text).not.toMatch(/docs\/|\.md\b|sha-?256|\bspec \d/i);
    // Table 1 always, with this year's and last year's impact.
    expect(rows.filter((r) => r.id.startsWith('T1-')).length).toBeGreaterThanOrEqual(20);
  });

  it('saves sections with their history; the LEI is checked; only the GP team writes', async () => {
    const bad = await put(`/api/pai/statements/1/${YEAR}/sections/lei`).send({ text: 'ABC' }).expect(422);
    expect(bad.body).toMatchObject({ code: 'SFDR_TEXT.UNPROCESSABLE' });
    expect(bad.body.message).toMatch(/^text: "ABC" is not a legal entity identifier/);
    const lei = await put(`/api/pai/statements/1/${YEAR}/sections/lei`)
      .send({ text: ` ${LEI} `, expectedVersion: 0 })
      .expect(200);
    expect(lei.body.data).toMatchObject({ text: LEI, version: 1 });
    const policy =
      'Our PAI policy was approved by the board on 12 March. Indicators are prioritised by severity.';
    await put(`/api/pai/statements/1/${YEAR}/sections/policies`)
      .send({ text: policy, expectedVersion: 0 })
      .expect(200);
    const second = await put(`/api/pai/statements/1/${YEAR}/sections/policies`)
      .send({ text: `${policy} Reviewed yearly.`, expectedVersion: 1 })
      .expect(200);
    expect(second.body.data.version).toBe(2);
    expect(second.body.data.history.map((h: { version: number; after: string }) => h.version)).toEqual([
      1, 2,
    ]);
    expect(second.body.data.history[1].before).toBe(policy);
    await put(`/api/pai/statements/1/${YEAR}/sections/policies`)
      .send({ text: 'stale', expectedVersion: 1 })
      .expect(409);
    // A GP's text in any European script reaches the PDF as written (DejaVu Sans, not the Latin-1 core fonts).
    await put(`/api/pai/statements/1/${YEAR}/sections/engagement`).send({ text: ENGAGEMENT }).expect(200);
    await put(`/api/pai/statements/1/${YEAR}/sections/nonsense`).send({ text: 'x' }).expect(404);
    await put(`/api/pai/statements/1/${YEAR}/sections/policies`, 'coinvestor')
      .send({ text: 'x' })
      .expect(403);
    await get(`/api/pai/statements/1/${YEAR}`, 'coinvestor').expect(200);
    await get(`/api/pai/statements/1/${YEAR}`, 'lp').expect(403);
    const after = await get(`/api/pai/statements/1/${YEAR}`).expect(200);
    expect(after.body.data.lei).toBe(LEI);
    expect(after.body.data.sections.find((s: { id: string }) => s.id === 'summary').text).toContain(
      `(LEI ${LEI})`,
    );
  });

  it('.docx: an editable Word document with the sections, the table and the entity', async () => {
    const res = await file(`/api/pai/statements/1/${YEAR}.docx`).expect(200);
    expect(res.headers['content-type']).toContain('wordprocessingml');
    expect(res.headers['content-disposition']).toContain(
      `PAI-Statement-${YEAR}-Evergreen-Capital-Partners.docx`,
    );
    writeFileSync(join(OUT, `statement-${YEAR}.docx`), res.body as Buffer);
    const parts = unzipSync(new Uint8Array(res.body as Buffer));
    const xml = strFromU8(parts['word/document.xml']);
    const words = xml.replace(/<w:tab\/>/g, ' ').replace(/<[^>]+>/g, '');
    for (const heading of [
      'Statement on principal adverse impacts of investment decisions on sustainability factors',
      'Summary',
      'Description of the principal adverse impacts on sustainability factors',
      'Description of policies to identify and prioritise principal adverse impacts on sustainability factors',
      'Engagement policies',
      'References to international standards',
      'Historical comparison',
      'Climate and other environment-related indicators',
      `Impact ${YEAR}`,
      `Impact ${YEAR - 1}`,
      'Reviewed yearly.',
      ENGAGEMENT,
    ])
      expect(words).toContain(heading);
    expect(words).toContain(LEI);
    const t1 = rows.find((r) => r.id === 'T1-1a')!;
    expect(words).toContain(
      t1.impact!.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    );
    // The header carries the entity and its LEI, the footer the page numbers.
    const header = Object.keys(parts).find((p) => /^word\/header\d*\.xml$/.test(p))!;
    expect(strFromU8(parts[header])).toContain(`Evergreen Capital Partners · LEI ${LEI}`);
    const footer = Object.keys(parts).find((p) => /^word\/footer\d*\.xml$/.test(p))!;
    expect(strFromU8(parts[footer])).toMatch(/PAGE/);
    expect(words).not.toMatch(/docs\/|\bspec \d/);
  });

  it('.pdf: A3 landscape, page numbers, the entity and LEI on every page; pages rendered to PNG', async () => {
    const res = await file(`/api/pai/statements/1/${YEAR}.pdf`).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const dir = mkdtempSync(join(tmpdir(), 'pai-pdf-'));
    const pdf = join(dir, 'statement.pdf');
    writeFileSync(pdf, res.body as Buffer);
    writeFileSync(join(OUT, `statement-${YEAR}.pdf`), res.body as Buffer);
    const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
    const pages = Number(/Pages:\s+(\d+)/.exec(info)![1]);
    expect(pages).toBeGreaterThanOrEqual(2);
    // A3 landscape: 1190.55 × 841.89 pt.
    expect(info).toMatch(/Page size:\s+1190\.\d+ x 841\.\d+ pts/);
    for (let page = 1; page <= pages; page++) {
      const text = execFileSync('pdftotext', ['-f', String(page), '-l', String(page), '-layout', pdf, '-'], {
        encoding: 'utf8',
      });
      expect(text).toContain(`Page ${page} of ${pages}`);
      expect(text).toContain(`Evergreen Capital Partners · LEI ${LEI}`);
      expect(text).not.toMatch(/docs\/|\bspec \d/);
    }
    const all = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    expect(all).toContain('Adverse sustainability indicator');
    expect(all).toContain('Reviewed yearly.');
    expect(all).toContain(ENGAGEMENT);
    execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '3', pdf, join(OUT, 'page')]);
    expect(
      readdirSync(OUT).filter((f) => f.startsWith('page') && f.endsWith('.png')).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('.xlsx: the figures are numbers with number formats, never text', async () => {
    const res = await file(`/api/pai/statements/1/${YEAR}.xlsx`).expect(200);
    writeFileSync(join(OUT, `statement-${YEAR}.xlsx`), res.body as Buffer);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body);
    const sheet = workbook.getWorksheet('Table 1 (1)')!;
    const t1 = rows.find((r) => r.id === 'T1-1a')!;
    let found = false;
    sheet.eachRow((row) => {
      if (row.getCell(2).text.includes('Scope 1 GHG emissions')) {
        const cell = row.getCell(3);
        expect(typeof cell.value).toBe('number');
        expect(cell.value).toBeCloseTo(t1.impact!, 6);
        expect(cell.numFmt).toBe(`#,##0.00" ${t1.unit}"`);
        found = true;
      }
    });
    expect(found).toBe(true);
    const texts: string[] = [];
    workbook.getWorksheet('Statement')!.eachRow((row) => texts.push(row.getCell(2).text));
    expect(texts.join(' ')).toContain('Reviewed yearly.');
    await get(`/api/pai/statements/1/${YEAR}.doc`).expect(404);
    await get(`/api/pai/statements/1/${YEAR}.pdf`, 'lp').expect(403);
  });
});
