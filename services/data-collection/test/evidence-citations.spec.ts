import type { EvidenceCitation, QualityFlags, ResponseCitations } from '@esg/contracts';
import { pdfWithPages, workbookWith } from '@esg/testing';
import { responseIdOf } from './esg-fixtures';
import { startPortfolioHost, type PortfolioHost } from './portfolio-host';

/**
 * Evidence per value with a page over HTTP (issue 27 item 3, ADR 0185, rule 129): real documents (a PDF of
 * three pages made with jsPDF, an xlsx workbook made with exceljs) attached to Northwind's 2025 values, cited
 * at a page or a cell, one document backing two values; the reviewer reads them beside each value and on the
 * quality page; bad places are refused naming the field; only the company cites; removal is an event.
 */
describe('evidence citations API', () => {
  let host: PortfolioHost;
  let northwind2025: number;
  let pdfId: string;
  let workbookId: string;
  let report: Buffer;
  const path = (code: string) => `/api/responses/${northwind2025}/values/${code}/citations`;
  const cite = (code: string, body: object, email = 'pc@demo.test') =>
    host.call(email, 'post', path(code)).send(body);
  const citations = async (email = 'gp@demo.test') =>
    (await host.call(email, 'get', `/api/responses/${northwind2025}/citations`).expect(200)).body
      .data as ResponseCitations;

  beforeAll(async () => {
    report = await pdfWithPages([
      'Energy use 2025: 4,100 MWh',
      'Scope 1 GHG emissions: 787 tCO2e',
      'Scope 2 GHG emissions (location-based): 5,000 tCO2e',
    ]);
    host = await startPortfolioHost();
    northwind2025 = await responseIdOf(host, 2, 1, '2025');
    for (const [code, value] of [
      ['ghg.scope1', 787],
      ['ghg.scope2_location', 5000],
    ] as const)
      await host
        .call('pc@demo.test', 'put', `/api/responses/${northwind2025}/values/${code}`)
        .send({ value })
        .expect(200);
    const pdf = await host
      .call('pc@demo.test', 'post', `/api/responses/${northwind2025}/values/ghg.scope1/evidence`)
      .attach('files', report, 'annual-report-2025.pdf')
      .expect(201);
    pdfId = (pdf.body.data.value.evidence as Array<{ fileId: string }>)[0].fileId;
    const workbook = await workbookWith({
      Summary: [['Northwind Renewables, site data 2025']],
      Emissions: [
        ['Source', 'tCO2e'],
        ['Scope 1', 787],
        ['Scope 2 (location)', 5000],
      ],
    });
    const xlsx = await host
      .call('pc@demo.test', 'post', `/api/responses/${northwind2025}/values/ghg.scope2_location/evidence`)
      .attach('files', workbook, 'site-data.xlsx')
      .expect(201);
    workbookId = (xlsx.body.data.value.evidence as Array<{ fileId: string }>)[0].fileId;
  });
  afterAll(async () => host?.dispose());

  it('cites a page of the PDF for one value and another page of the same PDF for a second value', async () => {
    const first = await cite('ghg.scope1', {
      fileId: pdfId,
      page: 2,
      quote: 'Scope 1 GHG emissions: 787 tCO2e',
    }).expect(201);
    expect(first.body.data).toMatchObject({
      fileId: pdfId,
      fileName: 'annual-report-2025.pdf',
      mediaType: 'application/pdf',
      kind: 'pdf',
      responseId: northwind2025,
      companyId: 2,
      period: '2025',
      metricCode: 'ghg.scope1',
      page: 2,
      cell: null,
      quote: 'Scope 1 GHG emissions: 787 tCO2e',
      byId: 4,
      byName: 'Priya Chen',
    });
    // The document attached to scope 1 also backs scope 2 (one document, many values).
    await cite('ghg.scope2_location', { fileId: pdfId, page: 3 }).expect(201);
    const events = await host.events('data-collection.response.evidence-cited.v1');
    expect(events.map((e) => e.data)).toEqual([
      expect.objectContaining({
        metricCode: 'ghg.scope1',
        fileId: pdfId,
        page: 2,
        fileName: 'annual-report-2025.pdf',
      }),
      expect.objectContaining({ metricCode: 'ghg.scope2_location', fileId: pdfId, page: 3, quote: null }),
    ]);
  });

  it('reads the cited cell of a workbook as the quote, and refuses an empty cell or a missing sheet', async () => {
    const exact = await cite('ghg.scope2_location', { fileId: workbookId, cell: 'Emissions!$B$3' }).expect(
      201,
    );
    expect(exact.body.data).toMatchObject({
      kind: 'spreadsheet',
      cell: 'Emissions!B3',
      quote: '5000',
      page: null,
    });
    const firstSheet = await cite('ghg.scope1', {
      fileId: workbookId,
      cell: 'A1',
      quote: 'Site data',
    }).expect(201);
    expect(firstSheet.body.data).toMatchObject({ cell: 'Summary!A1', quote: 'Site data' });
    const empty = await cite('ghg.scope1', { fileId: workbookId, cell: 'Emissions!D9' }).expect(422);
    expect(empty.body.message).toBe('cell: D9 of sheet Emissions is empty');
    const sheet = await cite('ghg.scope1', { fileId: workbookId, cell: 'Energy!B2' }).expect(422);
    expect(sheet.body.message).toBe(
      'cell: the workbook has no sheet "Energy" (its sheets: Summary, Emissions)',
    );
    const page = await cite('ghg.scope1', { fileId: workbookId, page: 1 }).expect(422);
    expect(page.body.message).toBe('page: a workbook has cells, not pages: give the cell');
  });

  it('refuses a page the PDF does not have, a missing page, a cell in a PDF and a file of another period', async () => {
    const beyond = await cite('ghg.scope1', { fileId: pdfId, page: 4 }).expect(422);
    expect(beyond.body).toMatchObject({
      code: 'EVIDENCE.UNPROCESSABLE',
      message: 'page: the document has 3 pages',
    });
    const none = await cite('ghg.scope1', { fileId: pdfId }).expect(422);
    expect(none.body.message).toBe('page: give the page of the document the value is on');
    const cell = await cite('ghg.scope1', { fileId: pdfId, cell: 'B2' }).expect(422);
    expect(cell.body.message).toBe('cell: a PDF has pages, not cells: give the page');
    const zero = await cite('ghg.scope1', { fileId: pdfId, page: 0 }).expect(400);
    expect(zero.body.message).toContain('page: the first page is 1');
    const badCell = await cite('ghg.scope1', { fileId: workbookId, cell: 'row 3' }).expect(400);
    expect(badCell.body.message).toContain('cell: give a cell such as B12 or Emissions!B12');
    const unknown = await cite('ghg.scope1', { fileId: crypto.randomUUID(), page: 1 }).expect(422);
    expect(unknown.body.message).toBe('fileId: choose a document attached to a value of this period');
    // Northwind's 2024 response does not see 2025's documents.
    const northwind2024 = await responseIdOf(host, 2, 1, '2024');
    await host
      .call('pc@demo.test', 'post', `/api/responses/${northwind2024}/values/ghg.scope1/citations`)
      .send({ fileId: pdfId, page: 1 })
      .expect(422);
  });

  it('lets only the company cite; the GP reads, other tenants see nothing', async () => {
    await cite('ghg.scope1', { fileId: pdfId, page: 1 }, 'gp@demo.test').expect(403);
    await cite('ghg.scope1', { fileId: pdfId, page: 1 }, 'lp@demo.test').expect(404);
    await host.call('lp@demo.test', 'get', `/api/responses/${northwind2025}/citations`).expect(404);
    await host.call('investor@demo.test', 'get', `/api/responses/${northwind2025}/citations`).expect(404);
  });

  it('shows the reviewer every document and its place beside each value', async () => {
    const data = await citations('gp@demo.test');
    expect(data.files.map((f) => [f.fileName, f.kind])).toEqual([
      ['annual-report-2025.pdf', 'pdf'],
      ['site-data.xlsx', 'spreadsheet'],
    ]);
    const place = (c: EvidenceCitation) => [c.metricCode, c.fileName, c.page ?? c.cell];
    expect(data.citations.map(place)).toEqual(
      expect.arrayContaining([
        ['ghg.scope1', 'annual-report-2025.pdf', 2],
        ['ghg.scope1', 'site-data.xlsx', 'Summary!A1'],
        ['ghg.scope2_location', 'annual-report-2025.pdf', 3],
        ['ghg.scope2_location', 'site-data.xlsx', 'Emissions!B3'],
      ]),
    );
    // A file attached to a value and cited for it is listed once, at its place; every citation has an id.
    expect(data.citations.every((c) => c.citationId !== null)).toBe(true);
    // The company reads the same.
    expect((await citations('pc@demo.test')).citations.length).toBe(data.citations.length);
  });

  it("lists the flagged value's documents on the quality page", async () => {
    const flags = (
      await host.call('gp@demo.test', 'get', '/api/quality/flags?period=2025&companyId=2').expect(200)
    ).body.data as QualityFlags;
    const flag = flags.flags.find((f) => f.id === '2:2025:ghg.scope2_location:year_on_year')!;
    expect(flag.evidence?.map((e) => [e.fileName, e.page, e.cell])).toEqual(
      expect.arrayContaining([
        ['annual-report-2025.pdf', 3, null],
        ['site-data.xlsx', null, 'Emissions!B3'],
      ]),
    );
  });

  it('takes a citation back as an event; the document stays and still backs the other value', async () => {
    const before = await citations('pc@demo.test');
    const target = before.citations.find((c) => c.metricCode === 'ghg.scope1' && c.page === 2)!;
    await host.call('gp@demo.test', 'delete', `${path('ghg.scope1')}/${target.citationId}`).expect(403);
    await host
      .call('pc@demo.test', 'delete', `${path('ghg.scope2_location')}/${target.citationId}`)
      .expect(404);
    await host.call('pc@demo.test', 'delete', `${path('ghg.scope1')}/${target.citationId}`).expect(200);
    const after = await citations('pc@demo.test');
    expect(after.citations.find((c) => c.citationId === target.citationId)).toBeUndefined();
    expect(after.citations.some((c) => c.metricCode === 'ghg.scope2_location' && c.fileId === pdfId)).toBe(
      true,
    );
    // The file attached to scope 1 stays listed for it, without a place.
    expect(after.citations).toContainEqual(
      expect.objectContaining({ metricCode: 'ghg.scope1', fileId: pdfId, citationId: null, page: null }),
    );
    const removed = await host.events('data-collection.response.evidence-citation-removed.v1');
    expect(removed.map((e) => e.data)).toEqual([
      expect.objectContaining({
        citationId: target.citationId,
        metricCode: 'ghg.scope1',
        fileId: pdfId,
        actorId: 4,
      }),
    ]);
  });
});
