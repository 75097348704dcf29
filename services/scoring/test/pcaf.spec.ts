import type { PcafPosition } from '@esg/contracts';
import { PCAF_FORMULA_NAMES, pcafAssetClassSchema, pcafFormulaText } from '@esg/contracts';

import { calculatePcaf, financedEmissionsOf, PCAF_FORMULAS } from '../src/domain/pcaf/financed-emissions';
import { pcafReference } from '../src/infrastructure/reference-files';

const AT = '2026-01-01T00:00:00.000Z';
const reference = pcafReference();
const one = (position: PcafPosition) => financedEmissionsOf(position, reference, AT);
const emissions = { scope1: 1_200, scope2: 300 }; // 1,500 tCO2e of scopes 1 and 2

describe('PCAF expressions in words a user reads', () => {
  it('tonnes with at most two decimals from 100 up, the attribution factor exact', () => {
    // AF = 1,000,000 / 3,000,000 = 0.333333…; financed = 0.333333… × 25,196.59 = 8,398.863333… tCO2e
    const r = one({
      id: 'eq',
      assetClass: 'listed-equity',
      outstanding: 1_000_000,
      company: { evic: 3_000_000 },
      emissions: { scope1: 25_000.5, scope2: 196.09 },
      dataQualityOption: '1b',
    });
    expect(r.financedEmissions).toBeCloseTo(8398.863333, 5);
    expect(r.provenance?.expression).toContain('= 0.333333 × 25,196.59 = 8,398.86 tCO2e');
    expect(r.provenance?.expression).not.toMatch(/8,398\.8633/);
  });

  it('small tonnes keep four significant figures', () => {
    // AF = 1,000 / 1,000,000 = 0.001; financed = 0.001 × 70.92 = 0.07092 tCO2e
    const r = one({
      id: 'eq',
      assetClass: 'listed-equity',
      outstanding: 1_000,
      company: { evic: 1_000_000 },
      emissions: { scope1: 70, scope2: 0.92 },
      dataQualityOption: '1b',
    });
    expect(r.provenance?.expression).toContain('= 0.001 × 70.92 = 0.07092 tCO2e');
  });
});

describe('PCAF attribution factors by asset class', () => {
  it('listed equity: outstanding / EVIC', () => {
    // AF = 2,000,000 / 80,000,000 = 0.025; financed = 0.025 × 1,500 = 37.5 tCO2e
    const r = one({
      id: 'eq',
      assetClass: 'listed-equity',
      outstanding: 2_000_000,
      company: { evic: 80_000_000 },
      emissions,
      dataQualityOption: '1b',
    });
    expect(r).toMatchObject({
      attributionFactor: 0.025,
      financedEmissions: 37.5,
      dataQualityScore: 2,
      excluded: false,
      emissionsBasis: 'reported',
    });
    expect(r.provenance?.expression).toContain('AF = outstanding €2,000,000 / EVIC €80,000,000 = 0.025');
    // Figures as a user reads them (issue 29): thousands separated.
    expect(r.provenance?.expression).toContain('emissions scope 1 1,200 + scope 2 300 = 1,500 tCO2e');
    expect(pcafFormulaText(r.provenance!.formula)).toMatch(
      /^Attribution factor = outstanding ÷ enterprise value/,
    );
  });

  it('has a name in words for every formula it uses (the "How it was made" dialog shows it)', () => {
    for (const formula of Object.values(PCAF_FORMULAS))
      expect([formula, PCAF_FORMULA_NAMES[formula]]).toEqual([formula, expect.any(String)]);
  });

  it('corporate bonds: EVIC for a listed issuer, equity + debt for a private one', () => {
    // AF = 1,000,000 / 40,000,000 = 0.025 -> 37.5 tCO2e
    expect(
      one({
        id: 'b1',
        assetClass: 'corporate-bonds',
        outstanding: 1_000_000,
        company: { evic: 40_000_000 },
        emissions,
        dataQualityScore: 1,
      }),
    ).toMatchObject({
      attributionFactor: 0.025,
      financedEmissions: 37.5,
    });
    // private issuer: AF = 1,000,000 / (15,000,000 + 5,000,000) = 0.05 -> 75 tCO2e
    expect(
      one({
        id: 'b2',
        assetClass: 'corporate-bonds',
        outstanding: 1_000_000,
        company: { listed: false, totalEquity: 15_000_000, totalDebt: 5_000_000 },
        emissions,
        dataQualityScore: 2,
      }),
    ).toMatchObject({ attributionFactor: 0.05, financedEmissions: 75 });
  });

  it('business loans and unlisted equity: outstanding / (total equity + total debt)', () => {
    // AF = 3,000,000 / (10,000,000 + 20,000,000) = 0.1 -> 150 tCO2e; scope 3 0.1 × 4,000 = 400
    expect(
      one({
        id: 'loan',
        assetClass: 'business-loans',
        outstanding: 3_000_000,
        company: { totalEquity: 10_000_000, totalDebt: 20_000_000 },
        emissions: { ...emissions, scope3: 4_000 },
        dataQualityOption: '2a',
      }),
    ).toMatchObject({
      attributionFactor: 0.1,
      financedEmissions: 150,
      financedEmissionsScope3: 400,
      dataQualityScore: 2,
    });
    // AF = 500,000 / (4,000,000 + 1,000,000) = 0.1 -> 150
    expect(
      one({
        id: 'pe',
        assetClass: 'unlisted-equity',
        outstanding: 500_000,
        company: { totalEquity: 4_000_000, totalDebt: 1_000_000 },
        emissions,
        dataQualityOption: '3a',
      }),
    ).toMatchObject({ attributionFactor: 0.1, financedEmissions: 150, dataQualityScore: 4 });
    // a loan to a listed company is attributed by EVIC: 3,000,000 / 60,000,000 = 0.05 -> 75
    expect(
      one({
        id: 'l2',
        assetClass: 'business-loans',
        outstanding: 3_000_000,
        company: { listed: true, evic: 60_000_000 },
        emissions,
        dataQualityScore: 3,
      }),
    ).toMatchObject({
      attributionFactor: 0.05,
      financedEmissions: 75,
    });
  });

  it('floors negative equity at 0, so the debt carries every emission', () => {
    // AF = 2,000,000 / (max(-5,000,000, 0) + 8,000,000) = 0.25 -> 375 tCO2e
    const r = one({
      id: 'neg',
      assetClass: 'business-loans',
      outstanding: 2_000_000,
      company: { totalEquity: -5_000_000, totalDebt: 8_000_000 },
      emissions,
      dataQualityScore: 2,
    });
    expect(r).toMatchObject({ attributionFactor: 0.25, financedEmissions: 375 });
    expect(r.warnings).toContain(
      'Negative total equity −€5,000,000 set to 0 (PCAF): the debt carries all emissions',
    );
  });

  it('falls back on total assets when equity or debt is not known', () => {
    // AF = 1,000,000 / 50,000,000 = 0.02 -> 30 tCO2e
    expect(
      one({
        id: 'ta',
        assetClass: 'unlisted-equity',
        outstanding: 1_000_000,
        company: { totalAssets: 50_000_000 },
        emissions,
        dataQualityScore: 3,
      }),
    ).toMatchObject({
      attributionFactor: 0.02,
      financedEmissions: 30,
    });
  });

  it('project finance: outstanding / (project equity + debt)', () => {
    // AF = 6,000,000 / (2,000,000 + 18,000,000) = 0.3 -> 450 tCO2e
    expect(
      one({
        id: 'pf',
        assetClass: 'project-finance',
        outstanding: 6_000_000,
        company: { totalEquity: 2_000_000, totalDebt: 18_000_000 },
        emissions,
        dataQualityOption: '1a',
      }),
    ).toMatchObject({ attributionFactor: 0.3, financedEmissions: 450, dataQualityScore: 1 });
  });

  it('commercial real estate and mortgages: outstanding / property value at origination', () => {
    // AF = 4,000,000 / 10,000,000 = 0.4; building 80 + 45 = 125 tCO2e -> 50 tCO2e; CRE option 2a scores 3
    expect(
      one({
        id: 'cre',
        assetClass: 'commercial-real-estate',
        outstanding: 4_000_000,
        company: { propertyValueAtOrigination: 10_000_000 },
        emissions: { scope1: 80, scope2: 45 },
        dataQualityOption: '2a',
      }),
    ).toMatchObject({ attributionFactor: 0.4, financedEmissions: 50, dataQualityScore: 3 });
    // AF = 240,000 / 300,000 = 0.8; home 2.1 + 1.4 = 3.5 tCO2e -> 2.8 tCO2e; mortgages follow the CRE table, 2b scores 4
    const mortgage = one({
      id: 'm',
      assetClass: 'mortgages',
      outstanding: 240_000,
      company: { propertyValueAtOrigination: 300_000 },
      emissions: { scope1: 2.1, scope2: 1.4 },
      dataQualityOption: '2b',
    });
    expect(mortgage.attributionFactor).toBeCloseTo(0.8, 12);
    expect(mortgage.financedEmissions).toBeCloseTo(2.8, 12);
    expect(mortgage.dataQualityScore).toBe(4);
  });

  it('estimates emissions from physical activity or revenue', () => {
    // 40,000 MWh × 0.2 tCO2e/MWh = 8,000 tCO2e; AF 0.025 -> 200 tCO2e
    expect(
      one({
        id: 'phys',
        assetClass: 'listed-equity',
        outstanding: 1_000_000,
        company: { evic: 40_000_000 },
        estimate: { basis: 'physical-activity', activity: 40_000, activityUnit: 'MWh', emissionFactor: 0.2 },
        dataQualityOption: '2a',
      }),
    ).toMatchObject({
      financedEmissions: 200,
      emissionsBasis: 'physical-activity',
      dataQualityScore: 2,
      financedEmissionsScope3: null,
    });
    // revenue 25,000,000 × 0.00012 tCO2e/EUR = 3,000 tCO2e; AF 0.025 -> 75 tCO2e
    const revenue = one({
      id: 'rev',
      assetClass: 'listed-equity',
      outstanding: 1_000_000,
      company: { evic: 40_000_000 },
      estimate: { basis: 'revenue', revenue: 25_000_000, sectorFactor: 0.00012 },
      dataQualityOption: '3a',
    });
    expect(revenue.financedEmissions).toBeCloseTo(75, 9);
    expect(revenue).toMatchObject({ emissionsBasis: 'revenue', dataQualityScore: 4 });
  });

  it('attributes an estimate’s scope 3 where a scope 3 factor is given (saved estimates, ADR 0083)', () => {
    // revenue 25,000,000 × 0.0004 tCO2e/EUR = 10,000 tCO2e scope 3; AF 0.025 -> 250 tCO2e, scored as option 3a (4)
    const revenue = one({
      id: 'rev3',
      assetClass: 'listed-equity',
      outstanding: 1_000_000,
      company: { evic: 40_000_000 },
      estimate: { basis: 'revenue', revenue: 25_000_000, sectorFactor: 0.00012, scope3Factor: 0.0004 },
      dataQualityOption: '3a',
      dataQualityScoreScope3: 4,
    });
    expect(revenue.financedEmissions).toBeCloseTo(75, 9);
    expect(revenue.financedEmissionsScope3).toBeCloseTo(250, 9);
    expect(revenue).toMatchObject({ dataQualityScore: 4, dataQualityScoreScope3: 4, warnings: [] });
  });
});

describe('PCAF exclusions: missing inputs are never zero', () => {
  const excluded = (position: PcafPosition) => {
    const r = one(position);
    expect(r).toMatchObject({
      excluded: true,
      attributionFactor: null,
      financedEmissions: null,
      dataQualityScore: null,
    });
    return r.exclusionReason;
  };

  it('excludes listed equity without EVIC', () => {
    expect(
      excluded({
        id: 'x',
        assetClass: 'listed-equity',
        outstanding: 1,
        company: {},
        emissions,
        dataQualityScore: 1,
      }),
    ).toBe('EVIC missing: the attribution factor of a listed company needs its EVIC');
  });

  it('excludes a zero denominator, missing balance sheet, property value, emissions or score', () => {
    expect(
      excluded({
        id: 'x',
        assetClass: 'listed-equity',
        outstanding: 1,
        company: { evic: 0 },
        emissions,
        dataQualityScore: 1,
      }),
    ).toMatch(/EVIC is 0/);
    expect(
      excluded({
        id: 'x',
        assetClass: 'business-loans',
        outstanding: 1,
        company: { totalEquity: 5 },
        emissions,
        dataQualityScore: 1,
      }),
    ).toBe(
      'Total debt missing (and no total assets to fall back on): the attribution factor cannot be computed',
    );
    expect(
      excluded({
        id: 'x',
        assetClass: 'business-loans',
        outstanding: 1,
        company: { totalEquity: -10, totalDebt: 0 },
        emissions,
        dataQualityScore: 1,
      }),
    ).toMatch(/total equity \+ debt is 0/);
    expect(
      excluded({
        id: 'x',
        assetClass: 'mortgages',
        outstanding: 1,
        company: {},
        emissions,
        dataQualityScore: 1,
      }),
    ).toMatch(/propertyValueAtOrigination missing/);
    expect(
      excluded({
        id: 'x',
        assetClass: 'listed-equity',
        outstanding: 1,
        company: { evic: 10 },
        dataQualityScore: 1,
      }),
    ).toMatch(/no emissions/);
    expect(
      excluded({ id: 'x', assetClass: 'listed-equity', outstanding: 1, company: { evic: 10 }, emissions }),
    ).toMatch(/no data-quality score/);
    expect(
      excluded({
        id: 'x',
        assetClass: 'listed-equity',
        outstanding: 1,
        company: { evic: 10 },
        emissions,
        dataQualityOption: '1b',
        dataQualityScore: 4,
      }),
    ).toBe('data-quality score 4 contradicts option 1b, which PCAF Table 5-3 scores 2');
    expect(
      excluded({
        id: 'x',
        assetClass: 'mortgages',
        outstanding: 1,
        company: { propertyValueAtOrigination: 10 },
        emissions,
        dataQualityOption: '3a',
      }),
    ).toMatch(/option 3a is not in PCAF Table 5-15/);
  });
});

describe('PCAF portfolio, funds and the outstanding-weighted data-quality score', () => {
  it('reproduces the Box 8 example of the PCAF Standard (business loans 3.03, oil & gas 3.53)', () => {
    // pcaf.json weighted_data_quality_score.box8_example: outstanding and score per company.
    const rows: Array<[string, string, number, number]> = [
      ['A', 'oil-gas', 522_425, 3],
      ['B', 'oil-gas', 187_449, 5],
      ['C', 'cattle', 82_778, 1],
      ['D', 'cattle', 108_997, 1],
      ['E', 'cattle', 67_556, 2],
      ['F', 'cattle', 54_762, 5],
    ];
    const result = calculatePcaf(
      rows.map(([id, fundId, outstanding, score]) => ({
        id,
        fundId,
        assetClass: 'business-loans',
        outstanding,
        company: { totalEquity: 5_000_000, totalDebt: 5_000_000 },
        emissions,
        dataQualityScore: score,
      })),
      reference,
      AT,
    );
    // (522,425×3 + 187,449×5 + 82,778×1 + 108,997×1 + 67,556×2 + 54,762×5) / 1,023,967 = 3,105,217 / 1,023,967 = 3.0325…
    expect(result.weightedDataQualityScore).toBeCloseTo(3_105_217 / 1_023_967, 12);
    expect(result.weightedDataQualityScore!.toFixed(2)).toBe('3.03');
    const oilGas = result.funds.find((f) => f.fundId === 'oil-gas')!;
    // (522,425×3 + 187,449×5) / 709,874 = 2,504,520 / 709,874 = 3.5281…
    expect(oilGas.weightedDataQualityScore).toBeCloseTo(2_504_520 / 709_874, 12);
    expect(oilGas.weightedDataQualityScore!.toFixed(2)).toBe('3.53');
  });

  it('totals per fund, asset class and portfolio over the included positions only', () => {
    const result = calculatePcaf(
      [
        // AF 0.025 × 1,500 = 37.5 tCO2e, score 2, outstanding 2,000,000
        {
          id: 'eq',
          fundId: 'F1',
          assetClass: 'listed-equity',
          outstanding: 2_000_000,
          company: { evic: 80_000_000 },
          emissions,
          dataQualityOption: '1b',
        },
        // AF 0.1 × 1,500 = 150 tCO2e, scope 3 0.1 × 4,000 = 400, score 4, outstanding 3,000,000
        {
          id: 'loan',
          fundId: 'F1',
          assetClass: 'business-loans',
          outstanding: 3_000_000,
          company: { totalEquity: 10_000_000, totalDebt: 20_000_000 },
          emissions: { ...emissions, scope3: 4_000 },
          dataQualityScore: 4,
        },
        // AF 0.4 × 125 = 50 tCO2e, score 1, outstanding 4,000,000
        {
          id: 'cre',
          fundId: 'F2',
          assetClass: 'commercial-real-estate',
          outstanding: 4_000_000,
          company: { propertyValueAtOrigination: 10_000_000 },
          emissions: { scope1: 80, scope2: 45 },
          dataQualityOption: '1a',
        },
        // excluded: no EVIC
        {
          id: 'gap',
          fundId: 'F2',
          assetClass: 'listed-equity',
          outstanding: 9_000_000,
          company: {},
          emissions,
          dataQualityScore: 1,
        },
      ],
      reference,
      AT,
    );
    // 37.5 + 150 + 50 = 237.5 tCO2e
    expect(result.totalFinancedEmissions).toBeCloseTo(237.5, 12);
    expect(result.totalFinancedEmissionsScope3).toBe(400);
    // (2,000,000×2 + 3,000,000×4 + 4,000,000×1) / 9,000,000 = 20,000,000 / 9,000,000 = 2.2222…
    expect(result.weightedDataQualityScore).toBeCloseTo(20 / 9, 12);
    expect(result.exclusions).toEqual([
      { id: 'gap', reason: 'EVIC missing: the attribution factor of a listed company needs its EVIC' },
    ]);
    expect(result.portfolio).toMatchObject({
      positions: 4,
      excluded: 1,
      outstandingIncluded: 9_000_000,
      outstandingTotal: 18_000_000,
    });
    expect(result.funds).toEqual([
      // (2,000,000×2 + 3,000,000×4) / 5,000,000 = 3.2
      expect.objectContaining({
        fundId: 'F1',
        financedEmissions: 187.5,
        weightedDataQualityScore: 3.2,
        excluded: 0,
      }),
      expect.objectContaining({
        fundId: 'F2',
        financedEmissions: 50,
        weightedDataQualityScore: 1,
        excluded: 1,
      }),
    ]);
    expect(result.assetClasses.map((a) => a.assetClass)).toEqual([
      'listed-equity',
      'business-loans',
      'commercial-real-estate',
    ]);
  });

  it('gives no weighted score, not NaN, when nothing can be included', () => {
    const result = calculatePcaf(
      [
        {
          id: 'gap',
          assetClass: 'listed-equity',
          outstanding: 5,
          company: {},
          emissions,
          dataQualityScore: 1,
        },
      ],
      reference,
      AT,
    );
    expect(result).toMatchObject({ totalFinancedEmissions: 0, weightedDataQualityScore: null });
    expect(JSON.stringify(result)).not.toMatch(/NaN|Infinity/);
  });

  it('reads a data-quality table from pcaf.json for every asset class', () => {
    for (const assetClass of pcafAssetClassSchema.options)
      expect(reference.tables[assetClass].length).toBeGreaterThanOrEqual(5);
    // Issue 21 (finding 4): the sovereign table, PCAF Table 5-26, is now in pcaf.json (it was "not extracted", so
    // this expectation said "no options" before). Options 1a, 1b, 2a, 3a, 3b score 1 to 5.
    expect(reference.tables['sovereign-debt'].map((r) => [r.option, r.score])).toEqual([
      ['1a', 1],
      ['1b', 2],
      ['2a', 3],
      ['3a', 4],
      ['3b', 5],
    ]);
    expect(reference.tableNames['sovereign-debt']).toBe('Table 5-26');
    // Motor vehicle loans, PCAF Table 5-16 (1a and 1b both score 1: the table's Score 1 row, and the prose).
    expect(reference.tables['motor-vehicle-loans'].map((r) => [r.option, r.score])).toEqual([
      ['1a', 1],
      ['1b', 1],
      ['2a', 2],
      ['2b', 3],
      ['3a', 4],
      ['3b', 5],
    ]);
    expect(reference.tables['listed-equity'].map((r) => [r.option, r.score])).toEqual([
      ['1a', 1],
      ['1b', 2],
      ['2a', 2],
      ['2b', 3],
      ['3a', 4],
      ['3b', 5],
      ['3c', 5],
    ]);
    expect(reference.tables.mortgages).toEqual(reference.tables['commercial-real-estate']);
  });
});

describe('PCAF sovereign debt (chapter 5.7): outstanding / PPP-adjusted GDP × production emissions', () => {
  const bond = {
    id: 'gov',
    assetClass: 'sovereign-debt' as const,
    outstanding: 50_000_000,
    company: {},
    sovereign: {
      country: 'DE',
      pppAdjustedGdp: 2_000_000_000_000,
      productionEmissions: 400_000_000,
      productionEmissionsInclLulucf: 380_000_000,
    },
    dataQualityScore: 4,
  };

  it('attributes by PPP-adjusted GDP, production emissions excluding LULUCF, including LULUCF beside', () => {
    // AF = 50,000,000 / 2,000,000,000,000 = 0.000025; financed = 0.000025 × 400,000,000 = 10,000 tCO2e;
    // including LULUCF: 0.000025 × 380,000,000 = 9,500 tCO2e (shown in how it was made).
    const r = one(bond);
    expect(r.attributionFactor).toBeCloseTo(0.000025, 15);
    expect(r.financedEmissions).toBeCloseTo(10_000, 6);
    expect(r).toMatchObject({
      dataQualityScore: 4,
      dataQualityScoreScope3: null,
      emissionsBasis: 'sovereign-production',
      excluded: false,
    });
    expect(r.provenance?.formula).toBe('pcaf.af.outstanding-over-ppp-adjusted-gdp.v1');
    expect(r.provenance?.expression).toContain('PPP-adjusted GDP 2,000,000,000,000 of DE');
    expect(r.provenance?.expression).toContain(
      'production emissions of DE excluding LULUCF 400,000,000 tCO2e',
    );
    expect(r.provenance?.expression).toMatch(
      /including LULUCF financed = 0.000025 × 380,000,000 = 9,500 tCO2e/,
    );
  });

  it('is excluded with the reason without the country figures or with a zero GDP', () => {
    expect(one({ ...bond, sovereign: undefined }).exclusionReason).toBe(
      "sovereign missing: sovereign debt is attributed by the country's PPP-adjusted GDP and production emissions",
    );
    expect(one({ ...bond, sovereign: { ...bond.sovereign, pppAdjustedGdp: 0 } }).exclusionReason).toBe(
      'PPP-adjusted GDP of DE is 0: the attribution factor cannot be computed',
    );
  });

  it('scores option 1a by PCAF Table 5-26 (verified emissions of the country: score 1), not excluded', () => {
    // Before issue 21 the sovereign table was not in pcaf.json and this position was excluded ("option 1a is
    // not in PCAF chapter 5.7"); PCAF Table 5-26 now scores it.
    const option = one({ ...bond, dataQualityScore: undefined, dataQualityOption: '1a' });
    expect(option).toMatchObject({ excluded: false, dataQualityScore: 1 });
    expect(option.provenance?.expression).toContain(
      'data quality 1 (option 1a (Option 1: Reported emissions), PCAF Table 5-26)',
    );
    expect(one({ ...bond, dataQualityScore: undefined, dataQualityOption: '3b' }).dataQualityScore).toBe(5);
    // 2b is not an option of the sovereign table.
    expect(one({ ...bond, dataQualityScore: undefined, dataQualityOption: '2b' }).exclusionReason).toBe(
      'data-quality option 2b is not in PCAF Table 5-26 for this asset class (options 1a, 1b, 2a, 3a, 3b)',
    );
  });

  it('reports the financed emissions including LULUCF as a number beside those excluding it (PCAF 5.7)', () => {
    // 0.000025 × 380,000,000 = 9,500 tCO2e including LULUCF, beside 10,000 excluding it.
    const r = one(bond);
    expect(r.financedEmissionsInclLulucf).toBeCloseTo(9_500, 6);
    expect(
      one({ ...bond, sovereign: { ...bond.sovereign, productionEmissionsInclLulucf: undefined } }),
    ).toMatchObject({
      financedEmissionsInclLulucf: null,
    });
    // A second bond: 20,000,000 of FR, PPP-adjusted GDP 4,000,000,000,000 → AF 0.000005; 300,000,000 excl.
    // (1,500 t) and 250,000,000 incl. LULUCF (1,250 t). Totals: excl. 11,500; incl. 9,500 + 1,250 = 10,750.
    const fr = {
      ...bond,
      id: 'gov-fr',
      outstanding: 20_000_000,
      sovereign: {
        country: 'FR',
        pppAdjustedGdp: 4_000_000_000_000,
        productionEmissions: 300_000_000,
        productionEmissionsInclLulucf: 250_000_000,
      },
    };
    const result = calculatePcaf([bond, fr], reference, AT);
    expect(result.totalFinancedEmissions).toBeCloseTo(11_500, 6);
    expect(result.portfolio.financedEmissionsInclLulucf).toBeCloseTo(10_750, 6);
    expect(result.assetClasses[0].financedEmissionsInclLulucf).toBeCloseTo(10_750, 6);
    // One sovereign without the figure: no total including LULUCF (it would not be comparable), never a part.
    const partial = calculatePcaf(
      [bond, { ...fr, sovereign: { ...fr.sovereign, productionEmissionsInclLulucf: undefined } }],
      reference,
      AT,
    );
    expect(partial.portfolio.financedEmissionsInclLulucf).toBeNull();
    // Without sovereign debt the field is absent: nothing changes for other asset classes.
    expect(
      'financedEmissionsInclLulucf' in one({ ...bond, assetClass: 'listed-equity', company: { evic: 1 } }),
    ).toBe(false);
  });
});

describe('PCAF motor vehicle loans (chapter 5.6): outstanding / value at origination × vehicle emissions', () => {
  const loan = {
    id: 'car',
    assetClass: 'motor-vehicle-loans' as const,
    outstanding: 24_000,
    company: { vehicleValueAtOrigination: 40_000 },
    emissions: { scope1: 3, scope2: 0 },
    dataQualityOption: '1a' as const,
  };

  it('attributes by the value at origination and scores the option by PCAF Table 5-16', () => {
    // AF = 24,000 / 40,000 = 0.6; financed = 0.6 × 3 = 1.8 tCO2e; option 1a (actual fuel consumption): score 1.
    const r = one(loan);
    expect(r).toMatchObject({ attributionFactor: 0.6, dataQualityScore: 1, excluded: false, warnings: [] });
    expect(r.financedEmissions).toBeCloseTo(1.8, 12);
    expect(r.provenance?.formula).toBe('pcaf.af.outstanding-over-vehicle-value-at-origination.v1');
    // Option 3a (vehicle type known only): score 4.
    expect(one({ ...loan, dataQualityOption: '3a' }).dataQualityScore).toBe(4);
  });

  it('attributes 100 % when the value at origination is unknown, and says so', () => {
    // PCAF 5.6: "If the value at origination is unknown, assume 100% attribution": 1 × 3 = 3 tCO2e.
    const r = one({ ...loan, company: {} });
    expect(r).toMatchObject({ attributionFactor: 1, financedEmissions: 3 });
    expect(r.provenance?.formula).toBe('pcaf.af.full-attribution-vehicle-value-unknown.v1');
    expect(r.warnings).toEqual([
      'The vehicle’s total value at origination is unknown: all its emissions are attributed (PCAF 5.6)',
    ]);
  });

  it('estimates emissions from distance travelled × a factor per km (physical activity, option 2b)', () => {
    // 15,000 km × 0.00017 tCO2e/km = 2.55 tCO2e; × 0.6 = 1.53 tCO2e; option 2b (regional statistics): score 3.
    const r = one({
      ...loan,
      emissions: undefined,
      estimate: { basis: 'physical-activity', activity: 15_000, activityUnit: 'km', emissionFactor: 0.00017 },
      dataQualityOption: '2b',
    });
    expect(r.financedEmissions).toBeCloseTo(1.53, 12);
    expect(r).toMatchObject({ emissionsBasis: 'physical-activity', dataQualityScore: 3 });
  });
});

describe('PCAF scope 3 data quality, reported apart from scopes 1 and 2 (chapter 6)', () => {
  it('weights the scope 3 scores over the positions with scope 3 emissions only', () => {
    // A: 1,000,000 outstanding, scopes 1+2 score 2, scope 3 score 4.
    // B: 3,000,000 outstanding, scopes 1+2 score 1, scope 3 score 5.
    // C: 4,000,000 outstanding, score 3, no scope 3 emissions: in the scope 1+2 weighting only.
    // Scopes 1+2: (1,000,000 × 2 + 3,000,000 × 1 + 4,000,000 × 3) / 8,000,000 = 17,000,000 / 8,000,000 = 2.125
    // Scope 3:    (1,000,000 × 4 + 3,000,000 × 5) / 4,000,000 = 19,000,000 / 4,000,000 = 4.75
    const result = calculatePcaf(
      [
        {
          id: 'A',
          assetClass: 'listed-equity',
          outstanding: 1_000_000,
          company: { evic: 10_000_000 },
          emissions: { scope1: 100, scope2: 0, scope3: 1_000 },
          dataQualityScore: 2,
          dataQualityScoreScope3: 4,
        },
        {
          id: 'B',
          assetClass: 'listed-equity',
          outstanding: 3_000_000,
          company: { evic: 10_000_000 },
          emissions: { scope1: 100, scope2: 0, scope3: 1_000 },
          dataQualityScore: 1,
          dataQualityScoreScope3: 5,
        },
        {
          id: 'C',
          assetClass: 'listed-equity',
          outstanding: 4_000_000,
          company: { evic: 10_000_000 },
          emissions: { scope1: 100, scope2: 0 },
          dataQualityScore: 3,
        },
      ],
      reference,
      AT,
    );
    expect(result.weightedDataQualityScore).toBe(2.125);
    expect(result.weightedDataQualityScoreScope3).toBe(4.75);
    expect(result.positions.map((p) => p.dataQualityScoreScope3)).toEqual([4, 5, null]);
    // Scope 3 financed: 0.1 × 1,000 + 0.3 × 1,000 = 400 tCO2e
    expect(result.totalFinancedEmissionsScope3).toBeCloseTo(400, 9);
    expect(result.provenance.expression).toContain(
      'scope 3 weighted data quality (positions with scope 3 emissions) = 4.75',
    );
  });

  it('takes the scope 1 and 2 score for scope 3 when none is given, and says so', () => {
    const r = one({
      id: 'D',
      assetClass: 'listed-equity',
      outstanding: 1_000_000,
      company: { evic: 10_000_000 },
      emissions: { scope1: 100, scope2: 0, scope3: 50 },
      dataQualityScore: 2,
    });
    expect(r.dataQualityScoreScope3).toBe(2);
    expect(r.warnings).toContain(
      'No scope 3 data-quality score given: the scope 1 and 2 score is used for scope 3',
    );
  });
});
