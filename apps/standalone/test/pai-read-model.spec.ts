import request from 'supertest';
import type { Socket } from 'socket.io-client';
import { createEvent, type CloudEvent, type LiveChange } from '@esg/contracts';
import { publishedValue, responsePublished, waitFor } from '@esg/testing';
import { paiProjection } from '@esg/reporting';
import { appendEvents, demoTokens, expectRebuildEqualsLive, listenLive, storeOf } from './live-harness';
import { startStandalone } from './standalone-host';

/**
 * The PAI read model end to end (issue 10): data-collection's events (appended to its outbox, as its
 * commands do, so the relay publishes them and they are in the log) → the reporting projection → GET
 * /api/pai/…; a republication changes the figures and an open socket hears it; a rebuild from the log
 * equals the live read model.
 *
 * Worked by hand (Annex I formula 1, T1-1a Scope 1 financed emissions = Σ V_i / EVIC_i × Scope 1_i):
 * fund 99 of GP 1, year 2030, all investments €100m at each quarter end.
 *   company 2: €10m held all year, EVIC €100m, Scope 1 1,000 t (reported)   → 10/100 × 1,000 = 100
 *   company 3: €20m held all year, EVIC €200m, Scope 1   500 t (reported)   → 20/200 ×   500 =  50
 *   company 4: €5m held in Q1 and Q2, EVIC €50m, Scope 1 2,000 t (estimated) →  5/50 × 2,000 = 200
 * Quarters: 350, 350, 150, 150 → year 250. Coverage 1 each quarter. Estimated share: 5/35 in Q1–Q2, 0 after
 * → (1/7 + 1/7 + 0 + 0) / 4 = 1/14.
 * Company 3 republishes Scope 1 = 1,000 t → its term 100: 400, 400, 200, 200 → year 300.
 * GP 1 overrides company 2's Scope 1 with 2,000 t (ADR 0182) → its term 200: 500, 500, 300, 300 → year 400;
 * withdrawn → 300 again; overridden with 1,500 t → term 150: 450, 450, 250, 250 → year 350.
 */
const YEAR = 2030;
const FUND = 99;
const DATES = ['2030-03-31', '2030-06-30', '2030-09-30', '2030-12-31'];

function positions(date: string, i: number): CloudEvent {
  const held = [
    {
      companyId: 2,
      country: null,
      instrument: 'unlisted_equity' as const,
      value: 10_000_000,
      outstanding: null,
    },
    {
      companyId: 3,
      country: null,
      instrument: 'unlisted_equity' as const,
      value: 20_000_000,
      outstanding: null,
    },
    ...(i < 2
      ? [
          {
            companyId: 4,
            country: null,
            instrument: 'unlisted_equity' as const,
            value: 5_000_000,
            outstanding: null,
          },
        ]
      : []),
    { companyId: null, country: null, instrument: 'cash' as const, value: 1_000_000, outstanding: null },
  ];
  return createEvent({
    type: 'data-collection.positions.recorded.v1',
    source: 'data-collection',
    subject: FUND,
    companyId: 1,
    data: {
      fundId: FUND,
      companyId: 1,
      date,
      currency: 'EUR',
      allInvestments: 100_000_000,
      positions: held,
      version: 1,
    },
  });
}

function published(
  companyId: number,
  publicationNumber: number,
  evic: number,
  scope1: number,
  quality: 'reported' | 'estimated',
): CloudEvent {
  const value = (metricCode: string, v: number, unit: string, id: string) =>
    publishedValue(metricCode, v, unit, { quality, valueVersionId: id, version: publicationNumber });
  return responsePublished({
    responseId: 9000 + companyId,
    companyId,
    requesterCompanyId: 1,
    standardId: 8,
    frameworkVersion: 'sfdr-2022',
    period: String(YEAR),
    publicationNumber,
    publishedAt: new Date().toISOString(),
    values: [
      value('company.evic', evic, 'EUR', `evic-${companyId}-${publicationNumber}`),
      value('ghg.scope1', scope1, 'tCO2e', `s1-${companyId}-${publicationNumber}`),
    ],
  });
}

function override(kind: 'set' | 'removed', scope1: number, at: string): CloudEvent {
  const key = {
    responseId: 9002,
    companyId: 2,
    investorId: 1,
    period: String(YEAR),
    metricCode: 'ghg.scope1',
  };
  return kind === 'set'
    ? createEvent({
        type: 'data-collection.value-override.set.v1',
        source: 'data-collection',
        subject: `1|2|${YEAR}|ghg.scope1`,
        companyId: 2,
        data: {
          ...key,
          value: scope1,
          unit: 'tCO2e',
          reason: 'The fuel invoices show a different figure',
          evidenceIds: [],
          original: { value: 1_000, unit: 'tCO2e', valueVersionId: 's1-2-1' },
          actorId: 2,
          byName: 'Grace Parker',
          at,
        },
      })
    : createEvent({
        type: 'data-collection.value-override.removed.v1',
        source: 'data-collection',
        subject: `1|2|${YEAR}|ghg.scope1`,
        companyId: 2,
        data: { ...key, value: scope1, unit: 'tCO2e', actorId: 2, at },
      });
}

jest.setTimeout(120_000);

describe('PAI read model through the standalone app', () => {
  let host: Awaited<ReturnType<typeof startStandalone>>;
  const tokens: Record<string, string> = {};
  let socket: Socket;
  const heard: LiveChange[] = [];

  const emit = (events: CloudEvent[]) => appendEvents(host, events);
  const get = (who: string, path: string) =>
    request(host.url).get(path).set('authorization', `Bearer ${tokens[who]}`);
  const indicator = async (path: string, id: string) => {
    const res = await get('gp', path).expect(200);
    return (res.body.data.indicators as Array<{ id: string } & Record<string, unknown>>).find(
      (i) => i.id === id,
    );
  };

  beforeAll(async () => {
    host = await startStandalone();
    Object.assign(tokens, await demoTokens(host.url, ['gp', 'lp', 'pc']));
    socket = await listenLive(host.url, tokens.gp, heard);
  });
  afterAll(async () => {
    socket?.close();
    await host?.dispose();
  });

  it('computes the fund over four quarters from three companies’ published responses, with provenance', async () => {
    await emit([
      createEvent({
        type: 'data-collection.fund.created.v1',
        source: 'data-collection',
        subject: FUND,
        companyId: 1,
        data: {
          fundId: FUND,
          companyId: 1,
          name: 'Test Fund 99',
          currency: 'EUR',
          vintage: 2029,
          sfdrClassification: 'article_8',
          strategy: null,
          portfolioCompanyIds: [2, 3, 4],
          gpFundIds: [],
          status: 'open',
          closedOn: null,
        },
      }),
      ...DATES.map(positions),
      published(2, 1, 100_000_000, 1_000, 'reported'),
      published(3, 1, 200_000_000, 500, 'reported'),
      published(4, 1, 50_000_000, 2_000, 'estimated'),
    ]);
    const path = `/api/pai/funds/${FUND}/${YEAR}`;
    await waitFor(async () => (await indicator(path, 'T1-1a'))?.value === 250, {
      message: 'T1-1a = 250',
      timeoutMs: 30_000,
    });
    const res = await get('gp', path).expect(200);
    const statement = res.body.data;
    expect(statement).toMatchObject({
      scope: 'fund',
      companyId: 1,
      fundId: FUND,
      year: YEAR,
      funds: [{ fundId: FUND, name: 'Test Fund 99' }],
      quarterEnds: DATES,
      error: null,
    });
    const t11a = statement.indicators.find((i: { id: string }) => i.id === 'T1-1a');
    expect(t11a.quarters.map((q: { value: number }) => q.value)).toEqual([350, 350, 150, 150]);
    expect(t11a.coverage).toBe(1);
    expect(t11a.estimatedShare).toBeCloseTo(1 / 14, 12);
    expect(t11a.provenance.formula.id).toBe('F1');
    expect(t11a.provenance.reference.file).toBe('sfdr_pai.json');
    const q1 = t11a.provenance.quarters[0];
    expect(q1.contributions.map((c: { companyId: number; term: number }) => [c.companyId, c.term])).toEqual([
      [2, 100],
      [3, 50],
      [4, 200],
    ]);
    expect(q1.contributions[0].inputs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ metric: 'ghg.scope1', value: 1000, versionId: 's1-2-1' }),
      ]),
    );
    expect(
      statement.sources.map((s: { companyId: number; dataYear: number }) => [s.companyId, s.dataYear]),
    ).toEqual([
      [2, YEAR],
      [3, YEAR],
      [4, YEAR],
    ]);
    // The entity (all funds of GP 1) holds only fund 99 in 2030: the same figure.
    expect((await indicator(`/api/pai/entities/1/${YEAR}`, 'T1-1a'))?.value).toBe(250);
  });

  it('recomputes on a republication and tells the open page', async () => {
    const before = heard.length;
    await emit([published(3, 2, 200_000_000, 1_000, 'reported')]);
    await waitFor(
      () =>
        heard
          .slice(before)
          .find((c) => c.type === 'reporting.pai-statement.recomputed.v1' && c.refs.fundId === FUND),
      { message: 'the GP socket hears the recomputed fund statement', timeoutMs: 30_000 },
    );
    const t11a = await indicator(`/api/pai/funds/${FUND}/${YEAR}`, 'T1-1a');
    expect(t11a?.value).toBe(300);
    expect((t11a?.quarters as Array<{ value: number }>).map((q) => q.value)).toEqual([400, 400, 200, 200]);
  });

  it('uses the GP’s override with the company’s original in the provenance; a withdrawal restores the figure', async () => {
    const path = `/api/pai/funds/${FUND}/${YEAR}`;
    await emit([override('set', 2_000, '2031-03-01T10:00:00.000Z')]);
    await waitFor(async () => (await indicator(path, 'T1-1a'))?.value === 400, {
      message: 'T1-1a = 400 with the override',
      timeoutMs: 30_000,
    });
    const t11a = (await indicator(path, 'T1-1a')) as unknown as {
      quarters: Array<{ value: number }>;
      included: Array<{ companyId: number; overridden?: unknown[] }>;
      provenance: { quarters: Array<{ contributions: Array<{ companyId: number; inputs: unknown[] }> }> };
    };
    expect(t11a.quarters.map((q) => q.value)).toEqual([500, 500, 300, 300]);
    const said = {
      original: { value: 1_000, unit: 'tCO2e', versionId: 's1-2-1' },
      reason: 'The fuel invoices show a different figure',
      byName: 'Grace Parker',
      at: '2031-03-01T10:00:00.000Z',
    };
    expect(t11a.included.find((c) => c.companyId === 2)?.overridden).toEqual([
      { metric: 'ghg.scope1', ...said },
    ]);
    expect(t11a.included.find((c) => c.companyId === 3)?.overridden).toBeUndefined();
    expect(t11a.provenance.quarters[0].contributions[0].inputs).toContainEqual(
      expect.objectContaining({ metric: 'ghg.scope1', value: 2_000, versionId: 's1-2-1', override: said }),
    );

    await emit([override('removed', 2_000, '2031-03-02T10:00:00.000Z')]);
    await waitFor(async () => (await indicator(path, 'T1-1a'))?.value === 300, {
      message: 'T1-1a = 300 again once the override is withdrawn',
      timeoutMs: 30_000,
    });
    expect((await indicator(path, 'T1-1a'))?.included).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ overridden: expect.anything() })]),
    );

    // An older event delivered late (another partition, a redelivery) does not bring the withdrawn one back;
    // a newer override counts.
    await emit([
      override('set', 9_999, '2031-03-01T12:00:00.000Z'),
      override('set', 1_500, '2031-03-03T10:00:00.000Z'),
    ]);
    await waitFor(async () => (await indicator(path, 'T1-1a'))?.value === 350, {
      message: 'T1-1a = 350 with the newer override',
      timeoutMs: 30_000,
    });
  });

  it('answers only the GP’s own users', async () => {
    await get('lp', `/api/pai/funds/${FUND}/${YEAR}`).expect(403);
    await get('pc', `/api/pai/entities/1/${YEAR}`).expect(403);
    const unknown = await get('gp', `/api/pai/funds/4242/${YEAR}`).expect(404);
    expect(unknown.body.code).toBe('PAI_FUND.NOT_FOUND');
    await get('gp', '/api/pai/funds/abc/2030').expect(400);
    // A year without positions: no quarters, no figures (never zeros).
    const empty = await get('gp', `/api/pai/entities/1/2001`).expect(200);
    expect(empty.body.data).toMatchObject({ quarterEnds: [], indicators: [] });
  });

  it('a rebuild from the log equals the live read model', async () => {
    // The investor's country figures are part of the read model too (ADR 0096): one saved, kept, rebuilt.
    await emit([
      createEvent({
        type: 'data-collection.country-figures.saved.v1',
        source: 'data-collection',
        subject: `1:${YEAR}:DE`,
        companyId: 1,
        data: {
          investorId: 1,
          year: YEAR,
          country: 'DE',
          values: { 'sov.gdp': 4_000_000_000_000, 'sov.social_violations': false },
          source: 'Eurostat',
          savedBy: 2,
          savedAt: '2031-02-01T10:00:00.000Z',
        },
      }),
    ]);
    await waitFor(async () => (await storeOf(host, 'reporting').find('pai_country_figures')).length > 0, {
      message: 'the country figures reach the read model',
    });
    // Where a document backs a value is kept for a figure's lineage (ADR 0220): one citation given, one taken back.
    const cited = (citationId: string, page: number) =>
      createEvent({
        type: 'data-collection.response.evidence-cited.v1',
        source: 'data-collection',
        subject: '9002',
        companyId: 2,
        data: {
          responseId: 9002,
          companyId: 2,
          requesterCompanyId: 1,
          standardId: 8,
          frameworkVersion: 'sfdr-2022',
          period: String(YEAR),
          year: YEAR,
          cycle: 'annually',
          metricCode: 'ghg.scope1',
          citationId,
          fileId: 'file-annual-report',
          fileName: 'annual-report.pdf',
          mediaType: 'application/pdf',
          page,
          cell: null,
          quote: null,
          actorId: 4,
          at: '2031-02-02T10:00:00.000Z',
        },
      });
    await emit([
      cited('citation-kept', 3),
      cited('citation-removed', 4),
      createEvent({
        type: 'data-collection.response.evidence-citation-removed.v1',
        source: 'data-collection',
        subject: '9002',
        companyId: 2,
        data: {
          responseId: 9002,
          companyId: 2,
          requesterCompanyId: 1,
          standardId: 8,
          frameworkVersion: 'sfdr-2022',
          period: String(YEAR),
          year: YEAR,
          cycle: 'annually',
          metricCode: 'ghg.scope1',
          citationId: 'citation-removed',
          fileId: 'file-annual-report',
          actorId: 4,
          at: '2031-02-03T10:00:00.000Z',
        },
      }),
    ]);
    await waitFor(
      async () =>
        (await storeOf(host, 'reporting').find<{ id: string }>('pai_citations')).map((c) => c.id).join() ===
        'citation-kept',
      { message: 'the citations reach the read model' },
    );
    await expectRebuildEqualsLive(host, paiProjection);
  });
});
