import type { PaiCalculationInput } from '../../src/domain/pai/model';
import { calculate, exclusions, get } from './fixtures';

/*
 * Sovereign and real-estate indicators, applied to the holdings of those asset classes only, worked by hand.
 *
 * V_all = 10,000,000 EUR. Positions (9,000,000; the rest is cash):
 *   FR   sovereign bond 2,000,000 (not an EU green bond)
 *   DE   sovereign bond 1,000,000 (EU green bond)
 *   XX   sovereign bond 1,000,000 (green-bond flag not given)           → sovereigns: 4,000,000
 *   RE-1 real estate    3,000,000   asset value 6,000,000 → share 0.5
 *   RE-2 commercial RE  1,000,000   asset value 1,000,000 → share 1     → real estate: 4,000,000
 *   C1   listed equity  1,000,000 (no data; not relevant here)
 */
const PORTFOLIO: PaiCalculationInput = {
  quarters: [
    {
      date: '2025-12-31',
      allInvestments: 10_000_000,
      positions: [
        { companyId: 'FR', value: 2_000_000, instrument: 'sovereign-bond', euGreenBond: false },
        { companyId: 'DE', value: 1_000_000, instrument: 'sovereign-bond', euGreenBond: true },
        { companyId: 'XX', value: 1_000_000, instrument: 'sovereign-bond' },
        { companyId: 'RE-1', value: 3_000_000, instrument: 'real-estate' },
        { companyId: 'RE-2', value: 1_000_000, instrument: 'commercial-real-estate' },
        { companyId: 'C1', value: 1_000_000, instrument: 'listed-equity' },
      ],
    },
  ],
  companies: [
    {
      id: 'FR',
      values: {
        'sov.ghg_emissions': 400_000_000,
        'sov.gdp': 2_500_000_000_000,
        'sov.social_violations': false,
        'sov.income_inequality_score': 31.5,
        'sov.freedom_of_expression_score': 0.9,
        'sov.human_rights_score': 80,
        'sov.corruption_score': 71,
        'sov.eu_non_cooperative_tax': false,
        'sov.political_stability_score': 0.5,
        'sov.rule_of_law_score': 1.4,
      },
    },
    {
      id: 'DE',
      values: {
        'sov.ghg_emissions': 700_000_000,
        'sov.gdp': 3_500_000_000_000,
        'sov.social_violations': false,
        'sov.income_inequality_score': 31.9,
        'sov.freedom_of_expression_score': 0.95,
        'sov.human_rights_score': 90,
        'sov.corruption_score': 78,
        'sov.eu_non_cooperative_tax': false,
        'sov.political_stability_score': 0.7,
        'sov.rule_of_law_score': 1.6,
      },
    },
    { id: 'XX', values: { 'sov.social_violations': true, 'sov.eu_non_cooperative_tax': true } },
    {
      id: 'RE-1',
      values: {
        're.asset_value': 6_000_000,
        'ghg.scope1': 100,
        'ghg.scope2_market': 300,
        'ghg.scope3': 600,
        'energy.consumption_total': 1500,
        're.floor_area': 10_000,
        're.fossil_fuel_involvement': false,
        're.subject_to_epc_nzeb': true,
        're.built_before_2021': true,
        're.epc_class': 'D',
        're.waste_sorting': false,
        're.waste_recovery_contract': false,
        're.building_materials_weight': 1000,
        're.raw_materials_weight': 600,
        're.plot_area': 5000,
        're.non_vegetated_area': 4000,
      },
    },
    {
      id: 'RE-2',
      values: {
        're.asset_value': 1_000_000,
        'ghg.scope1': 50,
        'ghg.scope2_location': 20,
        'energy.consumption_total': 200,
        're.floor_area': 1000,
        're.fossil_fuel_involvement': true,
        're.subject_to_epc_nzeb': true,
        're.built_before_2021': false,
        're.meets_nzeb': true,
        're.waste_sorting': true,
        're.building_materials_weight': 0,
        're.plot_area': 2000,
        're.non_vegetated_area': 500,
      },
    },
  ],
};

const results = calculate(PORTFOLIO);
const value = (id: string) => get(results, id).value;

describe('investee countries (sovereigns and supranationals), by hand', () => {
  it('T1-15 GHG intensity (F4): FR 4e8 / 2.5e6 = 160, DE 7e8 / 3.5e6 = 200 → 0.2 × 160 + 0.1 × 200 = 52', () => {
    expect(value('T1-15')).toBeCloseTo(52, 9);
    expect(get(results, 'T1-15').coverage).toBeCloseTo(0.75, 12);
    expect(get(results, 'T1-15').eligibleShare).toBeCloseTo(0.4, 12);
    expect(exclusions(get(results, 'T1-15'))).toEqual([['XX', 'missing']]);
    // Companies and real estate are not investee countries.
    expect(get(results, 'T1-15').included.map((c) => c.companyId)).toEqual(['DE', 'FR']);
  });

  it('T1-16 social violations: 1 country (XX); 1 of 3 investee countries = 33.33%', () => {
    expect(value('T1-16a')).toBe(1);
    expect(value('T1-16b')).toBeCloseTo(100 / 3, 12);
  });

  it('T2-17 sovereign bonds not EU green: FR 2M of all 4M of sovereign bonds = 50%; XX does not say (coverage 3/4)', () => {
    expect(value('T2-17')).toBeCloseTo(50, 12);
    expect(get(results, 'T2-17').coverage).toBeCloseTo(0.75, 12);
  });

  it('T3-18 … T3-24 value-weighted average scores over the countries with data (FR 2M, DE 1M)', () => {
    expect(value('T3-18')).toBeCloseTo((2 * 31.5 + 1 * 31.9) / 3, 12); // 31.633…
    expect(value('T3-19')).toBeCloseTo((2 * 0.9 + 0.95) / 3, 12); // 0.91666…
    expect(value('T3-20')).toBeCloseTo((2 * 80 + 90) / 3, 12); // 83.333…
    expect(value('T3-21')).toBeCloseTo((2 * 71 + 78) / 3, 12); // 73.333…
    expect(value('T3-23')).toBeCloseTo((2 * 0.5 + 0.7) / 3, 12); // 0.5666…
    expect(value('T3-24')).toBeCloseTo((2 * 1.4 + 1.6) / 3, 12); // 1.4666…
  });

  it('T3-22 non-cooperative tax jurisdictions: XX, 1,000,000 EUR = 10% of all investments', () => {
    expect(value('T3-22a')).toBe(1_000_000);
    expect(get(results, 'T3-22a').unit).toBe('EUR');
    expect(value('T3-22b')).toBeCloseTo(10, 12);
  });
});

describe('real-estate assets, by hand', () => {
  it('T1-17 fossil fuels through real estate: RE-2 1M of 4M real estate = 25%', () => {
    expect(value('T1-17')).toBeCloseTo(25, 12);
  });

  it('T1-18 energy-inefficient (F5): RE-1 (before 2021, EPC D) 3M of the 4M subject to EPC/NZEB = 75%', () => {
    expect(value('T1-18')).toBeCloseTo(75, 12);
    expect(get(results, 'T1-18').formulaId).toBe('F5');
  });

  it('T2-18 GHG emissions of real estate: Scope 1 0.5 × 100 + 1 × 50 = 100; Scope 2 0.5 × 300 + 20 = 170; Scope 3 300; total (RE-1 only) 500', () => {
    expect(value('T2-18a')).toBeCloseTo(100, 12);
    expect(value('T2-18b')).toBeCloseTo(170, 12);
    expect(value('T2-18c')).toBeCloseTo(300, 12);
    expect(value('T2-18d')).toBeCloseTo(500, 12);
    expect(value('T2-18-S12')).toBeCloseTo(270, 12);
    expect(exclusions(get(results, 'T2-18d'))).toEqual([['RE-2', 'missing']]);
  });

  it('T2-19 energy intensity: RE-1 1.5 GWh / 10,000 m2, RE-2 0.2 GWh / 1,000 m2 → (3 × 0.00015 + 1 × 0.0002) / 4 = 0.0001625 GWh/m2', () => {
    expect(value('T2-19')).toBeCloseTo(0.0001625, 15);
  });

  it('T2-20 waste: RE-1 has neither sorting nor a contract: 3M / 4M = 75%; RE-2 sorts (its contract is not needed)', () => {
    expect(value('T2-20')).toBeCloseTo(75, 12);
    expect(get(results, 'T2-20').coverage).toBe(1);
  });

  it('T2-21 raw materials: RE-1 600 / 1,000 = 60%; RE-2 built nothing (not applicable)', () => {
    expect(value('T2-21')).toBeCloseTo(60, 12);
    expect(exclusions(get(results, 'T2-21'))).toEqual([['RE-2', 'not-applicable']]);
  });

  it('T2-22 land artificialisation: (3M × 80% + 1M × 25%) / 4M = 66.25%', () => {
    expect(value('T2-22')).toBeCloseTo(66.25, 12);
  });

  it('T1-18: an asset not subject to EPC/NZEB rules leaves the denominator', () => {
    const r = calculate({
      quarters: [
        {
          date: '2025-12-31',
          allInvestments: 5_000_000,
          positions: [
            { companyId: 'a', value: 1_000_000, instrument: 'real-estate' },
            { companyId: 'b', value: 3_000_000, instrument: 'real-estate' },
          ],
        },
      ],
      companies: [
        { id: 'a', values: { 're.subject_to_epc_nzeb': false } },
        {
          id: 'b',
          values: { 're.subject_to_epc_nzeb': true, 're.built_before_2021': true, 're.epc_class': 'B' },
        },
      ],
      indicators: ['T1-18'],
    });
    // b is efficient (EPC B): 0 of 3M; a is out of scope but counts as covered.
    expect(get(r, 'T1-18').value).toBe(0);
    expect(get(r, 'T1-18').coverage).toBe(1);
  });

  it('applies sovereign and real-estate indicators only where such assets are held: none held, no figure', () => {
    const r = calculate({
      quarters: [
        { date: '2025-12-31', allInvestments: 1_000_000, positions: [{ companyId: 1, value: 500_000 }] },
      ],
      companies: [{ id: 1, values: {} }],
      indicators: ['T1-15', 'T1-16', 'T1-17', 'T1-18', 'T3-18'],
    });
    // Sums over holdings are 0 (nothing held); averages and shares of the class have no figure.
    expect(get(r, 'T1-15').value).toBe(0);
    expect(get(r, 'T1-16a').value).toBe(0);
    expect(get(r, 'T1-16b').value).toBeNull();
    expect(get(r, 'T1-17').value).toBeNull();
    expect(get(r, 'T1-18').value).toBeNull();
    expect(get(r, 'T3-18').value).toBeNull();
    for (const result of r.values()) expect([result.coverage, result.eligibleShare]).toEqual([null, 0]);
  });
});
