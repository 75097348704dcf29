import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import request from 'supertest';
import { ARTICLE_6_NO_PERIODIC_REPORT } from '@esg/contracts';
import { DEMO_PASSWORD } from '@esg/platform';
import { waitFor } from '@esg/testing';
import { startStandalone } from './standalone-host';

/**
 * The periodic report of the demo's Article 8 fund (fund 1, Annex IV) and Article 9 fund (fund 2, Annex V)
 * for the demo's reference year (issue 26): prefilled from the positions, the PAI figures and the Taxonomy
 * disclosures, GP fields saved with history, and both files opened as documents (the Word package's XML
 * read, the PDF measured, read page by page and rendered to PNG in test-results/periodic-report/).
 */
const YEAR = new Date(Date.now() - 92 * 86_400_000).getUTCFullYear();
const OUT = join(__dirname, '..', '..', '..', 'test-results', 'periodic-report');
const ATTAINMENT = 'The fund promoted climate change mitigation; 4 of 5 companies set science-based targets.';

const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

interface Allocation {
  aligned: number;
  sustainable: number;
  otherEs: number;
  other: number;
  unclassified: number;
  notItemised: number;
  unclassifiedHoldings: string[];
  holdings: Array<{
    holding: string;
    name: string;
    sector: string;
    share: number;
    classification: string | null;
  }>;
  sectors: Array<{ sector: string; share: number }>;
}

interface Report {
  annex: string;
  allocation: Allocation;
  fundName: string;
  topInvestments: Array<{ name: string; share: number; sector: string }>;
  taxonomy: { including: Array<{ kpi: string; fossilGas: number; nuclear: number; other: number }> } | null;
  pai: Array<{ id: string; impact: number | null }>;
  sections: Array<{ id: string; title: string; text: string; version: number }>;
}

describe('the periodic report of an Article 8 or 9 fund (Annexes IV and V)', () => {
  let host: Awaited<ReturnType<typeof startStandalone>>;
  const tokens: Record<string, string> = {};

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
    await waitFor(
      async () => {
        const res = await get(`/api/funds/1/periodic-report/${YEAR}`);
        const report = res.body.data as Report | undefined;
        return report?.pai.find((r) => r.id === 'T1-1a')?.impact != null && report.taxonomy ? report : null;
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

  it('is prefilled from the positions, the PAI figures and the Taxonomy disclosures', async () => {
    const report = (await get(`/api/funds/1/periodic-report/${YEAR}`).expect(200)).body.data as Report;
    expect(report.annex).toBe('IV');
    expect(report.fundName).toBe('Evergreen Sustainable Growth Fund I');
    expect(report.topInvestments.length).toBeGreaterThan(0);
    const shares = report.topInvestments.map((t) => t.share);
    expect([...shares].sort((a, b) => b - a)).toEqual(shares);
    expect(shares.reduce((s, x) => s + x, 0)).toBeLessThanOrEqual(1 + 1e-9);
    expect(report.taxonomy!.including.map((b) => b.kpi)).toEqual(['Turnover', 'CapEx', 'OpEx']);
    const section = (id: string) => report.sections.find((s) => s.id === id)!;
    expect(section('attainment').title).toBe(
      'To what extent were the environmental and/or social characteristics promoted by this financial product met?',
    );
    expect(section('attainment').text).toMatch(/^\[To be completed by the financial market participant/);
    expect(section('allocation').text).toMatch(
      /By turnover, \d+\.\d% of the investments were in Taxonomy-aligned/,
    );
    expect(section('indicators').text).toContain('Scope 1 GHG emissions');
    for (const s of report.sections) expect(s.text).not.toMatch(/docs\/|\.md\b|\bspec \d/i);

    const article9 = (await get(`/api/funds/2/periodic-report/${YEAR}`).expect(200)).body.data as Report;
    expect(article9.annex).toBe('V');
    expect(article9.sections.find((s) => s.id === 'attainment')!.title).toBe(
      'To what extent was the sustainable investment objective of this financial product met?',
    );
  });

  it('keeps the GP fields with history; only the GP team writes; others do not read', async () => {
    const path = `/api/funds/1/periodic-report/${YEAR}/sections/attainment`;
    const first = await put(path).send({ text: ATTAINMENT, expectedVersion: 0 }).expect(200);
    expect(first.body.data).toMatchObject({ text: ATTAINMENT, version: 1 });
    await put(path).send({ text: 'stale', expectedVersion: 0 }).expect(409);
    await put(`/api/funds/1/periodic-report/${YEAR}/sections/lei`).send({ text: 'NOTANLEI' }).expect(422);
    await put(`/api/funds/1/periodic-report/${YEAR}/sections/nonsense`).send({ text: 'x' }).expect(404);
    await put(path, 'coinvestor').send({ text: 'x' }).expect(403);
    await get(`/api/funds/1/periodic-report/${YEAR}`, 'coinvestor').expect(200);
    await get(`/api/funds/1/periodic-report/${YEAR}`, 'lp').expect(403);
    await get(`/api/funds/999/periodic-report/${YEAR}`).expect(404);
    await get(`/api/funds/1/periodic-report/${YEAR}.csv`).expect(404);
  });

  it('classes the investments for the asset allocation and shows their sectors, never an unclassified 0 %', async () => {
    const before = (await get(`/api/funds/1/periodic-report/${YEAR}`).expect(200)).body.data as Report;
    const a = before.allocation;
    // The demo companies report their main activity (NACE): Northwind D.35, Atlas H.49, Helios C.10.
    const northwind = a.holdings.find((h) => h.name === 'Northwind Renewables')!;
    expect(northwind).toMatchObject({
      holding: 'company:2',
      sector: 'D Electricity, gas, steam and air conditioning supply',
      classification: null,
    });
    expect(a.holdings.find((h) => h.holding === 'cash:')).toMatchObject({ sector: 'Cash' });
    expect(before.topInvestments[0].sector).toBe(northwind.sector);
    // Nothing classified: everything itemised is "not classified", the currency hedges are not itemised.
    expect(a.aligned).toBe(0);
    expect(a.unclassified).toBeGreaterThan(0.9);
    expect(a.notItemised).toBeGreaterThan(0);
    expect(a.unclassified + a.notItemised).toBeCloseTo(1, 9);
    expect(a.sectors.reduce((s, r) => s + r.share, 0)).toBeCloseTo(1, 9);
    expect(before.sections.find((s) => s.id === 'allocation')!.text).toContain('are not classified yet');

    const path = `/api/funds/1/periodic-report/${YEAR}/investments`;
    const saved = await put(path).send({ holding: 'company:2', classification: 'sustainable' }).expect(200);
    const after = saved.body.data as Allocation;
    expect(after.sustainable).toBeCloseTo(northwind.share, 12);
    expect(after.aligned).toBeCloseTo(northwind.share, 12);
    expect(after.unclassified).toBeCloseTo(a.unclassified - northwind.share, 12);
    expect(after.unclassifiedHoldings).not.toContain('Northwind Renewables');
    await put(path).send({ holding: 'cash:', classification: 'other' }).expect(200);

    const unknown = await put(path).send({ holding: 'company:999', classification: 'other' }).expect(422);
    expect(unknown.body.message).toMatch(/^holding: /);
    await put(path).send({ holding: 'company:2', classification: 'best' }).expect(400);
    const article9 = await put(`/api/funds/2/periodic-report/${YEAR}/investments`)
      .send({ holding: 'company:2', classification: 'other_es' })
      .expect(422);
    expect(article9.body.message).toMatch(/^classification: /);
    await put(path, 'coinvestor').send({ holding: 'company:2', classification: 'other' }).expect(403);

    // The spreadsheet: the diagram's boxes and the sectors as numbers in a percentage format.
    const res = await file(`/api/funds/1/periodic-report/${YEAR}.xlsx`).expect(200);
    expect(res.headers['content-disposition']).toContain(
      `SFDR-Periodic-Report-${YEAR}-Evergreen-Sustainable-Growth-Fund-I.xlsx`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body);
    const boxes = new Map<string, { value: unknown; format: string }>();
    workbook.getWorksheet('Asset allocation')!.eachRow((row) => {
      boxes.set(row.getCell(1).text.trim(), { value: row.getCell(3).value, format: row.getCell(3).numFmt });
    });
    expect(boxes.get('#1A Sustainable')!.value).toBeCloseTo(northwind.share, 12);
    expect(boxes.get('#1A Sustainable')!.format).toBe('0.0%');
    expect(boxes.get('#2 Other')!.value).toBeGreaterThan(0);
    expect(boxes.get('Not classified yet')!.value).toBeGreaterThan(0);
    const sectors: Array<[string, unknown]> = [];
    workbook.getWorksheet('Economic sectors')!.eachRow((row, n) => {
      if (n > 2) sectors.push([row.getCell(1).text, row.getCell(2).value]);
    });
    expect(sectors).toContainEqual([northwind.sector, expect.any(Number)]);
    const top: string[] = [];
    workbook
      .getWorksheet('Top investments')!
      .getRow(2)
      .eachCell((c) => top.push(c.text));
    expect(top).toEqual(['Largest investments', 'Sector', 'Instrument', '% Assets', 'Country']);

    // Cleared again: back to "not classified".
    const cleared = await put(path).send({ holding: 'company:2', classification: null }).expect(200);
    expect((cleared.body.data as Allocation).unclassifiedHoldings).toContain('Northwind Renewables');
  });

  it('refuses an Article 6 fund with what it files instead, never the Annex IV layout', async () => {
    const created = await request(host.url)
      .post('/api/funds')
      .set('authorization', `Bearer ${tokens.gp}`)
      .send({
        companyId: 1,
        name: `Evergreen Core Fund ${Date.now()}`,
        currency: 'EUR',
        vintage: 2022,
        sfdrClassification: 'article_6',
      })
      .expect(201);
    const fundId = (created.body.data as { id: number }).id;
    // The PAI read model learns of the fund from its event.
    const refused = await waitFor(async () => {
      const res = await get(`/api/funds/${fundId}/periodic-report/${YEAR}`);
      return res.status === 404 ? null : res;
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'SFDR_PERIODIC_REPORT.NOT_APPLICABLE',
      message: ARTICLE_6_NO_PERIODIC_REPORT,
    });
    expect(refused.body.message).toMatch(/^Article 6 funds have no periodic SFDR annex/);
    expect(refused.body.message).toContain('pre-contractual disclosure');
    for (const format of ['pdf', 'docx']) {
      const res = await get(`/api/funds/${fundId}/periodic-report/${YEAR}.${format}`).expect(422);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body.code).toBe('SFDR_PERIODIC_REPORT.NOT_APPLICABLE');
    }
    const saved = await put(`/api/funds/${fundId}/periodic-report/${YEAR}/sections/attainment`)
      .send({ text: 'Nothing to attain' })
      .expect(422);
    expect(saved.body.code).toBe('SFDR_PERIODIC_REPORT.NOT_APPLICABLE');
  });

  it('.docx: the Annex IV template with the charts, the top investments and the GP text', async () => {
    const res = await file(`/api/funds/1/periodic-report/${YEAR}.docx`).expect(200);
    expect(res.headers['content-disposition']).toContain(
      `SFDR-Periodic-Report-${YEAR}-Evergreen-Sustainable-Growth-Fund-I.docx`,
    );
    writeFileSync(join(OUT, `periodic-report-${YEAR}.docx`), res.body as Buffer);
    const parts = unzipSync(new Uint8Array(res.body as Buffer));
    const words = strFromU8(parts['word/document.xml']).replace(/<[^>]+>/g, '');
    const report = (await get(`/api/funds/1/periodic-report/${YEAR}`).expect(200)).body.data as Report;
    for (const expected of [
      'Periodic disclosure for the financial products referred to in Article 8',
      'What were the top investments of this financial product?',
      'Asset allocation',
      'In which economic sectors were the investments made?',
      'D Electricity, gas, steam and air conditioning supply',
      '#1 Aligned with E/S characteristics',
      '#1A Sustainable',
      report.topInvestments[0].name,
      '1. Taxonomy-alignment of investments including sovereign bonds*',
      'Non Taxonomy-aligned',
      'How did this financial product consider principal adverse impacts on sustainability factors?',
      ATTAINMENT,
    ])
      expect(words).toContain(expected);
    expect(words).not.toMatch(/docs\/|\bspec \d/);
  });

  it('.pdf: A3 landscape, the fund and page numbers on every page; pages rendered to PNG', async () => {
    const res = await file(`/api/funds/2/periodic-report/${YEAR}.pdf`).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = join(mkdtempSync(join(tmpdir(), 'periodic-pdf-')), 'report.pdf');
    writeFileSync(pdf, res.body as Buffer);
    writeFileSync(join(OUT, `periodic-report-${YEAR}-article-9.pdf`), res.body as Buffer);
    const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
    expect(info).toMatch(/Page size:\s+1190\.\d+ x 841\.\d+ pts/);
    const pages = Number(/Pages:\s+(\d+)/.exec(info)![1]);
    for (let page = 1; page <= pages; page++) {
      const text = execFileSync('pdftotext', ['-f', String(page), '-l', String(page), '-layout', pdf, '-'], {
        encoding: 'utf8',
      });
      expect(text).toContain(`Page ${page} of ${pages}`);
      expect(text).toContain('Evergreen Climate Transition Fund II');
    }
    const all = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' });
    expect(all).toContain('Periodic disclosure for the financial products referred to in Article 9');
    expect(all).toContain('Taxonomy-alignment of investments including sovereign bonds');
    expect(all).toContain('Largest investments');
    expect(all).toContain('Asset allocation');
    expect(all).toContain('#1 Sustainable');
    expect(all).toContain('In which economic sectors were the investments made?');
    execFileSync('pdftoppm', ['-png', '-r', '50', pdf, join(OUT, 'page')]);
  });
});
