import request from 'supertest';
import type { PaiLineage, PaiLookThrough, PaiStatement } from '@esg/contracts';
import { pdfWithPages, waitFor } from '@esg/testing';
import { demoTokens } from './live-harness';
import { startStandalone } from './standalone-host';

/**
 * "Explain this number" across hops, over real HTTP on the demo data (issue 27 item 7, ADR 0220): the lineage of
 * PAI 1 (T1-1a, scope 1 attributed) of Evergreen's Growth Fund I adds up to the figure the statement shows; a GP
 * override appears with the company's original and the value used; a page of a PDF Northwind cites for its
 * scope 1 appears beside that value; Meridian (an LP whose fund invests in Growth Fund I) reads the lineage with
 * less (no override reason, documents it cannot open) and its look-through; an LP whose fund does not hold the
 * fund, a portfolio company and another tenant are refused.
 */
jest.setTimeout(180_000);

type Who = 'gp' | 'lp' | 'pc' | 'investor' | 'admin';

describe('the lineage of a PAI figure across hops', () => {
  let host: Awaited<ReturnType<typeof startStandalone>>;
  let tokens: Record<string, string> = {};
  let year = 0;
  const as = (who: Who, method: 'get' | 'put' | 'post' | 'delete' | 'patch', path: string) =>
    request(host.url)[method](path).set('authorization', `Bearer ${tokens[who]}`);
  const lineagePath = (fundId: number) => `/api/pai/funds/${fundId}/${year}/indicators/T1-1a/lineage`;
  const lineage = async (who: Who = 'gp', fundId = 1): Promise<PaiLineage> =>
    (await as(who, 'get', lineagePath(fundId)).expect(200)).body.data as PaiLineage;
  const northwindScope1 = (l: PaiLineage) =>
    l.companies.find((c) => c.companyId === 2)!.values.find((v) => v.metricCode === 'ghg.scope1')!;

  beforeAll(async () => {
    host = await startStandalone();
    tokens = await demoTokens(host.url, ['gp', 'lp', 'pc', 'investor', 'admin']);
    // The demo positions are the last four quarter ends before today: the latest year that has one.
    year = new Date().getUTCFullYear();
    const statement = (await as('gp', 'get', `/api/pai/funds/1/${year}`).expect(200)).body
      .data as PaiStatement;
    if (statement.quarterEnds.length === 0) year -= 1;
  });
  afterAll(async () => host?.dispose());

  it("adds up each company's part to the statement's figure, with positions, values, versions and the formula", async () => {
    const statement = (await as('gp', 'get', `/api/pai/funds/1/${year}`).expect(200)).body
      .data as PaiStatement;
    const figure = statement.indicators.find((i) => i.id === 'T1-1a')!;
    expect(figure.value).not.toBeNull();
    const l = await lineage();
    expect(l.viewer).toBe('manager');
    expect(l.fund).toEqual({
      fundId: 1,
      name: 'Evergreen Sustainable Growth Fund I',
      managerId: 1,
      managerName: expect.any(String),
    });
    expect(l.indicator.value).toBe(figure.value);
    // By hand from the figure's own provenance: each company's part is the mean over the quarter ends of
    // (position value / EVIC) × scope 1; the parts add up to the figure.
    const quarters = figure.provenance!.quarters.filter((q) => q.value !== null).length;
    for (const company of l.companies) {
      const terms = figure
        .provenance!.quarters.flatMap((q) => q.contributions)
        .filter((c) => c.companyId === company.companyId)
        .map((c) => {
          const evic = c.inputs.find((i) => i.metric === 'company.evic')!.value as number;
          const scope1 = c.inputs.find((i) => i.metric === 'ghg.scope1')!.value as number;
          return (c.position.value / evic) * scope1;
        });
      expect(company.contribution).toBeCloseTo(terms.reduce((s, t) => s + t, 0) / quarters, 6);
    }
    expect(l.contributionsTotal).toBeCloseTo(figure.value!, 6);
    const northwind = l.companies.find((c) => c.companyId === 2)!;
    expect(northwind.name).toBe('Northwind Renewables');
    expect(northwind.positions.length).toBeGreaterThan(0);
    expect(northwindScope1(l)).toMatchObject({
      metricName: 'Scope 1 GHG emissions',
      unit: 'tCO2e',
      versionId: expect.any(String),
      publication: { publishedBy: 'Northwind Renewables', publishedAt: expect.any(String) },
      evidence: [],
    });
    expect(northwindScope1(l).override).toBeUndefined();
    expect(l.formula.source).toBe('Annex I of Delegated Regulation 2022/1288');
    expect(l.reference.document).toContain('2022/1288');
  });

  it('shows an override with the value used and the original; the LP sees both without who overrode it or why', async () => {
    const before = northwindScope1(await lineage());
    const original = before.value;
    const path = `/api/responses/${before.publication!.responseId}/values/ghg.scope1/override`;
    await as('gp', 'put', path).send({ value: 4321, reason: 'The fuel invoices show 4,321 t' }).expect(200);
    try {
      await waitFor(async () => northwindScope1(await lineage()).value === 4321, {
        message: 'the lineage reads the override',
        timeoutMs: 30_000,
      });
      const l = await lineage();
      expect(northwindScope1(l)).toMatchObject({
        value: 4321,
        override: {
          original: { value: original, unit: 'tCO2e' },
          reason: 'The fuel invoices show 4,321 t',
          byName: 'Grace Parker',
        },
      });
      expect(l.contributionsTotal).toBeCloseTo(l.indicator.value!, 6);
      const lp = await lineage('lp');
      expect(lp.viewer).toBe('investor');
      expect(northwindScope1(lp).override).toEqual({
        original: { value: original, unit: 'tCO2e' },
        reason: null,
        byName: null,
        at: expect.any(String),
      });
    } finally {
      await as('gp', 'delete', path).expect(200);
    }
  });

  it('shows the evidence page the company cites for the value the figure used', async () => {
    const { publication } = northwindScope1(await lineage());
    const responseId = publication!.responseId;
    // The period is published and locked: its investor reopens it so the company can attach the report
    // (the publication stays in force, and the figure with it, until the next one).
    await as('gp', 'post', `/api/responses/${responseId}/reopen`)
      .send({ reason: 'Attach the annual report that backs scope 1' })
      .expect(200);
    const report = await pdfWithPages(['Our year', 'Energy', 'Scope 1 GHG emissions: as reported']);
    const upload = await as('pc', 'post', `/api/responses/${responseId}/values/ghg.scope1/evidence`)
      .attach('files', report, 'annual-report-2025.pdf')
      .expect(201);
    const fileId = (upload.body.data.value.evidence as Array<{ fileId: string }>).at(-1)!.fileId;
    await as('pc', 'post', `/api/responses/${responseId}/values/ghg.scope1/citations`)
      .send({ fileId, page: 3, quote: 'Scope 1 GHG emissions: as reported' })
      .expect(201);
    await waitFor(async () => northwindScope1(await lineage()).evidence.length === 1, {
      message: 'the lineage shows the citation',
      timeoutMs: 30_000,
    });
    expect(northwindScope1(await lineage()).evidence).toEqual([
      expect.objectContaining({
        fileId,
        fileName: 'annual-report-2025.pdf',
        mediaType: 'application/pdf',
        kind: 'pdf',
        page: 3,
        quote: 'Scope 1 GHG emissions: as reported',
        responseId,
        openable: true,
      }),
    ]);
    // The GP opens the document from the lineage: the download the evidence viewer reads.
    await as('gp', 'get', `/api/responses/${responseId}/evidence/${fileId}`).expect(200);
    // The LP sees where the value is documented, not the document (ADR 0220).
    expect(
      northwindScope1(await lineage('lp')).evidence.map((e) => [e.fileName, e.page, e.openable]),
    ).toEqual([['annual-report-2025.pdf', 3, false]]);
  });

  it("gives the LP its fund's look-through, and refuses the funds its funds do not hold", async () => {
    const look = (await as('lp', 'get', `/api/pai/look-through/3/${year}`).expect(200)).body
      .data as PaiLookThrough;
    expect(look.funds.map((f) => f.name)).toEqual([
      'Evergreen Sustainable Growth Fund I',
      'Evergreen Climate Transition Fund II',
    ]);
    const growth = look.funds[0];
    expect(growth.indicators.find((i) => i.id === 'T1-1a')?.value).toBe(
      (await lineage('lp')).indicator.value,
    );
    expect(growth.indicators.every((i) => i.table === 'Table 1')).toBe(true);
    // The GP cannot read the LP's look-through; nobody but the LP can.
    await as('gp', 'get', `/api/pai/look-through/3/${year}`).expect(403);
    await as('investor', 'get', `/api/pai/look-through/3/${year}`).expect(403);

    // Meridian's fund stops investing in Fund II: the LP is refused its figures' lineage, keeps Fund I's.
    await as('lp', 'patch', '/api/funds/3')
      .send({ gpFundIds: [1] })
      .expect(200);
    try {
      await waitFor(async () => (await as('lp', 'get', lineagePath(2))).status === 403, {
        message: 'the LP no longer reads Fund II',
        timeoutMs: 30_000,
      });
      await as('lp', 'get', lineagePath(1)).expect(200);
      await as('gp', 'get', lineagePath(2)).expect(200);
    } finally {
      // Linking an LP fund to a GP it did not invite is the platform admin's (ADR 0033).
      await as('admin', 'patch', '/api/funds/3')
        .send({ gpFundIds: [1, 2] })
        .expect(200);
    }
  });

  it('refuses a portfolio company and another tenant, and answers 404 for what does not exist', async () => {
    await as('pc', 'get', lineagePath(1)).expect(403);
    const other = await as('investor', 'get', lineagePath(1)).expect(403);
    expect(other.body.code).toBe('PAI.FORBIDDEN');
    await as('gp', 'get', lineagePath(999)).expect(404);
    await as('gp', 'get', `/api/pai/funds/1/${year}/indicators/T9-99/lineage`).expect(404);
    await as('gp', 'get', `/api/pai/funds/1/2001/indicators/T1-1a/lineage`).expect(404);
  });
});
