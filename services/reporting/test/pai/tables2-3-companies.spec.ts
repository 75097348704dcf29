import type { PaiCalculationInput } from '../../src/domain/pai/model';
import { calculate, exclusions, get } from './fixtures';

/*
 * Tables 2 and 3, investments in investee companies, worked by hand on one quarter end.
 *
 * V_all = 5,000,000 EUR (1,000,000 of it cash).
 *   P (11)  V = 3,000,000 (listed equity)              EVIC 10,000,000 → V/EVIC = 0.3    revenue €20M
 *   Q (12)  V = 1,000,000 (corporate bond, EU green)   EVIC  4,000,000 → V/EVIC = 0.25   revenue €2M
 * Relevant value 4,000,000; "per EUR million invested" divides by V_all / 1,000,000 = 5.
 */
const P = {
  id: 11,
  values: {
    'company.evic': 10_000_000,
    'company.revenue': 20_000_000,
    'company.nace': 'C.20.20',
    'env.inorganic_pollutants': 100,
    'env.air_pollutants': 20,
    'env.ozone_depleting_substances': 0.5,
    'ghg.reduction_target': true,
    'energy.consumption_total': 10_000,
    'energy.nonrenewable_coal': 1000,
    'energy.nonrenewable_oil': 2000,
    'energy.nonrenewable_gas': 3000,
    'energy.nonrenewable_nuclear': 0,
    'energy.nonrenewable_other': 500,
    'water.consumption': 40_000,
    'water.recycled_share': 30,
    'water.management_policy': true,
    'water.high_stress_sites': true,
    'env.land_degradation': false,
    'env.sustainable_land_practices': true,
    'env.sustainable_ocean_practices': false,
    'waste.non_recycled': 50,
    'env.threatened_species_affected': true,
    'env.biodiversity_policy': true,
    'env.deforestation_policy': false,
    'soc.accident_prevention_policy': true,
    'soc.injuries': 6,
    'soc.hours_worked': 2_000_000,
    'soc.days_lost': 100,
    'soc.supplier_code_of_conduct': false,
    'soc.grievance_mechanism': true,
    'gov.whistleblower_protection': true,
    'soc.discrimination_incidents': 10,
    'soc.discrimination_sanctions': 2,
    'soc.ceo_pay_ratio': 50,
    'soc.human_rights_policy': false,
    'soc.human_rights_due_diligence': true,
    'soc.anti_trafficking_policy': true,
    'soc.child_labour_risk': false,
    'soc.forced_labour_risk': true,
    'soc.severe_human_rights_cases': 0,
    'gov.anti_corruption_policy': true,
    'gov.anti_corruption_insufficient_action': false,
    'gov.anti_corruption_convictions': 1,
    'gov.anti_corruption_fines': 100_000,
  },
};
const Q = {
  id: 12,
  values: {
    'company.evic': 4_000_000,
    'company.revenue': 2_000_000,
    'company.nace': 'G.46',
    'env.inorganic_pollutants': 40,
    'env.ozone_depleting_substances': { value: 2, quality: 'estimated' as const },
    'ghg.reduction_target': false,
    'energy.consumption_total': 0,
    'water.consumption': 1000,
    'water.recycled_share': 50,
    'water.management_policy': false,
    'water.high_stress_sites': true,
    'env.land_degradation': true,
    'env.sustainable_land_practices': false,
    'env.sustainable_ocean_practices': true,
    'waste.non_recycled': 8,
    'env.threatened_species_affected': false,
    'env.biodiversity_policy': false,
    'env.deforestation_policy': true,
    'soc.accident_prevention_policy': false,
    'soc.injuries': 1,
    'soc.hours_worked': 100_000,
    'soc.days_lost': 20,
    'soc.supplier_code_of_conduct': true,
    'soc.grievance_mechanism': false,
    'gov.whistleblower_protection': true,
    'soc.discrimination_incidents': 4,
    'soc.discrimination_sanctions': 0,
    'soc.ceo_pay_ratio': 10,
    'soc.human_rights_policy': true,
    'soc.human_rights_due_diligence': false,
    'soc.anti_trafficking_policy': true,
    'soc.child_labour_risk': true,
    'soc.forced_labour_risk': false,
    'soc.severe_human_rights_cases': 2,
    'gov.anti_corruption_insufficient_action': true,
    'gov.anti_corruption_convictions': 2,
    'gov.anti_corruption_fines': 20_000,
  },
};

const PORTFOLIO: PaiCalculationInput = {
  quarters: [
    {
      date: '2025-12-31',
      allInvestments: 5_000_000,
      positions: [
        { companyId: 11, value: 3_000_000, instrument: 'listed-equity' },
        { companyId: 12, value: 1_000_000, instrument: 'corporate-bond', euGreenBond: true },
      ],
    },
  ],
  companies: [P, Q],
};

const results = calculate(PORTFOLIO);
const value = (id: string) => get(results, id).value;

describe('Table 2, investee companies, by hand', () => {
  it('T2-1 inorganic pollutants: (0.3 × 100 + 0.25 × 40) t / 5 = 8 t per EUR million invested', () => {
    expect(value('T2-1')).toBeCloseTo(8, 12);
  });

  it('T2-2 air pollutants: only P reports: 0.3 × 20 / 5 = 1.2; coverage 3/4', () => {
    expect(value('T2-2')).toBeCloseTo(1.2, 12);
    expect(get(results, 'T2-2').coverage).toBeCloseTo(0.75, 12);
  });

  it('T2-3 ozone-depleting substances: (0.3 × 0.5 + 0.25 × 2) / 5 = 0.13; a quarter of the covered value estimated', () => {
    expect(value('T2-3')).toBeCloseTo(0.13, 12);
    expect(get(results, 'T2-3').estimatedShare).toBeCloseTo(0.25, 12);
  });

  it('T2-4 no carbon reduction initiatives (ghg.reduction_target false): Q 1M / 5M = 20%', () => {
    expect(value('T2-4')).toBeCloseTo(20, 12);
  });

  it('T2-5 breakdown by non-renewable source: P only (Q consumes no energy): coal 10%, oil 20%, gas 30%, nuclear 0%, other 5%', () => {
    expect(value('T2-5a')).toBeCloseTo(10, 12);
    expect(value('T2-5b')).toBeCloseTo(20, 12);
    expect(value('T2-5c')).toBeCloseTo(30, 12);
    expect(value('T2-5d')).toBe(0);
    expect(value('T2-5e')).toBeCloseTo(5, 12);
    expect(get(results, 'T2-5a').coverage).toBe(1);
    expect(exclusions(get(results, 'T2-5a'))).toEqual([[12, 'not-applicable']]);
  });

  it('T2-6 water: (3M × 40,000/20 + 1M × 1,000/2) / 4M = 1,625 m3 per €M revenue; recycled (3M × 30 + 1M × 50) / 4M = 35%', () => {
    expect(value('T2-6a')).toBeCloseTo(1625, 9);
    expect(value('T2-6b')).toBeCloseTo(35, 12);
  });

  it('T2-7 no water management policy: Q 20%; T2-8 high water stress without a policy: Q 20%', () => {
    expect(value('T2-7')).toBeCloseTo(20, 12);
    expect(value('T2-8')).toBeCloseTo(20, 12);
  });

  it('T2-9 chemicals (NACE group 20.2): P "C.20.20" 3M / 5M = 60%', () => {
    expect(value('T2-9')).toBeCloseTo(60, 12);
  });

  it('T2-10 land degradation: Q 20%; T2-11 no sustainable land practices: Q 20%; T2-12 no ocean practices: P 60%', () => {
    expect(value('T2-10')).toBeCloseTo(20, 12);
    expect(value('T2-11')).toBeCloseTo(20, 12);
    expect(value('T2-12')).toBeCloseTo(60, 12);
  });

  it('T2-13 non-recycled waste: (0.3 × 50 + 0.25 × 8) / 5 = 3.4 t per EUR million invested', () => {
    expect(value('T2-13')).toBeCloseTo(3.4, 12);
  });

  it('T2-14 threatened species: P 60%; without biodiversity policy: Q 20%. T2-15 no deforestation policy: P 60%', () => {
    expect(value('T2-14a')).toBeCloseTo(60, 12);
    expect(value('T2-14b')).toBeCloseTo(20, 12);
    expect(value('T2-15')).toBeCloseTo(60, 12);
  });

  it('T2-16 securities not EU green bonds: P (equity) 3M counts, Q (EU green bond) does not: 60%', () => {
    expect(value('T2-16')).toBeCloseTo(60, 12);
    expect(get(results, 'T2-16').coverage).toBe(1);
  });
});

describe('Table 3, investee companies, by hand', () => {
  it('T3-1 no accident prevention policy: Q 20%', () => {
    expect(value('T3-1')).toBeCloseTo(20, 12);
  });

  it('T3-2 rate of accidents per million hours: P 6/2,000,000 × 1e6 = 3, Q 1/100,000 × 1e6 = 10 → (3M × 3 + 1M × 10) / 4M = 4.75', () => {
    expect(value('T3-2')).toBeCloseTo(4.75, 12);
  });

  it('T3-3 days lost: (0.3 × 100 + 0.25 × 20) / 5 = 7 days per EUR million invested', () => {
    expect(value('T3-3')).toBeCloseTo(7, 12);
  });

  it('T3-4 no supplier code: P 60%; T3-5 no grievance mechanism: Q 20%; T3-6 whistleblowers: both protected, 0%', () => {
    expect(value('T3-4')).toBeCloseTo(60, 12);
    expect(value('T3-5')).toBeCloseTo(20, 12);
    expect(value('T3-6')).toBe(0);
    expect(get(results, 'T3-6').coverage).toBe(1);
  });

  it('T3-7 discrimination: (0.3 × 10 + 0.25 × 4) / 5 = 0.8; with sanctions (0.3 × 2) / 5 = 0.12', () => {
    expect(value('T3-7a')).toBeCloseTo(0.8, 12);
    expect(value('T3-7b')).toBeCloseTo(0.12, 12);
  });

  it('T3-8 CEO pay ratio: (3M × 50 + 1M × 10) / 4M = 40', () => {
    expect(value('T3-8')).toBeCloseTo(40, 12);
  });

  it('T3-9 … T3-13: human rights policy P 60%, due diligence Q 20%, trafficking 0%, child labour Q 20%, forced labour P 60%', () => {
    expect(value('T3-9')).toBeCloseTo(60, 12);
    expect(value('T3-10')).toBeCloseTo(20, 12);
    expect(value('T3-11')).toBe(0);
    expect(value('T3-12')).toBeCloseTo(20, 12);
    expect(value('T3-13')).toBeCloseTo(60, 12);
  });

  it('T3-14 severe human rights cases: (0.3 × 0 + 0.25 × 2) / 5 = 0.1 per EUR million invested', () => {
    expect(value('T3-14')).toBeCloseTo(0.1, 12);
  });

  it('T3-15 no anti-corruption policy: P has one, Q did not answer: 0% over a coverage of 3/4', () => {
    expect(value('T3-15')).toBe(0);
    expect(get(results, 'T3-15').coverage).toBeCloseTo(0.75, 12);
    expect(get(results, 'T3-15').excluded.map((e) => e.reason)).toEqual([
      'missing gov.anti_corruption_policy',
    ]);
  });

  it('T3-16 insufficient action on breaches: Q 20%', () => {
    expect(value('T3-16')).toBeCloseTo(20, 12);
  });

  it('T3-17 convictions 0.3 × 1 + 0.25 × 2 = 0.8; fines 0.3 × 100,000 + 0.25 × 20,000 = 35,000 EUR (attributed)', () => {
    expect(value('T3-17a')).toBeCloseTo(0.8, 12);
    expect(value('T3-17b')).toBeCloseTo(35_000, 6);
  });
});

describe('readings of single inputs', () => {
  const one = (values: Record<string, unknown>, ids: string[], instrument?: string) =>
    calculate({
      quarters: [
        {
          date: '2025-12-31',
          allInvestments: 2_000_000,
          positions: [{ companyId: 'x', value: 1_000_000, ...(instrument ? { instrument } : {}) }],
        },
      ],
      companies: [{ id: 'x', values: values as never }],
      indicators: ids,
    });

  it('T2-8: no sites in high water stress settles it without a water policy; stress with the policy unknown is missing', () => {
    expect(get(one({ 'water.high_stress_sites': false }, ['T2-8']), 'T2-8').value).toBe(0);
    const unknown = get(one({ 'water.high_stress_sites': true }, ['T2-8']), 'T2-8');
    expect(unknown.value).toBeNull();
    expect(unknown.excluded[0].reason).toBe('missing water.management_policy');
  });

  it('T2-9: a division-only NACE code (C.20) cannot tell group 20.2; another section or division settles it', () => {
    const division = get(one({ 'company.nace': 'C.20' }, ['T2-9']), 'T2-9');
    expect(division.value).toBeNull();
    expect(division.excluded[0].code).toBe('invalid');
    expect(get(one({ 'company.nace': 'C.21' }, ['T2-9']), 'T2-9').value).toBe(0);
    expect(get(one({ 'company.nace': 'K' }, ['T2-9']), 'T2-9').value).toBe(0);
    expect(get(one({ 'company.nace': 'C20.2' }, ['T2-9']), 'T2-9').value).toBeCloseTo(50, 12);
  });

  it('T2-9: the collected answer env.chemicals_production decides (issue 21: a division-level company.nace never could)', () => {
    // 1,000,000 of 2,000,000 held in a company answering yes: 50 %, whatever its division-only NACE code.
    expect(
      get(one({ 'env.chemicals_production': true, 'company.nace': 'C.20' }, ['T2-9']), 'T2-9').value,
    ).toBeCloseTo(50, 12);
    expect(get(one({ 'env.chemicals_production': false }, ['T2-9']), 'T2-9').value).toBe(0);
    const neither = get(one({}, ['T2-9']), 'T2-9');
    expect(neither.excluded[0].reason).toBe('missing env.chemicals_production, company.nace');
  });

  it('T2-16: a bond that does not say whether it is an EU green bond is missing, not counted', () => {
    const r = get(one({}, ['T2-16'], 'corporate-bond'), 'T2-16');
    expect(r.value).toBeNull();
    expect(r.excluded[0].metrics).toEqual(['euGreenBond']);
  });

  it('T1-5a: non-renewable consumption above the total is unusable, not a share above 100%', () => {
    const r = get(
      one({ 'energy.consumption_total': 100, 'energy.consumption_nonrenewable': 150 }, ['T1-5a']),
      'T1-5a',
    );
    expect(r.value).toBeNull();
    expect(r.excluded[0]).toMatchObject({
      code: 'invalid',
      reason: 'energy.consumption_nonrenewable (150) is above energy.consumption_total (100)',
    });
  });

  it('a parent id selects all its figures', () => {
    expect([...one({}, ['T1-1', 'T2-5']).keys()]).toEqual([
      'T1-1a',
      'T1-1b',
      'T1-1c',
      'T1-1d',
      'T1-1-S12',
      'T2-5a',
      'T2-5b',
      'T2-5c',
      'T2-5d',
      'T2-5e',
    ]);
  });
});
