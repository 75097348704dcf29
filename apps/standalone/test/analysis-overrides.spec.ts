import request from 'supertest';
import {
  pcafCompanyData,
  pcafPositionsFromPortfolio,
  type AggregateRow,
  type CompanyValues,
  type PcafCompanyValue,
  type PcafResult,
  type PortfolioAggregates,
} from '@esg/contracts';
import { waitFor } from '@esg/testing';
import { demoTokens } from './live-harness';
import { startStandalone } from './standalone-host';

/**
 * A GP override reaches the analysis figures and the PCAF scorecard (issue 27, ADR 0184), through the whole
 * app on the demo data: Grace Parker (Evergreen, GP 1) overrides Northwind's published 2024 scope 1 with
 * 123,456 t. By hand:
 * - Evergreen's 2024 portfolio sum of scope 1 moves by 123,456 − the published value, and Northwind's input
 *   names the original, who, when and why; the company's own reading (Priya Chen) is the published value;
 * - the PCAF scorecard reads Northwind's values as Evergreen sees them (GET /api/analysis/companies/2/values,
 *   the screen's reading `pcafPositionsFromPortfolio`) and POST /api/calculations/pcaf attributes an unlisted
 *   equity position of EUR 10 m as 10,000,000 / (total equity + total debt) × (scope 1 + scope 2): the
 *   financed emissions move by that factor × (123,456 − published), and the position's inputs name the
 *   company's published value.
 * Withdrawn, every figure is the published one again.
 */
jest.setTimeout(120_000);

describe('a GP override changes the analysis and PCAF figures and says so', () => {
  let host: Awaited<ReturnType<typeof startStandalone>>;
  let tokens: Record<string, string> = {};
  const api = () => request(host.url);
  const as = (who: string, r: request.Test) => r.set('authorization', `Bearer ${tokens[who]}`);
  const scope1Row = async (): Promise<AggregateRow> =>
    (
      (await as('gp', api().get('/api/analysis/portfolios/1/aggregates?period=2024')).expect(200)).body
        .data as PortfolioAggregates
    ).rows.find((r) => r.metricCode === 'ghg.scope1')!;
  const northwindInput = (row: AggregateRow) => row.howMade.inputs.find((i) => i.companyId === 2)!;
  const values = async (who: string): Promise<CompanyValues> =>
    (await as(who, api().get('/api/analysis/companies/2/values?period=2024')).expect(200)).body.data;
  /** The scorecard's reading: an unlisted equity position of EUR 10 m in Northwind, attributed over EVIC. */
  const pcaf = async () => {
    const data = await values('gp');
    const toPcaf = (v: CompanyValues['values'][number]): PcafCompanyValue => ({
      metricCode: v.metricCode,
      name: v.name,
      unit: v.unit,
      value: v.value,
      quality: v.quality,
      dataQualityScore: v.dataQualityScore,
      ...(v.override ? { override: v.override } : {}),
    });
    const company = pcafCompanyData(2, data.name, [
      {
        period: data.period!,
        values: data.values.map(toPcaf),
        carried: data.carried.map((v) => ({ ...toPcaf(v), carriedFrom: v.carriedFrom })),
      },
    ]);
    const { positions, rows } = pcafPositionsFromPortfolio(
      [
        {
          fundId: 1,
          name: 'Fund',
          positions: {
            fundId: 1,
            date: '2024-12-31',
            currency: 'EUR',
            allInvestments: 10_000_000,
            positions: [
              {
                companyId: 2,
                country: null,
                instrument: 'unlisted_equity',
                value: 10_000_000,
                outstanding: null,
              },
            ],
            positionsTotal: 10_000_000,
            recordedAt: '2025-01-05T10:00:00Z',
            recordedBy: 2,
            version: 1,
          },
        },
      ],
      [company],
    );
    const result = (await as('gp', api().post('/api/calculations/pcaf')).send({ positions }).expect(200)).body
      .data as PcafResult;
    return { position: positions[0], row: rows[0], result: result.positions[0] };
  };

  beforeAll(async () => {
    host = await startStandalone();
    tokens = await demoTokens(host.url, ['gp', 'pc']);
  });
  afterAll(async () => host?.dispose());

  it('sums the override in the portfolio, reads it in PCAF, names the original, and restores on withdrawal', async () => {
    const before = await scope1Row();
    const original = northwindInput(before).value as number;
    expect(typeof original).toBe('number');
    expect(northwindInput(before).override).toBeUndefined();
    const pcafBefore = await pcaf();
    // Unlisted equity without EVIC reading: attributed over total equity + total debt (PCAF 5.4).
    const { totalEquity, totalDebt } = pcafBefore.position.company;
    const factor = 10_000_000 / (totalEquity! + totalDebt!);
    expect(pcafBefore.result.attributionFactor).toBeCloseTo(factor, 12);
    expect(pcafBefore.position.emissions!.scope1).toBe(original);
    expect(pcafBefore.result.financedEmissions).toBeCloseTo(
      factor * (original + pcafBefore.position.emissions!.scope2),
      6,
    );

    const [response] = (
      await as('gp', api().get('/api/responses?companyId=2&standardId=1&period=2024')).expect(200)
    ).body.data as Array<{ id: number }>;
    const path = `/api/responses/${response.id}/values/ghg.scope1/override`;
    await as('gp', api().put(path))
      .send({ value: 123_456, reason: 'The fuel invoices show a higher figure' })
      .expect(200);
    await waitFor(async () => northwindInput(await scope1Row()).value === 123_456, {
      message: 'the portfolio aggregate reads the override',
      timeoutMs: 30_000,
    });

    // The analysis figure: the sum moves by exactly the difference, and the input says whose value it is.
    const after = await scope1Row();
    expect(after.sum).toBeCloseTo(before.sum! + (123_456 - original), 6);
    expect(northwindInput(after).override).toEqual({
      original: { value: original, unit: 'tCO2e', valueVersionId: northwindInput(before).valueVersionId },
      reason: 'The fuel invoices show a higher figure',
      byName: 'Grace Parker',
      at: expect.any(String),
    });
    // The company's values as Evergreen reads them carry the override; the company reads what it published.
    const gpScope1 = (await values('gp')).values.find((v) => v.metricCode === 'ghg.scope1')!;
    expect(gpScope1).toMatchObject({ value: 123_456, override: { original: { value: original } } });
    const ownScope1 = (await values('pc')).values.find((v) => v.metricCode === 'ghg.scope1')!;
    expect(ownScope1.value).toBe(original);
    expect(ownScope1.override).toBeUndefined();

    // The PCAF figure: 10,000,000 / EVIC × (123,456 + scope 2), and the inputs name the published value.
    const pcafAfter = await pcaf();
    expect(pcafAfter.position.emissions!.scope1).toBe(123_456);
    expect(pcafAfter.result.financedEmissions! - pcafBefore.result.financedEmissions!).toBeCloseTo(
      factor * (123_456 - original),
      6,
    );
    expect(pcafAfter.row.inputs).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^Scope 1 GHG emissions: your own value 123,456 tCO2e used instead of the company’s published [\\d,.]+ tCO2e \\(overridden by Grace Parker on \\d{4}-\\d{2}-\\d{2}: The fuel invoices show a higher figure\\)$`,
        ),
      ),
    );

    await as('gp', api().delete(path)).expect(200);
    await waitFor(async () => northwindInput(await scope1Row()).value === original, {
      message: 'the portfolio aggregate reads the published value again',
      timeoutMs: 30_000,
    });
    const restored = await scope1Row();
    expect(restored.sum).toBe(before.sum);
    expect(northwindInput(restored).override).toBeUndefined();
    expect((await pcaf()).result.financedEmissions).toBe(pcafBefore.result.financedEmissions);
  });
});
