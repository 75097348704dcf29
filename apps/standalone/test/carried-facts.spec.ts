import request from 'supertest';
import { createEvent, type CloudEvent } from '@esg/contracts';
import { publishedValue, responsePublished, waitFor } from '@esg/testing';
import { appendEvents, demoTokens } from './live-harness';
import { startStandalone } from './standalone-host';

/**
 * Issue 21 finding 2 through the app: a company publishes SFDR 2032 with its EVIC and balance sheet, then
 * ESG 2033 with emissions but none of them. The 2033 PAI statement keeps it in T1-1a with EVIC "carried
 * from 2032, 1 year old", and the analysis values of 2033 (what the PCAF scorecard reads) carry the EVIC,
 * equity and debt, while an explicit "not available" of 2033 is not replaced.
 *
 * By hand: fund 98 of GP 1 holds company 2 for €10m out of €40m at 31 Dec 2033. EVIC 2032 €200m, scope 1
 * 2033 600 t: T1-1a = 10/200 × 600 = 30 tCO2e, coverage 100 %. Company 3 (€5m held) says "not available"
 * for its 2033 EVIC although 2032 had €50m: excluded as missing, coverage 10 / 15 = 2/3.
 */
const FUND = 98;
const DATE = '2033-12-31';

const value = (metricCode: string, v: number | null, unit: string, id: string) =>
  publishedValue(metricCode, v, unit, {
    valueVersionId: id,
    ...(v === null
      ? { rawUnit: null, status: 'not_available', reason: 'Not valued this year', quality: null }
      : {}),
  });

function published(
  responseId: number,
  companyId: number,
  standardId: number,
  year: number,
  values: ReturnType<typeof value>[],
): CloudEvent {
  return responsePublished({
    responseId,
    companyId,
    requesterCompanyId: 1,
    standardId,
    frameworkVersion: 'test',
    period: String(year),
    publishedAt: `${year + 1}-02-0${standardId === 8 ? 1 : 2}T10:00:00.000Z`,
    values,
  });
}

const events: CloudEvent[] = [
  createEvent({
    type: 'data-collection.fund.created.v1',
    source: 'data-collection',
    subject: FUND,
    companyId: 1,
    data: {
      fundId: FUND,
      companyId: 1,
      name: 'Test Fund 98',
      currency: 'EUR',
      vintage: 2030,
      sfdrClassification: 'article_8',
      strategy: null,
      portfolioCompanyIds: [2, 3],
      gpFundIds: [],
      status: 'open',
      closedOn: null,
    },
  }),
  createEvent({
    type: 'data-collection.positions.recorded.v1',
    source: 'data-collection',
    subject: FUND,
    companyId: 1,
    data: {
      fundId: FUND,
      companyId: 1,
      date: DATE,
      currency: 'EUR',
      allInvestments: 40_000_000,
      positions: [
        { companyId: 2, country: null, instrument: 'unlisted_equity', value: 10_000_000, outstanding: null },
        { companyId: 3, country: null, instrument: 'unlisted_equity', value: 5_000_000, outstanding: null },
      ],
      version: 1,
    },
  }),
  published(9801, 2, 8, 2032, [
    value('company.evic', 200_000_000, 'EUR', 'evic-2-2032'),
    value('company.total_equity', 150_000_000, 'EUR', 'eq-2-2032'),
    value('company.total_debt', 290_000_000, 'EUR', 'debt-2-2032'),
    value('ghg.scope1', 700, 'tCO2e', 's1-2-2032'),
  ]),
  published(9802, 2, 1, 2033, [value('ghg.scope1', 600, 'tCO2e', 's1-2-2033')]),
  published(9803, 3, 8, 2032, [value('company.evic', 50_000_000, 'EUR', 'evic-3-2032')]),
  published(9804, 3, 1, 2033, [
    value('company.evic', null, 'EUR', 'evic-3-2033'),
    value('ghg.scope1', 100, 'tCO2e', 's1-3-2033'),
  ]),
];

jest.setTimeout(120_000);

describe('slowly changing facts carried into the figures (as-of rule)', () => {
  let host: Awaited<ReturnType<typeof startStandalone>>;
  let token = '';
  const get = (path: string) => request(host.url).get(path).set('authorization', `Bearer ${token}`);

  beforeAll(async () => {
    host = await startStandalone();
    token = (await demoTokens(host.url, ['gp'])).gp;
    await appendEvents(host, events);
  });
  afterAll(async () => {
    await host?.dispose();
  });

  it('keeps the company in T1-1a with its EVIC carried from 2032, in the provenance and the explanation', async () => {
    const path = `/api/pai/funds/${FUND}/2033`;
    const t11a = async () =>
      ((await get(path).expect(200)).body.data.indicators as Array<Record<string, unknown>>).find(
        (i) => i.id === 'T1-1a',
      );
    await waitFor(async () => (await t11a())?.value === 30, { message: 'T1-1a = 30', timeoutMs: 30_000 });
    const statement = (await get(path).expect(200)).body.data;
    const figure = statement.indicators.find((i: { id: string }) => i.id === 'T1-1a');
    expect(figure.coverage).toBeCloseTo(2 / 3, 12);
    expect(figure.included).toEqual([
      {
        companyId: 2,
        estimated: false,
        quarters: [DATE],
        carried: [{ metric: 'company.evic', period: '2032', ageYears: 1 }],
      },
    ]);
    expect(figure.excluded).toEqual([
      expect.objectContaining({ companyId: 3, code: 'missing', reason: 'missing company.evic' }),
    ]);
    expect(figure.provenance.quarters[0].contributions[0].inputs[0]).toEqual({
      metric: 'company.evic',
      value: 200_000_000,
      unit: 'EUR',
      quality: 'reported',
      versionId: 'evic-2-2032',
      carriedFrom: { period: '2032', ageYears: 1 },
    });
    expect(statement.defaultExplanations['T1-1a']).toContain(
      'Carried from an earlier period because the latest data does not report it: enterprise value including cash at fiscal year end of 2032 (1 year old) for 1 company.',
    );
    const sources = statement.sources as Array<Record<string, unknown>>;
    expect(sources.find((s) => s.companyId === 2)).toMatchObject({
      dataYear: 2033,
      carried: [{ metricCode: 'company.evic', period: '2032', ageYears: 1 }],
    });
    // (The demo data's 2024 values of the other facts are 9 years old: listed as too old, not taken.)
    expect(sources.find((s) => s.companyId === 3)?.notCarried).toContainEqual({
      metricCode: 'company.evic',
      reason: 'reported as not available for 2033; an older value is not used in its place',
    });
  });

  it('carries EVIC, total equity and debt into the 2033 values the PCAF scorecard reads', async () => {
    const values = async () =>
      (await get('/api/analysis/companies/2/values?period=2033').expect(200)).body.data;
    await waitFor(async () => (await values()).values.length > 0, {
      message: '2033 values',
      timeoutMs: 30_000,
    });
    const data = await values();
    expect(data.factMaxAgeYears).toBe(1);
    expect(
      data.carried.map((c: Record<string, unknown>) => [c.metricCode, c.value, c.carriedFrom, c.note]),
    ).toEqual([
      ['company.evic', 200_000_000, { period: '2032', ageYears: 1 }, 'carried from 2032, 1 year old'],
      ['company.total_equity', 150_000_000, { period: '2032', ageYears: 1 }, 'carried from 2032, 1 year old'],
      ['company.total_debt', 290_000_000, { period: '2032', ageYears: 1 }, 'carried from 2032, 1 year old'],
    ]);
    const other = (await get('/api/analysis/companies/3/values?period=2033').expect(200)).body.data;
    expect(other.carried).toEqual([]);
    expect(other.notCarried).toContainEqual({
      metricCode: 'company.evic',
      name: expect.any(String),
      reason: 'reported as not available for 2033; an older value is not used in its place',
    });
  });
});
