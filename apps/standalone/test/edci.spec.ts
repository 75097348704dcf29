import ExcelJS from 'exceljs';
import request from 'supertest';
import { createEvent, type EdciSubmission } from '@esg/contracts';
import { waitFor } from '@esg/testing';
import { appendEvents, demoTokens } from './live-harness';
import { startStandalone } from './standalone-host';

/**
 * EDCI submissions end to end (issue 13, docs/edci.md) on the standalone app with its demo data: Evergreen
 * (1) has the GP key EVG-2020; its portfolio companies Northwind (2), Atlas (3) and Helios (4) published
 * their 2023 and 2024 ESG data. Worked by hand from the demo data of 2024 (esg-demo-data.ts):
 *   Northwind: board 7, 3 women → 3 ÷ 7 × 100 = 42.86 %; C-suite 5, 2 women → 40 %; Scope 1 850 tCO2e.
 *   The 12 required EDCI metrics are all published for Northwind: 12 of 12, complete.
 * Then Northwind republishes Scope 1 as 900 for 2024: a submitted submission keeps 850; reopened, it reads
 * 900, and the next submission's history lists "850 tCO2e → 900 tCO2e".
 */
jest.setTimeout(180_000);

const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('EDCI submissions through the standalone app', () => {
  let host: Awaited<ReturnType<typeof startStandalone>>;
  const tokens: Record<string, string> = {};
  const as = (who: string) => ({
    get: (path: string) => request(host.url).get(path).set('authorization', `Bearer ${tokens[who]}`),
    post: (path: string) => request(host.url).post(path).set('authorization', `Bearer ${tokens[who]}`),
    put: (path: string) => request(host.url).put(path).set('authorization', `Bearer ${tokens[who]}`),
    patch: (path: string) => request(host.url).patch(path).set('authorization', `Bearer ${tokens[who]}`),
  });

  beforeAll(async () => {
    host = await startStandalone();
    Object.assign(tokens, await demoTokens(host.url, ['gp', 'lp', 'coinvestor', 'admin']));
    // The demo's publications reach the analysis read model through events.
    await waitFor(
      async () => {
        const res = await as('gp').get('/api/edci/1/submissions');
        return res.status === 200 && (res.body.data.availableYears as number[]).includes(2024);
      },
      { timeoutMs: 60_000, intervalMs: 200, message: 'the 2024 publications in the read model' },
    );
  });
  afterAll(async () => host?.dispose());

  let submission: EdciSubmission;
  const northwind = () => submission.companies.find((c) => c.name === 'Northwind Renewables')!;
  const figure = (metricId: string) => northwind().cells.find((c) => c.metricId === metricId)!.value;

  it('lists nothing yet, with the GP key and the years the portfolio published', async () => {
    const res = await as('gp').get('/api/edci/1/submissions').expect(200);
    expect(res.body.data).toMatchObject({ companyId: 1, gpKey: 'EVG-2020', submissions: [], canEdit: true });
    expect(res.body.data.availableYears).toEqual(expect.arrayContaining([2024, 2023]));
    // The co-investor reads, but does not change.
    const coinvestor = await as('coinvestor').get('/api/edci/1/submissions').expect(200);
    expect(coinvestor.body.data.canEdit).toBe(false);
    await as('lp').get('/api/edci/1/submissions').expect(403);
  });

  it('creates the 2024 draft from the published values, with completeness and figures per company', async () => {
    const res = await as('gp').post('/api/edci/1/submissions').send({ year: 2024 }).expect(201);
    submission = res.body.data;
    expect(submission).toMatchObject({
      year: 2024,
      status: 'draft',
      version: 1,
      frozen: false,
      gpKey: 'EVG-2020',
    });
    expect(submission.companies.map((c) => c.name)).toEqual([
      'Atlas Logistics',
      'Helios Foods',
      'Northwind Renewables',
    ]);
    expect(northwind()).toMatchObject({
      period: '2024',
      status: 'complete',
      completeness: { requiredAnswered: 12, requiredTotal: 12, percent: 100 },
    });
    expect(figure('EDCI-DIV-1')).toBe(42.86);
    expect(figure('EDCI-DIV-2')).toBe(40);
    expect(figure('EDCI-GHG-1')).toBe(850);
    expect(figure('EDCI-ENG-1')).toBe(true);
    expect(
      northwind()
        .cells.find((c) => c.metricId === 'EDCI-DIV-1')!
        .inputs.map((i) => i.metricCode),
    ).toEqual(['gov.board_members_female', 'gov.board_members']);
    expect(submission.history).toMatchObject([
      {
        action: 'created',
        userName: 'Grace Parker',
        summary: 'Draft created for 2024 with 3 portfolio companies',
      },
    ]);
    await as('gp').post('/api/edci/1/submissions').send({ year: 2024 }).expect(409);
    const none = await as('gp').post('/api/edci/1/submissions').send({ year: 2001 }).expect(422);
    expect(none.body.message).toMatch(/^No portfolio company published values for 2001/);
    await as('gp').post('/api/edci/1/submissions').send({ year: 'last' }).expect(400);
    await as('coinvestor').post('/api/edci/1/submissions').send({ year: 2023 }).expect(403);
  });

  it('excludes a company another EDCI member reports, with who and when in the history', async () => {
    const missing = await as('gp')
      .put(`/api/edci/submissions/${submission.id}/companies/3`)
      .send({ excluded: true, reportedBy: '  ' })
      .expect(400);
    expect(missing.body.message).toMatch(/Name the EDCI member that reports this company/);
    const res = await as('gp')
      .put(`/api/edci/submissions/${submission.id}/companies/3`)
      .send({ excluded: true, reportedBy: 'Credit Fund IV', note: 'Unitranche lender' })
      .expect(200);
    submission = res.body.data;
    expect(submission).toMatchObject({ included: 2, excluded: 1, version: 2 });
    expect(submission.companies.find((c) => c.companyId === 3)).toMatchObject({
      status: 'excluded',
      exclusion: {
        reportedBy: 'Credit Fund IV',
        note: 'Unitranche lender',
        by: { userId: 2, name: 'Grace Parker' },
      },
    });
    expect(submission.history[0]).toMatchObject({
      action: 'excluded',
      summary: 'Atlas Logistics excluded: reported by Credit Fund IV',
      changes: ['Unitranche lender'],
    });
    await as('gp')
      .put(`/api/edci/submissions/${submission.id}/companies/1`)
      .send({ excluded: false })
      .expect(404);
  });

  it('exports the workbook: one row per reported company, one column per EDCI metric', async () => {
    const res = await as('gp')
      .get(`/api/edci/submissions/${submission.id}/workbook.xlsx`)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="EDCI-2024-EVG-2020\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.body);
    expect(book.worksheets.map((w) => w.name)).toEqual([
      'Portfolio data',
      'Submission',
      'Excluded companies',
      'Validation',
      'Metrics',
      'Submission history',
    ]);
    const data = book.getWorksheet('Portfolio data')!;
    const header = (data.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 5)).toEqual([
      'Company',
      'Period',
      'Status',
      'Required metrics answered (%)',
      'EDCI-GHG-1 Scope 1 emissions (tCO2e)',
    ]);
    expect(data.rowCount).toBe(3);
    const rows = [2, 3].map((n) => (data.getRow(n).values as unknown[]).slice(1));
    expect(rows.map((r) => r[0])).toEqual(['Helios Foods', 'Northwind Renewables']);
    const women = header.indexOf('EDCI-DIV-1 % women on board (%)');
    expect(rows[1][women]).toBe(42.86);
    expect(rows[1][header.indexOf('EDCI-ENG-1 Employee survey (yes/no) (Yes/No)')]).toBe('Yes');
    const excluded = book.getWorksheet('Excluded companies')!;
    expect((excluded.getRow(2).values as unknown[]).slice(1, 3)).toEqual([
      'Atlas Logistics',
      'Credit Fund IV',
    ]);
  });

  it('submits (frozen, locked), reopens with a reason and lists what changed at the next submission', async () => {
    await as('gp')
      .post(`/api/edci/submissions/${submission.id}/submit`)
      .send({ expectedVersion: 1 })
      .expect(409);
    const submitted = await as('gp')
      .post(`/api/edci/submissions/${submission.id}/submit`)
      .send({ expectedVersion: submission.version })
      .expect(200);
    submission = submitted.body.data;
    expect(submission).toMatchObject({ status: 'submitted', frozen: true });
    expect(submission.history[0]).toMatchObject({
      action: 'submitted',
      summary: 'Submitted: 2 companies reported (2 complete), 1 excluded',
      changes: [],
    });
    const locked = await as('gp')
      .put(`/api/edci/submissions/${submission.id}/companies/3`)
      .send({ excluded: false })
      .expect(409);
    expect(locked.body.message).toMatch(/reopen it/);

    // Northwind republishes its 2024 Scope 1: the submitted figures stay as submitted.
    await appendEvents(host, [
      createEvent({
        type: 'data-collection.response.published.v1',
        source: 'data-collection',
        subject: 92024,
        companyId: 2,
        data: {
          responseId: 92024,
          companyId: 2,
          requesterCompanyId: 1,
          standardId: 1,
          frameworkVersion: 'esg-1',
          period: '2024',
          year: 2024,
          cycle: 'annually',
          periodStart: '2024-01-01',
          periodEnd: '2024-12-31',
          publicationNumber: 1,
          publishedAt: '2030-01-01T10:00:00.000Z',
          publishedBy: 2,
          values: [
            {
              metricCode: 'ghg.scope1',
              value: 900,
              unit: 'tCO2e',
              rawValue: 900,
              rawUnit: 'tCO2e',
              status: 'provided',
              reason: null,
              quality: 'reported',
              dataQualityScore: 2,
              valueVersionId: 'edci-spec-scope1-900',
              version: 9,
              source: { kind: 'entered', calculationId: null, calculationType: null, importId: null },
            },
          ],
          unansweredMetricCodes: [],
        },
      }),
    ]);
    await waitFor(
      async () => {
        const res = await as('gp').get('/api/analysis/companies/2/values?period=2024');
        const values = (res.body.data?.values ?? []) as Array<{ metricCode: string; value: unknown }>;
        return values.find((v) => v.metricCode === 'ghg.scope1')?.value === 900;
      },
      { timeoutMs: 30_000, intervalMs: 100, message: 'the republished Scope 1 in the read model' },
    );
    submission = (await as('gp').get(`/api/edci/submissions/${submission.id}`).expect(200)).body.data;
    expect(figure('EDCI-GHG-1')).toBe(850);

    await as('gp').post(`/api/edci/submissions/${submission.id}/reopen`).send({ reason: 'no' }).expect(400);
    const reopened = await as('gp')
      .post(`/api/edci/submissions/${submission.id}/reopen`)
      .send({ reason: 'Northwind corrected its Scope 1' })
      .expect(200);
    submission = reopened.body.data;
    expect(submission).toMatchObject({ status: 'draft', frozen: false });
    expect(submission.history[0]).toMatchObject({
      action: 'reopened',
      userName: 'Grace Parker',
      changes: ['Northwind corrected its Scope 1'],
    });
    expect(figure('EDCI-GHG-1')).toBe(900);

    const again = await as('gp')
      .post(`/api/edci/submissions/${submission.id}/submit`)
      .send({ expectedVersion: submission.version })
      .expect(200);
    submission = again.body.data;
    expect(submission.history.map((h) => h.action)).toEqual([
      'submitted',
      'reopened',
      'submitted',
      'excluded',
      'created',
    ]);
    expect(submission.history[0].changes).toEqual([
      'Northwind Renewables · Scope 1 emissions: 850 tCO2e → 900 tCO2e',
    ]);
    const list = await as('gp').get('/api/edci/1/submissions').expect(200);
    expect(list.body.data.submissions).toMatchObject([
      { id: submission.id, year: 2024, status: 'submitted' },
    ]);
    expect(list.body.data.availableYears).not.toContain(2024);
  });

  it('opens EDCI to another company once the admin sets its GP key on Company details', async () => {
    await as('admin').get('/api/edci/3/submissions').expect(403);
    await as('admin').patch('/api/company/details/3').send({ gp_key: 'ATL-9' }).expect(200);
    const res = await waitFor(
      async () => {
        const r = await as('admin').get('/api/edci/3/submissions');
        return r.status === 200 ? r : null;
      },
      { timeoutMs: 30_000, intervalMs: 100, message: "Atlas's GP key in reporting" },
    );
    expect(res.body.data).toMatchObject({
      companyId: 3,
      gpKey: 'ATL-9',
      submissions: [],
      availableYears: [],
    });
  });
});
