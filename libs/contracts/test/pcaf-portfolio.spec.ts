import {
  pcafAggregateExplanation,
  pcafFormulaText,
  pcafInputAmount,
  pcafInputName,
  pcafCompanyData,
  pcafEstimateText,
  pcafPositionsFromPortfolio,
  pcafPositionsWithEstimates,
  pcafSovereignPositions,
  type PcafOutsidePosition,
  type PcafPosition,
  pcafScoreDistribution,
  type PcafCompanyValue,
  type PcafPositionResult,
  type PositionSet,
} from '../src';

/** The dictionary's names and units, as the published values bring them (metrics-core.json). */
const DICTIONARY: Record<string, [string, string]> = {
  'company.total_equity': ['Total equity', 'EUR'],
  'company.total_debt': ['Total debt', 'EUR'],
  'ghg.scope1': ['Scope 1 GHG emissions', 'tCO2e'],
  'ghg.scope2_location': ['Scope 2 GHG emissions, location-based', 'tCO2e'],
  're.value_at_origination': ['Property value at origination', 'EUR'],
  'vehicle.value_at_origination': ['Total value of the financed vehicles at origination', 'EUR'],
  'vehicle.scope1': ['Scope 1 emissions of the financed vehicles', 'tCO2e'],
  'vehicle.scope2': ['Scope 2 emissions of the financed vehicles', 'tCO2e'],
  'vehicle.pcaf_option': ["PCAF data-quality option of the vehicles' emissions", ''],
};

const v = (
  metricCode: string,
  value: unknown,
  quality: PcafCompanyValue['quality'] = 'reported',
  dataQualityScore: number | null = null,
): PcafCompanyValue => {
  const known = DICTIONARY[metricCode];
  return {
    metricCode,
    value,
    quality,
    dataQualityScore,
    ...(known ? { name: known[0], unit: known[1] } : {}),
  };
};

const set = (fundId: number, positions: PositionSet['positions']): PositionSet => ({
  fundId,
  date: '2025-12-31',
  currency: 'EUR',
  allInvestments: 100_000_000,
  positions,
  positionsTotal: positions.reduce((s, p) => s + p.value, 0),
  recordedAt: '2026-01-05T10:00:00Z',
  recordedBy: 2,
  version: 1,
});

describe('PCAF scorecard inputs from positions and published values', () => {
  const companies = [
    {
      companyId: 2,
      name: 'Northwind',
      period: '2025',
      values: [
        v('company.evic', 620_000_000),
        v('company.total_equity', 240_000_000),
        v('company.total_debt', 310_000_000),
        v('company.listed', false),
        v('ghg.scope1', 850, 'reported', 2),
        v('ghg.scope2_location', 1900, 'reported', 2),
        v('ghg.scope2_market', 300, 'reported', 3),
        v('ghg.scope3', 12_500, 'estimated', 4),
      ],
    },
    {
      companyId: 3,
      name: 'Atlas',
      period: '2025',
      values: [
        v('company.total_equity', -5_000_000),
        v('company.total_debt', 40_000_000),
        v('ghg.scope1', 12_000, 'audited'),
        v('ghg.scope2_location', 400, 'audited'),
      ],
    },
    { companyId: 4, name: 'Helios', period: null, values: [] },
  ];

  const funds = [
    {
      fundId: 1,
      name: 'Fund I',
      positions: set(1, [
        { companyId: 2, country: null, instrument: 'unlisted_equity', value: 55_000_000, outstanding: null },
        {
          companyId: 3,
          country: null,
          instrument: 'business_loan',
          value: 9_000_000,
          outstanding: 8_000_000,
        },
        {
          companyId: null,
          country: 'DE',
          instrument: 'sovereign_bond',
          value: 5_000_000,
          outstanding: 5_000_000,
        },
        { companyId: null, country: null, instrument: 'cash', value: 1_000_000, outstanding: null },
      ]),
    },
    {
      fundId: 2,
      name: 'Fund II',
      positions: set(2, [
        { companyId: 4, country: null, instrument: 'corporate_bond', value: 2_000_000, outstanding: null },
      ]),
    },
    { fundId: 3, name: 'Fund III (no positions that day)', positions: null },
  ];

  const mapped = pcafPositionsFromPortfolio(funds, companies);

  it('maps equity by the value held and debt by its outstanding amount, with the company balance sheet', () => {
    expect(mapped.positions).toEqual([
      {
        id: '1/2025-12-31/1',
        assetClass: 'unlisted-equity',
        outstanding: 55_000_000,
        fundId: '1',
        company: { evic: 620_000_000, totalEquity: 240_000_000, totalDebt: 310_000_000, listed: false },
        // Scope 2 market-based (300) over location-based (1900), as the PAI calculation reads it.
        emissions: { scope1: 850, scope2: 300, scope3: 12_500 },
        // The worse of the scores published with scope 1 (2) and the scope 2 used (3).
        dataQualityScore: 3,
      },
      {
        id: '1/2025-12-31/2',
        assetClass: 'business-loans',
        outstanding: 8_000_000,
        fundId: '1',
        company: { totalEquity: -5_000_000, totalDebt: 40_000_000 },
        emissions: { scope1: 12_000, scope2: 400 },
        // Audited emissions without a published score: PCAF option 1a (verified).
        dataQualityOption: '1a',
      },
      {
        id: '2/2025-12-31/1',
        assetClass: 'corporate-bonds',
        // No outstanding amount recorded for the bond: its value stands for it.
        outstanding: 2_000_000,
        fundId: '2',
        company: {},
      },
    ]);
  });

  it('lists sovereign bonds and cash apart with the reason, and says what each position was made of', () => {
    expect(mapped.outside.map((o) => [o.id, o.instrument, o.value])).toEqual([
      ['1/2025-12-31/3', 'sovereign_bond', 5_000_000],
      ['1/2025-12-31/4', 'cash', 1_000_000],
    ]);
    expect(mapped.outside[0].reason).toMatch(/PPP-adjusted GDP/);
    expect(mapped.rows.map((r) => [r.id, r.companyName, r.valuesPeriod])).toEqual([
      ['1/2025-12-31/1', 'Northwind', '2025'],
      ['1/2025-12-31/2', 'Atlas', '2025'],
      ['2/2025-12-31/1', 'Helios', null],
    ]);
    expect(mapped.rows[1].inputs).toEqual([
      'outstanding €8,000,000 (Business loan)',
      'Total equity −€5,000,000',
      'Total debt €40,000,000',
      'Scope 1 GHG emissions 12,000 tCO2e',
      'Scope 2 GHG emissions, location-based 400 tCO2e',
      'data quality option 1a: verified (audited) emissions',
    ]);
  });

  it("reads the investor's override instead of the published value and names the original (ADR 0184)", () => {
    const overridden = companies.map((c) =>
      c.companyId !== 2
        ? c
        : {
            ...c,
            values: c.values.map((value) =>
              value.metricCode === 'ghg.scope1'
                ? {
                    ...value,
                    value: 1234,
                    override: {
                      original: { value: 850, unit: 'tCO2e' },
                      reason: 'Fuel invoices show more',
                      byName: 'Grace Parker',
                      at: '2026-11-29T05:00:00.000Z',
                    },
                  }
                : value,
            ),
          },
    );
    const { positions, rows } = pcafPositionsFromPortfolio([funds[0]], overridden);
    // Scope 1 is the override (1234, not 850); scope 2 market-based as before: 1234 + 300 = 1534 t.
    expect(positions[0].emissions).toEqual({ scope1: 1234, scope2: 300, scope3: 12_500 });
    expect(rows[0].inputs).toContain('Scope 1 GHG emissions 1,234 tCO2e');
    expect(rows[0].inputs).toContain(
      'Scope 1 GHG emissions: your own value 1,234 tCO2e used instead of the company’s published 850 tCO2e (overridden by Grace Parker on 2026-11-29: Fuel invoices show more)',
    );
    // Atlas has no override: its inputs are unchanged.
    expect(rows[1].inputs).toEqual(mapped.rows[1].inputs);
  });

  it('gives estimated emissions without a score no data quality (the calculation excludes them)', () => {
    const { positions } = pcafPositionsFromPortfolio(
      [funds[1]],
      [
        {
          companyId: 4,
          name: 'Helios',
          period: '2025',
          values: [v('ghg.scope1', 10, 'estimated'), v('ghg.scope2_location', 5, 'reported')],
        },
      ],
    );
    expect(positions[0].emissions).toEqual({ scope1: 10, scope2: 5 });
    expect(positions[0].dataQualityScore).toBeUndefined();
    expect(positions[0].dataQualityOption).toBeUndefined();
  });
});

describe('the period a company’s PCAF inputs come from', () => {
  it('is the latest with scope 1 emissions, else the latest; its values come together', () => {
    const y2023 = [v('ghg.scope1', 900), v('company.evic', 1)];
    const y2024 = [v('ghg.scope1', 850), v('company.evic', 2)];
    const tcfd2025 = [v('tcfd.answer', 'Yes')];
    expect(
      pcafCompanyData(2, 'Northwind', [
        { period: '2023', values: y2023 },
        { period: '2025', values: tcfd2025 },
        { period: '2024', values: y2024 },
      ]),
    ).toEqual({ companyId: 2, name: 'Northwind', period: '2024', values: y2024 });
    expect(pcafCompanyData(4, null, [{ period: '2025', values: tcfd2025 }]).period).toBe('2025');
    expect(pcafCompanyData(4, null, [])).toEqual({ companyId: 4, name: null, period: null, values: [] });
  });
});

describe('slowly changing facts carried into the PCAF inputs (issue 21 finding 2, ADR 0095)', () => {
  // ESG 2025 publishes emissions but no balance sheet; the read model carried 2024's (one year old).
  const esg2025 = [v('ghg.scope1', 300), v('ghg.scope2_location', 100)];
  const carried = (metricCode: string, value: unknown): PcafCompanyValue => ({
    ...v(metricCode, value),
    carriedFrom: { period: '2024', ageYears: 1 },
  });
  const loan = (companyId: number) => [
    {
      fundId: 1,
      name: 'Fund I',
      positions: set(1, [
        { companyId, country: null, instrument: 'business_loan', value: 2_000_000, outstanding: 2_000_000 },
      ]),
    },
  ];

  it('keeps the company attributed by its balance sheet of 2024, marked carried in its inputs', () => {
    const company = pcafCompanyData(2, 'Northwind', [
      {
        period: '2025',
        values: esg2025,
        carried: [carried('company.total_equity', 150_000_000), carried('company.total_debt', 290_000_000)],
      },
    ]);
    expect(company.period).toBe('2025');
    const { positions, rows } = pcafPositionsFromPortfolio(loan(2), [company]);
    expect(positions[0].company).toEqual({ totalEquity: 150_000_000, totalDebt: 290_000_000 });
    expect(positions[0].emissions).toEqual({ scope1: 300, scope2: 100 });
    expect(rows[0].inputs).toEqual([
      'outstanding €2,000,000 (Business loan)',
      'Total equity €150,000,000 (carried from 2024, 1 year old)',
      'Total debt €290,000,000 (carried from 2024, 1 year old)',
      'Scope 1 GHG emissions 300 tCO2e',
      'Scope 2 GHG emissions, location-based 100 tCO2e',
      'data quality option 1b: reported, unverified emissions',
    ]);
  });

  it('says why a fact was not carried (an explicit "not available" is never replaced)', () => {
    const company = pcafCompanyData(2, 'Northwind', [
      {
        period: '2025',
        values: [...esg2025, v('company.total_equity', null)],
        notCarried: [
          {
            metricCode: 'company.total_equity',
            reason: 'reported as not available for 2025; an older value is not used in its place',
          },
        ],
      },
    ]);
    const { positions, rows } = pcafPositionsFromPortfolio(loan(2), [company]);
    expect(positions[0].company).toEqual({});
    expect(rows[0].inputs[1]).toBe(
      'Total equity not used: reported as not available for 2025; an older value is not used in its place',
    );
  });

  it('does not let a carried fact replace the period’s own value', () => {
    const company = pcafCompanyData(2, null, [
      {
        period: '2025',
        values: [...esg2025, v('company.total_debt', 300_000_000)],
        carried: [carried('company.total_debt', 290_000_000)],
      },
    ]);
    expect(company.values.filter((x) => x.metricCode === 'company.total_debt')).toEqual([
      v('company.total_debt', 300_000_000),
    ]);
  });
});

describe('real estate, motor vehicle loans and the answered PCAF option (issue 21, finding 4)', () => {
  const one = (instrument: PositionSet['positions'][number]['instrument'], values: PcafCompanyValue[]) =>
    pcafPositionsFromPortfolio(
      [
        {
          fundId: 1,
          name: 'Fund I',
          positions: set(1, [
            { companyId: 7, country: null, instrument, value: 900_000, outstanding: 800_000 },
          ]),
        },
      ],
      [{ companyId: 7, name: 'Asset', period: '2025', values }],
    );

  it('attributes a commercial property by its value at origination, a collected metric', () => {
    const { positions, rows } = one('commercial_real_estate', [
      v('re.value_at_origination', 2_000_000),
      v('ghg.scope1', 40, 'audited'),
      v('ghg.scope2_location', 60, 'audited'),
    ]);
    expect(positions[0]).toMatchObject({
      assetClass: 'commercial-real-estate',
      outstanding: 800_000,
      company: { propertyValueAtOrigination: 2_000_000 },
      emissions: { scope1: 40, scope2: 60 },
      dataQualityOption: '1a',
    });
    expect(rows[0].inputs[1]).toBe('Property value at origination €2,000,000');
  });

  it('reads a motor vehicle loan’s vehicles: their value at origination, emissions and PCAF option', () => {
    const { positions, rows } = one('motor_vehicle_loan', [
      v('vehicle.value_at_origination', 1_000_000),
      v('vehicle.scope1', 30),
      v('vehicle.scope2', 2),
      v('vehicle.pcaf_option', '2a'),
      // The borrower's own emissions are not the vehicles': not read for this loan.
      v('ghg.scope1', 5_000),
      v('ghg.scope2_location', 100),
    ]);
    expect(positions[0]).toMatchObject({
      assetClass: 'motor-vehicle-loans',
      company: { vehicleValueAtOrigination: 1_000_000 },
      emissions: { scope1: 30, scope2: 2 },
      dataQualityOption: '2a',
    });
    expect(rows[0].inputs).toEqual([
      'outstanding €800,000 (Motor vehicle loan)',
      'Total value of the financed vehicles at origination €1,000,000',
      'Scope 1 emissions of the financed vehicles 30 tCO2e',
      'Scope 2 emissions of the financed vehicles 2 tCO2e',
      "data quality option 2a as the company answered (PCAF data-quality option of the vehicles' emissions)",
    ]);
  });

  it('takes the option a company answered (pcaf.emissions_option) when no score was published with its emissions', () => {
    const { positions } = one('business_loan', [
      v('company.total_equity', 1),
      v('company.total_debt', 1),
      v('ghg.scope1', 10),
      v('ghg.scope2_location', 5),
      v('pcaf.emissions_option', '2b'),
    ]);
    expect(positions[0].dataQualityOption).toBe('2b');
    // A score published with the emissions still comes first.
    const scored = one('business_loan', [
      v('ghg.scope1', 10, 'reported', 3),
      v('ghg.scope2_location', 5, 'reported', 3),
      v('pcaf.emissions_option', '2b'),
    ]);
    expect(scored.positions[0]).toMatchObject({ dataQualityScore: 3 });
    expect(scored.positions[0].dataQualityOption).toBeUndefined();
  });

  it('passes the country figures’ PCAF Table 5-26 option to a sovereign bond', () => {
    const outside: PcafOutsidePosition[] = [
      {
        id: 'b',
        fundId: 1,
        fundName: 'Fund I',
        date: '2025-12-31',
        companyId: null,
        country: 'DE',
        instrument: 'sovereign_bond',
        value: 5,
        reason: '',
      },
    ];
    const { positions, rows } = pcafSovereignPositions(outside, {
      b: {
        pppAdjustedGdp: 100,
        productionEmissions: 10,
        dataQualityScore: 1,
        dataQualityOption: '1a',
      },
    });
    expect(positions[0]).toMatchObject({ dataQualityOption: '1a' });
    expect(positions[0].dataQualityScore).toBeUndefined();
    expect(rows[0].inputs).toContain(
      'entered on the scorecard: PCAF option 1a (data quality score 1, PCAF Table 5-26)',
    );
  });
});

describe('PCAF aggregates written out', () => {
  const result = (
    id: string,
    outstanding: number,
    financed: number | null,
    score: number | null,
  ): PcafPositionResult => ({
    id,
    assetClass: 'unlisted-equity',
    fundId: '1',
    outstanding,
    attributionFactor: financed === null ? null : 0.1,
    financedEmissions: financed,
    financedEmissionsScope3: null,
    dataQualityScore: score,
    dataQualityScoreScope3: null,
    emissionsBasis: financed === null ? null : 'reported',
    excluded: financed === null,
    exclusionReason: financed === null ? 'EVIC missing' : null,
    warnings: [],
    provenance: null,
  });
  const results = [result('a', 30, 100, 2), result('b', 10, 50, 4), result('c', 60, null, null)];

  it('distributes the included outstanding over the scores 1–5', () => {
    // Included: 30 at score 2, 10 at score 4 → 40 in all; c (excluded) is not weighted.
    expect(pcafScoreDistribution(results)).toEqual([
      { score: 1, outstanding: 0, share: 0 },
      { score: 2, outstanding: 30, share: 0.75 },
      { score: 3, outstanding: 0, share: 0 },
      { score: 4, outstanding: 10, share: 0.25 },
      { score: 5, outstanding: 0, share: 0 },
    ]);
    expect(pcafScoreDistribution([results[2]])[0].share).toBeNull();
  });

  it('names inputs and formulas in words, never by their codes', () => {
    expect(pcafInputName('company.total_equity', 'Total equity')).toBe('Total equity');
    // Without the dictionary's name (a fact that was not published): the code's last part in words.
    expect(pcafInputName('company.total_equity')).toBe('Total equity');
    expect(pcafInputAmount(150_000_000, 'EUR')).toBe('€150,000,000');
    expect(pcafInputAmount(1234.5, 'people')).toBe('1,234.5 people');
    expect(pcafFormulaText('pcaf.af.outstanding-over-evic.v1')).toBe(
      'Attribution factor = outstanding ÷ enterprise value including cash (EVIC), × the company’s emissions',
    );
    expect(pcafFormulaText('pcaf.financed-emissions-total.v1+pcaf.weighted-data-quality-score.v1')).toBe(
      'Financed emissions = the sum of the positions’ financed emissions; Data quality score weighted by the amounts outstanding',
    );
    expect(pcafFormulaText('pcaf.unknown.v9')).toBe('A PCAF formula');
  });

  it('writes the sum and the outstanding-weighted score with their terms', () => {
    // (30 × 2 + 10 × 4) / 40 = 100 / 40 = 2.5
    expect(pcafAggregateExplanation(results)).toEqual([
      'Financed emissions (scopes 1 + 2) = 100 + 50 = 150 tCO2e',
      'Weighted data quality = (€30 × 2 + €10 × 4) / €40 = 2.5',
      '1 position excluded, each with its reason: not counted as zero.',
    ]);
    expect(pcafAggregateExplanation([results[2]])).toEqual([
      'No position could be attributed (1 excluded): no figure, not zero.',
    ]);
  });
});

describe('estimates entered on the scorecard', () => {
  const reported: PcafPosition = {
    id: 'r',
    assetClass: 'unlisted-equity',
    outstanding: 10,
    company: { totalEquity: 50, totalDebt: 50 },
    emissions: { scope1: 1, scope2: 1 },
    dataQualityScore: 2,
  };
  const silent: PcafPosition = {
    id: 's',
    assetClass: 'unlisted-equity',
    outstanding: 10,
    company: { totalEquity: 50, totalDebt: 50 },
    dataQualityScore: 2,
  };
  const entry = {
    estimate: { basis: 'revenue' as const, revenue: 40_000_000, sectorFactor: 0.0001 },
    dataQualityOption: '3a' as const,
  };

  it('go only to positions without published emissions, their option replacing any published score', () => {
    const [r, s] = pcafPositionsWithEstimates([reported, silent], { r: entry, s: entry });
    expect(r).toBe(reported);
    expect(s).toEqual({
      id: 's',
      assetClass: 'unlisted-equity',
      outstanding: 10,
      company: { totalEquity: 50, totalDebt: 50 },
      estimate: entry.estimate,
      dataQualityOption: '3a',
    });
    expect(pcafPositionsWithEstimates([silent], {})).toEqual([silent]);
  });

  it('read in words for how the figure was made', () => {
    expect(pcafEstimateText(entry)).toBe(
      'estimate entered on the scorecard: revenue €40,000,000 × sector factor 0.0001 tCO2e per EUR, PCAF option 3a',
    );
    expect(
      pcafEstimateText({
        estimate: { basis: 'physical-activity', activity: 1_200, activityUnit: 'MWh', emissionFactor: 0.2 },
        dataQualityOption: '2a',
      }),
    ).toBe('estimate entered on the scorecard: 1,200 MWh × 0.2 tCO2e per MWh, PCAF option 2a');
  });
});

describe('sovereign bonds with their country’s figures entered on the scorecard', () => {
  const bond: PcafOutsidePosition = {
    id: '1/2025-12-31/3',
    fundId: 1,
    fundName: 'Fund I',
    date: '2025-12-31',
    companyId: null,
    country: 'DE',
    instrument: 'sovereign_bond',
    value: 5_000_000,
    reason: 'outside',
  };
  const cash: PcafOutsidePosition = { ...bond, id: '1/2025-12-31/4', country: null, instrument: 'cash' };
  const entry = { pppAdjustedGdp: 4_000_000_000_000, productionEmissions: 600_000_000, dataQualityScore: 4 };

  it('become sovereign-debt positions, the others stay outside', () => {
    const { positions, rows } = pcafSovereignPositions([bond, cash], { [bond.id]: entry, [cash.id]: entry });
    expect(positions).toEqual([
      {
        id: '1/2025-12-31/3',
        assetClass: 'sovereign-debt',
        outstanding: 5_000_000,
        fundId: '1',
        company: {},
        sovereign: { country: 'DE', pppAdjustedGdp: 4_000_000_000_000, productionEmissions: 600_000_000 },
        dataQualityScore: 4,
      },
    ]);
    expect(rows).toEqual([
      expect.objectContaining({
        id: '1/2025-12-31/3',
        companyId: null,
        companyName: 'Sovereign bond (DE)',
        assetClass: 'sovereign-debt',
        inputs: [
          'outstanding = value held €5,000,000 (Sovereign bond)',
          'entered on the scorecard: PPP-adjusted GDP of DE €4,000,000,000,000',
          'entered on the scorecard: production emissions of DE excluding LULUCF 600,000,000 tCO2e',
          'entered on the scorecard: data quality score 4',
        ],
      }),
    ]);
    expect(pcafSovereignPositions([bond], {})).toEqual({ positions: [], rows: [] });
  });

  it('say where saved figures come from and who saved them (ADR 0083)', () => {
    const saved = { ...entry, source: 'UNFCCC 2024', saved: 'figures of DE for 2025 saved by Grace Parker' };
    expect(pcafSovereignPositions([bond], { [bond.id]: saved }).rows[0].inputs.slice(-2)).toEqual([
      'source of the figures: UNFCCC 2024',
      'figures of DE for 2025 saved by Grace Parker',
    ]);
  });
});
