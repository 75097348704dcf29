import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEvent, type CloudEvent } from '@esg/contracts';
import { SqliteStore } from '@esg/persistence';
import { companyRegistered, publishedValue, responsePublished } from '@esg/testing';
import type { Principal } from '@esg/platform';
import { reportingMigrations } from '../../src/infrastructure/migrations';
import { benchmarkReadModel } from '../../src/infrastructure/benchmark-read-model';
import { analysisProjection, fillBenchmarkReadModel } from '../../src/projections/analysis.projection';
import { applyEvents } from '../../src/projections/projection';
import { replay } from '../../src/rebuild/rebuild';
import { companyBenchmark, portfolioBenchmark } from '../../src/queries/benchmark/benchmark';
import {
  companyBenchmarkFromDocuments,
  portfolioBenchmarkFromDocuments,
} from '../../src/queries/benchmark/benchmark-documents';

/**
 * The benchmark read model (issue 24, ADR 0171): built by the analysis projection from data-collection's
 * events, its answers (peer groups in SQL) equal the documents' (every value read into JavaScript) on a
 * seeded universe; a small case worked by hand; a rebuild equals the live tables.
 */

const NACE = ['C.20', 'C.20', 'C.20', 'C.10', 'C.26', 'J.62', 'J.63', 'K.64'];
const COUNTRIES = ['DE', 'DE', 'FR', 'NL', 'DK', 'SE', 'US', 'JP', 'XX'];
const PERIODS = ['2028', '2029', '2030'];
const GPS = [8001, 8002, 8003, 8004, 8005];

function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

const registered = (companyId: number, type: 'gp' | 'pc', parentId: number | null): CloudEvent =>
  companyRegistered({ companyId, type, parentId });

const holdings = (fundId: number, gp: number, portfolioCompanyIds: number[]): CloudEvent =>
  createEvent({
    type: 'data-collection.fund.holdings-changed.v1',
    source: 'data-collection',
    subject: fundId,
    companyId: gp,
    data: {
      fundId,
      companyId: gp,
      portfolioCompanyIds,
      gpFundIds: [],
      added: { portfolioCompanyIds, gpFundIds: [] },
      removed: { portfolioCompanyIds: [], gpFundIds: [] },
    },
  });

function published(
  companyId: number,
  requester: number,
  period: string,
  values: Record<string, number | string>,
  publicationNumber = 1,
): CloudEvent {
  const units: Record<string, string> = {
    'ghg.scope1': 'tCO2e',
    'ghg.scope2_location': 'tCO2e',
    'company.revenue': 'EUR',
    'company.fte': 'FTE',
  };
  return responsePublished({
    responseId: companyId * 100 + Number(period.slice(2)),
    companyId,
    requesterCompanyId: requester,
    period,
    publicationNumber,
    publishedAt: `${Number(period) + 1}-02-01T10:00:0${publicationNumber}.000Z`,
    values: Object.entries(values).map(([metricCode, value]) =>
      publishedValue(metricCode, value, units[metricCode] ?? '', {
        quality: companyId % 5 === 0 ? 'estimated' : 'reported',
        valueVersionId: `${metricCode}-${companyId}-${period}-${publicationNumber}`,
        version: publicationNumber,
      }),
    ),
  });
}

/** 120 companies of 5 GPs (each with a fund holding some of the next GP's companies), 3 periods. */
function universe(): CloudEvent[] {
  const rand = random(24);
  const events: CloudEvent[] = GPS.map((gp) => registered(gp, 'gp', null));
  const companies = Array.from({ length: 120 }, (_, i) => 9000 + i);
  for (const id of companies) events.push(registered(id, 'pc', GPS[id % GPS.length]));
  GPS.forEach((gp, g) =>
    events.push(
      holdings(
        gp * 10,
        gp,
        companies.filter((id) => id % GPS.length === (g + 1) % GPS.length && id % 3 === 0),
      ),
    ),
  );
  for (const id of companies)
    for (const period of PERIODS) {
      if (rand() < 0.1) continue;
      const values: Record<string, number | string> = {};
      // Profile values published in some periods only (the profile of the others is resolved from them).
      if (period === '2028' || rand() < 0.3) values['company.nace'] = NACE[Math.floor(rand() * NACE.length)];
      if (period !== '2030' || rand() < 0.5)
        values['company.country'] = COUNTRIES[Math.floor(rand() * COUNTRIES.length)];
      if (rand() < 0.8) values['company.fte'] = [5, 30, 120, 800][Math.floor(rand() * 4)];
      if (rand() < 0.7) values['company.revenue'] = Math.round(rand() * 1e8);
      if (rand() < 0.85) values['ghg.scope1'] = rand() < 0.05 ? 0 : Math.round(rand() * 1e5) / 10;
      if (rand() < 0.6) values['ghg.scope2_location'] = Math.round(rand() * 500);
      events.push(published(id, GPS[id % GPS.length], period, values));
    }
  // A republication (country and Scope 1 change) and a fund's holdings changing afterwards.
  events.push(
    published(9007, GPS[9007 % GPS.length], '2029', { 'company.country': 'SE', 'ghg.scope1': 42 }, 2),
  );
  events.push(holdings(GPS[0] * 10, GPS[0], [9001, 9006, 9011, 9016]));
  return events;
}

/**
 * The model's answer with every number within 1e-9 (relative) of the documents' replaced by it: the store
 * sums in its own order, JavaScript in sorted order, so a mean may differ in its last bits.
 */
function within(model: unknown, documents: unknown): unknown {
  if (typeof model === 'number' && typeof documents === 'number')
    return Math.abs(model - documents) <= 1e-9 * Math.max(1, Math.abs(documents)) ? documents : model;
  if (Array.isArray(model) && Array.isArray(documents)) return model.map((m, i) => within(m, documents[i]));
  if (model && documents && typeof model === 'object' && typeof documents === 'object')
    return Object.fromEntries(
      Object.entries(model).map(([k, v]) => [k, within(v, (documents as Record<string, unknown>)[k])]),
    );
  return model;
}

const expectSame = (model: unknown, documents: unknown) =>
  expect(within(model, documents)).toEqual(documents);

const gp = (companyId: number): Principal => ({
  userId: 1,
  sessionId: 'test',
  role: 'gp',
  permission: null,
  companyId,
});

describe('the benchmark read model', () => {
  let dir: string;
  let store: SqliteStore;
  const events = universe();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'esg-benchmark-read-model-'));
    store = SqliteStore.open({ file: join(dir, 'live.db'), migrations: reportingMigrations });
    // Live: in small batches, as consumers deliver them.
    for (let i = 0; i < events.length; i += 7)
      await store.transaction((tx) =>
        applyEvents(analysisProjection, events.slice(i, i + 7), tx, { emit: false }),
      );
  });
  afterAll(async () => {
    await store?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers every portfolio benchmark as the documents do', async () => {
    let compared = 0;
    for (const owner of GPS)
      for (const period of [undefined, ...PERIODS])
        for (const metric of [undefined, 'ghg.scope1', 'ghg.scope2_location'])
          for (const size of ['same', 'any'] as const) {
            const query = { period, metric, size };
            const fromModel = await portfolioBenchmark(store, owner, query);
            expectSame(fromModel, await portfolioBenchmarkFromDocuments(store, owner, query));
            compared += fromModel.companies.length;
          }
    // The seeded universe exercises what the screens show: passing, widened and hidden groups, the map.
    const sample = await portfolioBenchmark(store, GPS[1], {
      metric: 'ghg.scope1',
      period: '2029',
      size: 'any',
    });
    expect(compared).toBeGreaterThan(1000);
    expect(sample.companies.some((c) => c.industry.statistics && !c.industry.widened)).toBe(true);
    expect(sample.companies.some((c) => c.industry.widened && c.industry.statistics)).toBe(true);
    expect(sample.map.points.some((p) => p.kind === 'benchmark')).toBe(true);
  });

  it('answers every company benchmark as the documents do, for its investor and for the company', async () => {
    for (let id = 9000; id < 9120; id += 7)
      for (const principal of [gp(GPS[id % GPS.length]), { ...gp(id), role: 'pc' as const }])
        for (const query of [
          { size: 'same' as const },
          { size: 'any' as const, period: '2028' },
          { size: 'same' as const, metric: 'ghg.scope1' },
        ]) {
          const fromModel = await companyBenchmark(store, principal, id, query);
          expectSame(fromModel, await companyBenchmarkFromDocuments(store, principal, id, query));
        }
  });

  it('a rebuild from the same events equals the live tables', async () => {
    const rebuilt = SqliteStore.open({ file: join(dir, 'rebuilt.db'), migrations: reportingMigrations });
    try {
      await replay(rebuilt, analysisProjection, events);
      const live = benchmarkReadModel(store)!.dump();
      expect(Object.values(live).every((rows) => rows.length > 0)).toBe(true);
      expect(benchmarkReadModel(rebuilt)!.dump()).toEqual(live);
      // A second rebuild starts from empty tables.
      await replay(rebuilt, analysisProjection, events);
      expect(benchmarkReadModel(rebuilt)!.dump()).toEqual(live);
      // A data folder from before the read model: its tables are filled from the documents at start.
      await rebuilt.transaction(async (tx) => benchmarkReadModel(tx)!.clear());
      expect(await fillBenchmarkReadModel(rebuilt)).toBeGreaterThan(100);
      expect(benchmarkReadModel(rebuilt)!.dump()).toEqual(live);
      expect(await fillBenchmarkReadModel(rebuilt)).toBe(0);
    } finally {
      await rebuilt.close();
    }
  });
});

/*
 * Worked by hand. Six peers in NACE C.10, Germany, from GPs 7001–7003, Scope 1 of 30, 40, 50, 60, 70, 80
 * (Σ 330, the largest 80 ÷ 330 = 24.2 % ≤ 25 %); the subject 7100 (GP 7001, C.10, Germany) reports 65.
 *   Positions (n − 1) × p over 6 peers: Q1 at 1.25 → 40 + 0.25 × 10 = 42.5; median at 2.5 → 50 + 0.5 × 10
 *   = 55; Q3 at 3.75 → 60 + 0.75 × 10 = 67.5; mean 330 ÷ 6 = 55; 4 peers below 65 → P 100 × 4 ÷ 6 = 66.67.
 */
describe('the benchmark read model on a case worked by hand', () => {
  it('quartiles, mean and position from the store', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'esg-benchmark-hand-'));
    const store = SqliteStore.open({ file: join(dir, 'r.db'), migrations: reportingMigrations });
    try {
      const gps = [7001, 7002, 7003];
      const events = [
        ...gps.map((g) => registered(g, 'gp', null)),
        ...[30, 40, 50, 60, 70, 80].map((_, i) => registered(7010 + i, 'pc', gps[i % 3])),
        registered(7100, 'pc', 7001),
        ...[30, 40, 50, 60, 70, 80].map((v, i) =>
          published(7010 + i, gps[i % 3], '2030', {
            'company.nace': 'C.10',
            'company.country': 'DE',
            'ghg.scope1': v,
          }),
        ),
        published(7100, 7001, '2030', { 'company.nace': 'C.10', 'company.country': 'DE', 'ghg.scope1': 65 }),
      ];
      await store.transaction((tx) => applyEvents(analysisProjection, events, tx, { emit: false }));
      const answer = await companyBenchmark(store, gp(7001), 7100, { size: 'any', metric: 'ghg.scope1' });
      const industry = answer.rows[0].industry;
      expect(industry.label).toBe('NACE C.10, DE');
      expect(industry.widened).toBe(false);
      expect(industry.steps[0]).toMatchObject({ companies: 6, investors: 3, passes: true });
      expect(industry.steps[0].maxShare).toBeCloseTo(80 / 330, 12);
      expect(industry.statistics).toEqual({
        peers: 6,
        q1: 42.5,
        median: 55,
        q3: 67.5,
        mean: 55,
        percentile: (100 * 4) / 6,
      });
      // Internal: the rest of GP 7001's portfolio with a 2030 value: 7010 (30) and 7013 (60) → P 100.
      expect(answer.rows[0].internal?.statistics).toMatchObject({ peers: 2, percentile: 100 });
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
