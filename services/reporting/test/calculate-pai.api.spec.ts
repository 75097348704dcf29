import { paiCalculationResponseSchema } from '@esg/contracts';
import { startReporting, type ReportingHost } from './reporting-host';

/*
 * POST /api/calculations/pai over HTTP against the reporting service (SQLite, its own token check).
 *
 * Worked input: two quarter ends, V_all 10,000,000 each.
 *   company 1: 2,000,000 in Q3 and Q4; EVIC 20,000,000 (V/EVIC 0.1); Scope 1 3,000; fossil.
 *   company 2: 3,000,000 in Q4 only; no values reported.
 * T1-1a: Q3 0.1 × 3,000 = 300; Q4 300 (company 2 missing) → 300; coverage (1 + 2/5) / 2 = 0.7.
 * T1-4:  Q3 2M/10M = 20%; Q4 20% → 20%.
 */
const BODY = {
  quarters: [
    { date: '2025-09-30', allInvestments: 10_000_000, positions: [{ companyId: 1, value: 2_000_000 }] },
    {
      date: '2025-12-31',
      allInvestments: 10_000_000,
      positions: [
        { companyId: 1, value: 2_000_000 },
        { companyId: 2, value: 3_000_000 },
      ],
    },
  ],
  companies: [
    {
      id: 1,
      values: {
        'company.evic': 20_000_000,
        'ghg.scope1': { value: 3000, quality: 'reported', versionId: 'v-17' },
        'env.fossil_fuel_sector': true,
      },
    },
    { id: 2, values: {} },
  ],
  indicators: ['T1-1a', 'T1-4'],
};

let host: ReportingHost;
beforeAll(async () => {
  host = await startReporting();
});
afterAll(async () => {
  await host.dispose();
});

const calculate = (body: unknown) =>
  host
    .as('gp@demo.test')
    .post('/api/calculations/pai')
    .send(body as object);

describe('POST /api/calculations/pai', () => {
  it('answers the figures with the ids of sfdr_pai.json, per quarter and for the year, with coverage and exclusions', async () => {
    const response = await calculate(BODY).expect(200);
    const data = paiCalculationResponseSchema.parse(response.body.data);
    expect(data.indicators.map((i) => i.id)).toEqual(['T1-1a', 'T1-4']);
    const [scope1, fossil] = data.indicators;
    expect(scope1).toMatchObject({
      id: 'T1-1a',
      unit: 'tCO2e',
      value: 300,
      estimatedShare: 0,
      quarters: [
        { date: '2025-09-30', value: 300 },
        { date: '2025-12-31', value: 300 },
      ],
      included: [{ companyId: 1, estimated: false, quarters: ['2025-09-30', '2025-12-31'] }],
      excluded: [
        {
          companyId: 2,
          code: 'missing',
          reason: 'missing company.evic, ghg.scope1',
          metrics: ['company.evic', 'ghg.scope1'],
          quarters: ['2025-12-31'],
        },
      ],
    });
    expect(scope1.coverage).toBeCloseTo(0.7, 12);
    expect(fossil).toMatchObject({ id: 'T1-4', unit: '%', value: 20 });
    expect(fossil.provenance).toBeUndefined();
    expect(data.reference.celex).toBe('32022R1288');
  });

  it("adds each figure's provenance on request: inputs with quality and version, the position, the formula", async () => {
    const response = await calculate({ ...BODY, indicators: ['T1-1a'], provenance: true }).expect(200);
    const [scope1] = paiCalculationResponseSchema.parse(response.body.data).indicators;
    expect(scope1.provenance!.formula.id).toBe('F1');
    expect(scope1.provenance!.quarters[1].contributions).toEqual([
      {
        companyId: 1,
        position: { date: '2025-12-31', value: 2_000_000, instrument: null, euGreenBond: null },
        inputs: [
          { metric: 'company.evic', value: 20_000_000, unit: 'EUR', quality: null, versionId: null },
          { metric: 'ghg.scope1', value: 3000, unit: 'tCO2e', quality: 'reported', versionId: 'v-17' },
        ],
        divisor: 20_000_000,
        factor: 3000,
        term: 300,
      },
    ]);
  });

  it('computes every indicator when none is named', async () => {
    const response = await calculate({ ...BODY, indicators: undefined }).expect(200);
    expect(response.body.data.indicators.length).toBeGreaterThan(90);
  });

  it('takes a whole portfolio in one call (a body over the default 1 MB limit)', async () => {
    const companies = Array.from({ length: 600 }, (_, i) => ({
      id: i + 1,
      values: Object.fromEntries(
        Array.from({ length: 40 }, (__, k) => [`custom.metric_${k}`, { value: k, quality: 'reported' }]),
      ),
    }));
    const body = {
      quarters: [
        {
          date: '2025-12-31',
          allInvestments: 1_000_000_000,
          positions: companies.map((c) => ({ companyId: c.id, value: 1_000_000 })),
        },
      ],
      companies,
      indicators: ['T1-4'],
    };
    expect(JSON.stringify(body).length).toBeGreaterThan(1024 * 1024);
    const response = await calculate(body).expect(200);
    expect(response.body.data.indicators[0].excluded).toHaveLength(600);
  });

  it('refuses a request without a token (401)', async () => {
    const response = await host.anonymous.post('/api/calculations/pai').send(BODY).expect(401);
    expect(response.body).toEqual({
      statusCode: 401,
      code: 'AUTH.UNAUTHENTICATED',
      message: 'Authentication required',
    });
  });

  it('is open to every authenticated user, whatever the role', async () => {
    for (const who of ['pc@demo.test', 'lp@demo.test', 'contributor@demo.test', 'admin@demo.test'])
      await host.as(who).post('/api/calculations/pai').send(BODY).expect(200);
  });

  describe('bad input: 422 naming the field', () => {
    const cases: Array<[string, unknown, string]> = [
      ['no quarters', { ...BODY, quarters: [] }, 'quarters: at least one quarter is needed'],
      [
        'a position value that is not a number',
        { ...BODY, quarters: [{ ...BODY.quarters[0], positions: [{ companyId: 1, value: 'lots' }] }] },
        'quarters.0.positions.0.value: value must be a number (EUR)',
      ],
      [
        'a negative position',
        { ...BODY, quarters: [{ ...BODY.quarters[0], positions: [{ companyId: 1, value: -5 }] }] },
        'quarters.0.positions.0.value: must be zero or more (EUR)',
      ],
      [
        'all investments below the positions',
        { ...BODY, quarters: [{ ...BODY.quarters[0], allInvestments: 1_000_000 }] },
        'quarters.0.allInvestments: 1000000 is below the sum of the positions (2000000); it must include them, cash and everything else held',
      ],
      [
        'a date that is not a date',
        { ...BODY, quarters: [{ ...BODY.quarters[0], date: '2025-02-30' }] },
        'quarters.0.date: must be a date YYYY-MM-DD',
      ],
      [
        'the same quarter twice',
        { ...BODY, quarters: [BODY.quarters[0], BODY.quarters[0]] },
        'quarters.1.date: 2025-09-30 is given twice',
      ],
      [
        'an unknown instrument',
        {
          ...BODY,
          quarters: [{ ...BODY.quarters[0], positions: [{ companyId: 1, value: 5, instrument: 'tulips' }] }],
        },
        'quarters.0.positions.0.instrument: unknown instrument "tulips"',
      ],
      [
        'a value of the wrong type for its code',
        { ...BODY, companies: [{ id: 1, values: { 'ghg.scope1': 'a lot' } }] },
        'companies.0.values.ghg.scope1: must be a number',
      ],
      [
        'a boolean metric given as a number',
        { ...BODY, companies: [{ id: 1, values: { 'env.fossil_fuel_sector': { value: 1 } } }] },
        'companies.0.values.env.fossil_fuel_sector: must be true or false',
      ],
      ['an unknown indicator', { ...BODY, indicators: ['T9-9'] }, 'indicators.0: unknown indicator "T9-9"'],
      [
        'an unknown quality',
        { ...BODY, companies: [{ id: 1, values: { 'ghg.scope1': { value: 1, quality: 'guessed' } } }] },
        'companies.0.values.ghg.scope1',
      ],
      ['a field the call does not know', { ...BODY, fund: 3 }, 'Unrecognized key: "fund"'],
    ];
    it.each(cases)('%s', async (_name, body, message) => {
      const response = await calculate(body).expect(422);
      expect(response.body.statusCode).toBe(422);
      expect(response.body.code).toBe('PAI.UNPROCESSABLE');
      expect(response.body.message).toContain(message);
    });
  });
  it('reads the codes the inputs had before they were aligned with the dictionary as the dictionary codes (issue 21)', async () => {
    // T2-6b: 1,000,000 of 2,000,000 held, 40 % of its water recycled → value-weighted 40 %; T3-8 ratio 12.
    const body = (values: Record<string, number>) => ({
      quarters: [
        { date: '2025-12-31', allInvestments: 2_000_000, positions: [{ companyId: 1, value: 1_000_000 }] },
      ],
      companies: [{ id: 1, values }],
      indicators: ['T2-6b', 'T3-8'],
    });
    const values = async (v: Record<string, number>) =>
      ((await calculate(body(v)).expect(200)).body.data.indicators as Array<{ value: number | null }>).map(
        (i) => i.value,
      );
    expect(await values({ 'water.recycled_share': 40, 'soc.ceo_pay_ratio': 12 })).toEqual([40, 12]);
    expect(await values({ 'env.water_recycled_share': 40, 'gov.ceo_pay_ratio': 12 })).toEqual([40, 12]);
    // The dictionary code wins when a request gives both.
    expect(
      await values({ 'water.recycled_share': 40, 'env.water_recycled_share': 90, 'soc.ceo_pay_ratio': 12 }),
    ).toEqual([40, 12]);
  });
});
