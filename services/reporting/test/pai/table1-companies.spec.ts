import type { PaiCalculationInput } from '../../src/domain/pai/model';
import { calculate, exclusions, get, numbersIn } from './fixtures';

/*
 * Table 1, investments in investee companies (T1-1 … T1-14), on one quarter end worked by hand from
 * Annex I of Delegated Regulation 2022/1288 (sfdr_pai.json formulae F1–F3 and the metrics' wording).
 *
 * Fund at 31 Dec 2025: all investments V_all = 10,000,000 EUR (of which 2,000,000 cash, not a position).
 *   Alpha  (1)  V = 3,000,000   EVIC 30,000,000 → V/EVIC = 0.1   revenue 50,000,000 (€50M)
 *   Beta   (2)  V = 4,000,000   EVIC 20,000,000 → V/EVIC = 0.2   revenue 10,000,000 (€10M)
 *   Gamma  (3)  V = 1,000,000   EVIC 0 (unusable), revenue -5 (unusable), board of 0 members
 * Relevant (investee-company) value: 8,000,000. Alpha + Beta: 7,000,000.
 */
const ALPHA = {
  id: 1,
  values: {
    'company.evic': 30_000_000,
    'company.revenue': 50_000_000,
    'company.nace': 'C.20.1',
    'ghg.scope1': 1000,
    'ghg.scope2_market': 500,
    'ghg.scope2_location': 800,
    'ghg.scope3': { value: 4000, quality: 'estimated' as const, versionId: 'v-alpha-s3-2' },
    'energy.consumption_total': 20_000,
    'energy.consumption_nonrenewable': 15_000,
    'energy.production_total': 0,
    'env.fossil_fuel_sector': false,
    'env.biodiversity_sensitive_areas': false,
    'env.emissions_to_water': 10,
    'env.hazardous_radioactive_waste': 2,
    'soc.ungc_oecd_violations': false,
    'soc.ungc_oecd_processes': true,
    'soc.gender_pay_gap': 12,
    'gov.board_members': 10,
    'gov.board_members_female': 3,
    'soc.controversial_weapons': false,
  },
};
const BETA = {
  id: 2,
  values: {
    'company.evic': 20_000_000,
    'company.revenue': 10_000_000,
    'company.nace': 'D.35',
    'ghg.scope1': 2000,
    'ghg.scope2_location': 1000,
    'energy.consumption_total': 8000,
    'energy.consumption_nonrenewable': 2000,
    'energy.production_total': 50_000,
    'energy.production_nonrenewable': 10_000,
    'env.fossil_fuel_sector': true,
    'env.biodiversity_sensitive_areas': true,
    'env.emissions_to_water': 5,
    'soc.ungc_oecd_violations': true,
    'soc.ungc_oecd_processes': false,
    'soc.gender_pay_gap': { value: 20, quality: 'estimated' as const },
    'gov.board_members': 5,
    'gov.board_members_female': 1,
    'soc.controversial_weapons': false,
  },
};
const GAMMA = {
  id: 3,
  values: {
    'company.evic': 0,
    'company.revenue': -5,
    'ghg.scope1': 100,
    'ghg.scope2_market': 10,
    'ghg.scope3': 50,
    'soc.controversial_weapons': true,
    'gov.board_members': 0,
    'gov.board_members_female': 0,
  },
};

const PORTFOLIO: PaiCalculationInput = {
  quarters: [
    {
      date: '2025-12-31',
      allInvestments: 10_000_000,
      positions: [
        { companyId: 1, value: 3_000_000 },
        { companyId: 2, value: 4_000_000 },
        { companyId: 3, value: 1_000_000 },
      ],
    },
  ],
  companies: [ALPHA, BETA, GAMMA],
};

const results = calculate(PORTFOLIO);
const value = (id: string) => get(results, id).value;
const coverage = (id: string) => get(results, id).coverage;

describe('Table 1, investee companies, by hand', () => {
  it('T1-1a Scope 1 (F1): 0.1 × 1,000 + 0.2 × 2,000 = 500 tCO2e; Gamma out for its EVIC of 0', () => {
    expect(value('T1-1a')).toBeCloseTo(500, 9);
    expect(coverage('T1-1a')).toBeCloseTo(7 / 8, 12);
    expect(get(results, 'T1-1a').estimatedShare).toBe(0);
    expect(get(results, 'T1-1a').unit).toBe('tCO2e');
    expect(get(results, 'T1-1a').excluded).toEqual([
      {
        companyId: 3,
        code: 'invalid',
        reason: 'company.evic is 0; it must be above zero to divide by it',
        metrics: ['company.evic'],
        quarters: ['2025-12-31'],
      },
    ]);
    expect(get(results, 'T1-1a').included).toEqual([
      { companyId: 1, estimated: false, quarters: ['2025-12-31'] },
      { companyId: 2, estimated: false, quarters: ['2025-12-31'] },
    ]);
  });

  it('T1-1b Scope 2 (F1): market-based where reported, else location-based: 0.1 × 500 + 0.2 × 1,000 = 250', () => {
    expect(value('T1-1b')).toBeCloseTo(250, 9);
    expect(coverage('T1-1b')).toBeCloseTo(7 / 8, 12);
  });

  it('T1-1c Scope 3 (F1): only Alpha reports it (an estimate): 0.1 × 4,000 = 400; coverage 3/8', () => {
    expect(value('T1-1c')).toBeCloseTo(400, 9);
    expect(coverage('T1-1c')).toBeCloseTo(3 / 8, 12);
    expect(get(results, 'T1-1c').estimatedShare).toBe(1);
    expect(exclusions(get(results, 'T1-1c'))).toEqual([
      [2, 'missing'],
      [3, 'invalid'],
    ]);
    expect(get(results, 'T1-1c').excluded[0].reason).toBe('missing ghg.scope3');
  });

  it('T1-1d Total (F1): only companies with all three scopes: 0.1 × (1,000 + 500 + 4,000) = 550', () => {
    expect(value('T1-1d')).toBeCloseTo(550, 9);
    expect(coverage('T1-1d')).toBeCloseTo(3 / 8, 12);
  });

  it('T1-2 Carbon footprint (F2): 550 tCO2e / (10,000,000 / 1,000,000) = 55 tCO2e per EUR million invested', () => {
    expect(value('T1-2')).toBeCloseTo(55, 9);
    expect(get(results, 'T1-2').unit).toBe('tCO2e per EUR million invested');
  });

  it('T1-3 GHG intensity (F3): (3,000,000 / 10,000,000) × 5,500 / 50 = 0.3 × 110 = 33', () => {
    expect(value('T1-3')).toBeCloseTo(33, 9);
    // Beta lacks Scope 3; Gamma's revenue of -5 is unusable.
    expect(get(results, 'T1-3').excluded.map((e) => [e.companyId, e.code, e.metrics])).toEqual([
      [2, 'missing', ['ghg.scope3']],
      [3, 'invalid', ['company.revenue']],
    ]);
    expect(get(results, 'T1-3').excluded[1].reason).toBe(
      'company.revenue is -5; it must be above zero to divide by it',
    );
  });

  it('T1-4 fossil fuel exposure: Beta 4,000,000 / all investments 10,000,000 = 40%', () => {
    expect(value('T1-4')).toBeCloseTo(40, 12);
    expect(coverage('T1-4')).toBeCloseTo(7 / 8, 12);
    expect(exclusions(get(results, 'T1-4'))).toEqual([[3, 'missing']]);
  });

  it('T1-5 non-renewable consumption: (3M × 75% + 4M × 25%) / 7M = 325/7 %', () => {
    // Alpha 15,000 / 20,000 = 75%; Beta 2,000 / 8,000 = 25%.
    expect(value('T1-5a')).toBeCloseTo(325 / 7, 12);
  });

  it('T1-5 non-renewable production: producers only: Beta 10,000 / 50,000 = 20%; Alpha produces none (covered)', () => {
    expect(value('T1-5b')).toBeCloseTo(20, 12);
    expect(coverage('T1-5b')).toBeCloseTo(7 / 8, 12);
    expect(exclusions(get(results, 'T1-5b'))).toEqual([
      [1, 'not-applicable'],
      [3, 'missing'],
    ]);
  });

  it('T1-6 per high impact sector: C (Alpha) 20 GWh / €50M = 0.4; D (Beta) 8 GWh / €10M = 0.8', () => {
    expect(value('T1-6-C')).toBeCloseTo(0.4, 12);
    expect(coverage('T1-6-C')).toBe(1);
    expect(value('T1-6-D')).toBeCloseTo(0.8, 12);
    expect(get(results, 'T1-6-C').unit).toBe('GWh per EUR million of revenue');
    // No company of section A: no figure, no coverage — not zero.
    expect(value('T1-6-A')).toBeNull();
    expect(coverage('T1-6-A')).toBeNull();
    // Gamma has no NACE code: listed as unclassified under every sector, outside each sector's coverage.
    expect(exclusions(get(results, 'T1-6-C'))).toEqual([[3, 'unclassified']]);
    expect(get(results, 'T1-6-C').included.map((c) => c.companyId)).toEqual([1]);
  });

  it('T1-7 biodiversity: Beta 4M / 10M = 40%', () => {
    expect(value('T1-7')).toBeCloseTo(40, 12);
  });

  it('T1-8 emissions to water: (0.1 × 10 + 0.2 × 5) t / €10M = 0.2 t per EUR million invested', () => {
    expect(value('T1-8')).toBeCloseTo(0.2, 12);
  });

  it('T1-9 hazardous waste: 0.1 × 2 t / €10M = 0.02; Beta has not reported it', () => {
    expect(value('T1-9')).toBeCloseTo(0.02, 12);
    expect(coverage('T1-9')).toBeCloseTo(3 / 8, 12);
  });

  it('T1-10 UNGC/OECD violations: Beta 40%; T1-11 lack of processes: Beta 40%', () => {
    expect(value('T1-10')).toBeCloseTo(40, 12);
    expect(value('T1-11')).toBeCloseTo(40, 12);
  });

  it('T1-12 gender pay gap, value-weighted: (3M × 12 + 4M × 20) / 7M = 116/7 %; 4/7 of it estimated', () => {
    expect(value('T1-12')).toBeCloseTo(116 / 7, 12);
    expect(get(results, 'T1-12').estimatedShare).toBeCloseTo(4 / 7, 12);
    expect(get(results, 'T1-12').included).toEqual([
      { companyId: 1, estimated: false, quarters: ['2025-12-31'] },
      { companyId: 2, estimated: true, quarters: ['2025-12-31'] },
    ]);
  });

  it('T1-13 board gender diversity: (3M × 3/10 + 4M × 1/5) / 7M = 170/7 %; a board of 0 is excluded', () => {
    expect(value('T1-13')).toBeCloseTo(170 / 7, 12);
    expect(get(results, 'T1-13').excluded).toEqual([
      {
        companyId: 3,
        code: 'invalid',
        reason: 'gov.board_members is 0: there is no board to take a share of',
        metrics: ['gov.board_members'],
        quarters: ['2025-12-31'],
      },
    ]);
  });

  it('T1-14 controversial weapons: Gamma 1M / 10M = 10%, everyone reported', () => {
    expect(value('T1-14')).toBeCloseTo(10, 12);
    expect(coverage('T1-14')).toBe(1);
  });

  it('the EET Scope 1+2 variants: total 0.1 × 1,500 + 0.2 × 3,000 = 750; footprint 75; intensity 0.3 × 30 + 0.4 × 300 = 129', () => {
    expect(value('T1-1-S12')).toBeCloseTo(750, 9);
    expect(value('T1-2-S12')).toBeCloseTo(75, 9);
    // Alpha 1,500 / €50M = 30 t/€M; Beta 3,000 / €10M = 300 t/€M; weights 0.3 and 0.4.
    expect(value('T1-3-S12')).toBeCloseTo(129, 9);
    expect(get(results, 'T1-1-S12').supplementary).toBe(true);
  });

  it('never answers NaN or Infinity, whatever the inputs', () => {
    const all = [...results.values()];
    expect(numbersIn(all).every(Number.isFinite)).toBe(true);
  });
});
