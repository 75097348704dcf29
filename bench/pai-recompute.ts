/**
 * PAI recompute: every indicator (Tables 1–3, 93 figures) for a fund of 500 investee companies, 20 investee
 * countries and 20 real-estate assets over four quarter ends, by `calculatePai` (what the projection and the
 * stateless call run: coverage, estimates, inclusions and exclusions with reasons, canonical ordering), against
 * a plain loop over the same input arrays computing the same figures and nothing else (no coverage, no
 * reasons, no ordering). Both answers are compared before timing. Target: ≥ 0.2 of the plain loop, and a
 * full recompute well under a human-noticeable pause (~100 ms). BENCH_COMPANIES, BENCH_RUNS override.
 */
import { appendFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import {
  calculatePai,
  INSTRUMENT_ASSET_CLASS,
  loadPaiReference,
  PAI_INDICATORS,
  type PaiCalculationInput,
  type PaiCompanyInput,
  type PaiPositionInput,
  type PaiQuarterInput,
  type PaiValueInput,
} from '@esg/reporting';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 500);
const COUNTRIES = 20;
const ASSETS = 20;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const DATES = ['2025-03-31', '2025-06-30', '2025-09-30', '2025-12-31'];

/** A small deterministic generator: the same portfolio on every run and machine. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

function portfolio(): PaiCalculationInput {
  const rnd = random(42);
  const num = (lo: number, hi: number) => lo + (hi - lo) * rnd();
  const bool = () => rnd() < 0.3;
  /** About one value in twelve is missing, one in five estimated. */
  const maybe = (value: number | boolean | string): PaiValueInput | undefined =>
    rnd() < 0.08
      ? undefined
      : rnd() < 0.2
        ? { value, quality: 'estimated', versionId: `v${Math.floor(rnd() * 1e6)}` }
        : value;
  const sections = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'L', 'J', 'K', 'M'];
  const companies: PaiCompanyInput[] = [];
  for (let i = 1; i <= COMPANIES; i++) {
    const energy = num(100, 50_000);
    const values: Record<string, PaiValueInput | undefined> = {
      'company.evic': maybe(i % 97 === 0 ? 0 : num(5e6, 5e8)),
      'company.revenue': maybe(i % 89 === 0 ? -1 : num(1e6, 2e8)),
      'company.nace': maybe(`${sections[i % sections.length]}.${10 + (i % 80)}.${i % 9}`),
      'ghg.scope1': maybe(num(0, 50_000)),
      'ghg.scope2_market': maybe(num(0, 20_000)),
      'ghg.scope2_location': maybe(num(0, 20_000)),
      'ghg.scope3': maybe(num(0, 200_000)),
      'ghg.reduction_target': maybe(bool()),
      'energy.consumption_total': maybe(energy),
      'energy.consumption_nonrenewable': maybe(energy * rnd()),
      'energy.production_total': maybe(i % 3 === 0 ? num(100, 1000) : 0),
      'energy.production_nonrenewable': maybe(num(0, 100)),
      'energy.nonrenewable_coal': maybe(energy * 0.1 * rnd()),
      'energy.nonrenewable_oil': maybe(energy * 0.1 * rnd()),
      'energy.nonrenewable_gas': maybe(energy * 0.1 * rnd()),
      'energy.nonrenewable_nuclear': maybe(energy * 0.1 * rnd()),
      'energy.nonrenewable_other': maybe(energy * 0.1 * rnd()),
      'soc.gender_pay_gap': maybe(num(-10, 40)),
      'gov.board_members': maybe(5 + (i % 8)),
      'gov.board_members_female': maybe(i % 5),
      'soc.ceo_pay_ratio': maybe(num(5, 300)),
      'soc.injuries': maybe(i % 13),
      'soc.hours_worked': maybe(num(1e4, 5e6)),
      'water.consumption': maybe(num(0, 1e6)),
      'water.recycled_share': maybe(num(0, 100)),
    };
    for (const code of [
      'env.emissions_to_water',
      'env.hazardous_radioactive_waste',
      'env.inorganic_pollutants',
      'env.air_pollutants',
      'env.ozone_depleting_substances',
      'waste.non_recycled',
      'soc.days_lost',
      'soc.discrimination_incidents',
      'soc.discrimination_sanctions',
      'soc.severe_human_rights_cases',
      'gov.anti_corruption_convictions',
      'gov.anti_corruption_fines',
    ])
      values[code] = maybe(Math.floor(num(0, 100)));
    for (const code of [
      'env.fossil_fuel_sector',
      'env.biodiversity_sensitive_areas',
      'soc.ungc_oecd_violations',
      'soc.ungc_oecd_processes',
      'soc.controversial_weapons',
      'water.management_policy',
      'water.high_stress_sites',
      'env.land_degradation',
      'env.sustainable_land_practices',
      'env.sustainable_ocean_practices',
      'env.threatened_species_affected',
      'env.biodiversity_policy',
      'env.deforestation_policy',
      'soc.accident_prevention_policy',
      'soc.supplier_code_of_conduct',
      'soc.grievance_mechanism',
      'gov.whistleblower_protection',
      'soc.human_rights_policy',
      'soc.human_rights_due_diligence',
      'soc.anti_trafficking_policy',
      'soc.child_labour_risk',
      'soc.forced_labour_risk',
      'gov.anti_corruption_policy',
      'gov.anti_corruption_insufficient_action',
    ])
      values[code] = maybe(bool());
    companies.push({ id: i, values: values });
  }
  for (let i = 1; i <= COUNTRIES; i++) {
    const values: Record<string, PaiValueInput | undefined> = {
      'sov.ghg_emissions': maybe(num(1e6, 1e9)),
      'sov.gdp': maybe(num(1e10, 4e12)),
      'sov.social_violations': maybe(bool()),
      'sov.eu_non_cooperative_tax': maybe(bool()),
    };
    for (const code of [
      'sov.income_inequality_score',
      'sov.freedom_of_expression_score',
      'sov.human_rights_score',
      'sov.corruption_score',
      'sov.political_stability_score',
      'sov.rule_of_law_score',
    ])
      values[code] = maybe(num(0, 100));
    companies.push({ id: `SOV-${i}`, values: values });
  }
  for (let i = 1; i <= ASSETS; i++) {
    const total = num(0, 5000);
    const plot = num(1000, 20_000);
    const values: Record<string, PaiValueInput | undefined> = {
      're.asset_value': maybe(num(5e6, 1e8)),
      'ghg.scope1': maybe(num(0, 1000)),
      'ghg.scope2_market': maybe(num(0, 1000)),
      'ghg.scope3': maybe(num(0, 1000)),
      'energy.consumption_total': maybe(num(100, 10_000)),
      're.floor_area': maybe(num(500, 50_000)),
      're.fossil_fuel_involvement': maybe(bool()),
      're.subject_to_epc_nzeb': maybe(rnd() < 0.9),
      're.built_before_2021': maybe(rnd() < 0.7),
      're.epc_class': maybe(['A', 'B', 'C', 'D', 'E', 'F', 'G'][i % 7]),
      're.meets_nzeb': maybe(bool()),
      're.waste_sorting': maybe(bool()),
      're.waste_recovery_contract': maybe(bool()),
      're.building_materials_weight': maybe(total),
      're.raw_materials_weight': maybe(total * rnd()),
      're.plot_area': maybe(plot),
      're.non_vegetated_area': maybe(plot * rnd()),
    };
    companies.push({ id: `RE-${i}`, values: values });
  }
  const instruments = ['listed-equity', 'unlisted-equity', 'corporate-bond', 'business-loan'];
  const quarters: PaiQuarterInput[] = DATES.map((date, q) => {
    const positions: PaiPositionInput[] = [];
    for (const c of companies) {
      // A few companies enter or leave during the year.
      if (typeof c.id === 'number' && (c.id + q) % 23 === 0) continue;
      const id = String(c.id);
      const instrument = id.startsWith('SOV-')
        ? 'sovereign-bond'
        : id.startsWith('RE-')
          ? 'real-estate'
          : instruments[Number(c.id) % instruments.length];
      positions.push({
        companyId: c.id,
        value: Math.round(num(1e5, 2e7)),
        instrument,
        ...(instrument.endsWith('bond') ? { euGreenBond: bool() } : {}),
      });
    }
    const sum = positions.reduce((s, p) => s + p.value, 0);
    return { date, allInvestments: Math.round(sum * 1.08), positions };
  });
  return { quarters, companies };
}

// ---------------------------------------------------------------------------------------------
// Baseline: the same figures by a plain loop over the input arrays (no coverage, no reasons, no ordering).

type V = Readonly<Record<string, PaiValueInput | null | undefined>>;
const raw = (v: V, code: string): number | boolean | string | undefined => {
  const x = v[code];
  return x === null || x === undefined ? undefined : typeof x === 'object' ? x.value : x;
};
const n = (v: V, code: string) => raw(v, code) as number | undefined;
const b = (v: V, code: string) => raw(v, code) as boolean | undefined;
const pos = (x: number | undefined) => (x !== undefined && x > 0 ? x : undefined);
const s2 = (v: V) => n(v, 'ghg.scope2_market') ?? n(v, 'ghg.scope2_location');
const sum = (...xs: Array<number | undefined>) =>
  xs.some((x) => x === undefined) ? undefined : (xs as number[]).reduce((a, c) => a + c, 0);
const ratio = (part: number | undefined, whole: number | undefined) =>
  part === undefined || whole === undefined || whole === 0 || part > whole ? undefined : (part / whole) * 100;

type Mode = 'sum' | 'perM' | 'all' | 'share' | 'wavg' | 'classShare' | 'count' | 'countShare';
interface Plain {
  id: string;
  cls: string;
  mode: Mode;
  /** The per-company quantity; undefined when it cannot be computed. */
  x: (v: V) => number | undefined;
  div?: (v: V) => number | undefined;
}

const evic = (v: V) => pos(n(v, 'company.evic'));
const attributed = (
  id: string,
  x: (v: V) => number | undefined,
  mode: Mode,
  cls = 'company',
  div = evic,
): Plain => ({ id, cls, mode, x, div });
const share = (id: string, code: string, when: boolean, cls = 'company'): Plain => ({
  id,
  cls,
  mode: 'share',
  x: (v) => {
    const y = b(v, code);
    return y === undefined ? undefined : y === when ? 1 : 0;
  },
});
const wavg = (id: string, x: (v: V) => number | undefined, cls = 'company'): Plain => ({
  id,
  cls,
  mode: 'wavg',
  x,
});
const intensity = (v: V, e: number | undefined) => {
  const r = pos(n(v, 'company.revenue'));
  return e === undefined || r === undefined ? undefined : e / (r / 1e6);
};
const sector = (s: string) => (v: V) => {
  const nace = raw(v, 'company.nace') as string | undefined;
  if (nace?.[0] !== s) return undefined;
  const e = n(v, 'energy.consumption_total');
  const r = pos(n(v, 'company.revenue'));
  return e === undefined || r === undefined ? undefined : e / 1000 / (r / 1e6);
};
const naceChem = (v: V) => {
  const nace = raw(v, 'company.nace') as string | undefined;
  if (nace === undefined) return undefined;
  const digits = nace.slice(1).replace(/[^0-9]/g, '');
  return nace[0] !== 'C' || !digits.startsWith('20')
    ? 0
    : digits.length < 3
      ? undefined
      : digits.startsWith('202')
        ? 1
        : 0;
};
const f5 = (v: V) => {
  if (b(v, 're.subject_to_epc_nzeb') !== true) return undefined;
  const before = b(v, 're.built_before_2021');
  if (before === undefined) return undefined;
  if (before) {
    const epc = raw(v, 're.epc_class') as string | undefined;
    return epc === undefined ? undefined : ['C', 'D', 'E', 'F', 'G'].includes(epc) ? 1 : 0;
  }
  const meets = b(v, 're.meets_nzeb');
  return meets === undefined ? undefined : meets ? 0 : 1;
};

const PLAIN: Plain[] = [
  attributed('T1-1a', (v) => n(v, 'ghg.scope1'), 'sum'),
  attributed('T1-1b', s2, 'sum'),
  attributed('T1-1c', (v) => n(v, 'ghg.scope3'), 'sum'),
  attributed('T1-1d', (v) => sum(n(v, 'ghg.scope1'), s2(v), n(v, 'ghg.scope3')), 'sum'),
  attributed('T1-1-S12', (v) => sum(n(v, 'ghg.scope1'), s2(v)), 'sum'),
  attributed('T1-2', (v) => sum(n(v, 'ghg.scope1'), s2(v), n(v, 'ghg.scope3')), 'perM'),
  attributed('T1-2-S12', (v) => sum(n(v, 'ghg.scope1'), s2(v)), 'perM'),
  {
    id: 'T1-3',
    cls: 'company',
    mode: 'all',
    x: (v) => intensity(v, sum(n(v, 'ghg.scope1'), s2(v), n(v, 'ghg.scope3'))),
  },
  { id: 'T1-3-S12', cls: 'company', mode: 'all', x: (v) => intensity(v, sum(n(v, 'ghg.scope1'), s2(v))) },
  share('T1-4', 'env.fossil_fuel_sector', true),
  wavg('T1-5a', (v) => ratio(n(v, 'energy.consumption_nonrenewable'), n(v, 'energy.consumption_total'))),
  wavg('T1-5b', (v) => ratio(n(v, 'energy.production_nonrenewable'), n(v, 'energy.production_total'))),
  ...['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'L'].map((s) => wavg(`T1-6-${s}`, sector(s))),
  share('T1-7', 'env.biodiversity_sensitive_areas', true),
  attributed('T1-8', (v) => n(v, 'env.emissions_to_water'), 'perM'),
  attributed('T1-9', (v) => n(v, 'env.hazardous_radioactive_waste'), 'perM'),
  share('T1-10', 'soc.ungc_oecd_violations', true),
  share('T1-11', 'soc.ungc_oecd_processes', false),
  wavg('T1-12', (v) => n(v, 'soc.gender_pay_gap')),
  wavg('T1-13', (v) => {
    const m = n(v, 'gov.board_members');
    const f = n(v, 'gov.board_members_female');
    return m === undefined || f === undefined || m === 0 || f > m ? undefined : (f / m) * 100;
  }),
  share('T1-14', 'soc.controversial_weapons', true),
  {
    id: 'T1-15',
    cls: 'sovereign',
    mode: 'all',
    x: (v) => {
      const e = n(v, 'sov.ghg_emissions');
      const g = pos(n(v, 'sov.gdp'));
      return e === undefined || g === undefined ? undefined : e / (g / 1e6);
    },
  },
  {
    id: 'T1-16a',
    cls: 'sovereign',
    mode: 'count',
    x: (v) =>
      b(v, 'sov.social_violations') === undefined ? undefined : b(v, 'sov.social_violations') ? 1 : 0,
  },
  {
    id: 'T1-16b',
    cls: 'sovereign',
    mode: 'countShare',
    x: (v) =>
      b(v, 'sov.social_violations') === undefined ? undefined : b(v, 'sov.social_violations') ? 1 : 0,
  },
  { ...share('T1-17', 're.fossil_fuel_involvement', true, 'real-estate'), mode: 'classShare' },
  {
    id: 'T1-18',
    cls: 'real-estate',
    mode: 'wavg',
    x: (v) => (f5(v) === undefined ? undefined : f5(v)! * 100),
  },
  attributed('T2-1', (v) => n(v, 'env.inorganic_pollutants'), 'perM'),
  attributed('T2-2', (v) => n(v, 'env.air_pollutants'), 'perM'),
  attributed('T2-3', (v) => n(v, 'env.ozone_depleting_substances'), 'perM'),
  share('T2-4', 'ghg.reduction_target', false),
  ...(
    [
      ['T2-5a', 'energy.nonrenewable_coal'],
      ['T2-5b', 'energy.nonrenewable_oil'],
      ['T2-5c', 'energy.nonrenewable_gas'],
      ['T2-5d', 'energy.nonrenewable_nuclear'],
      ['T2-5e', 'energy.nonrenewable_other'],
    ] as const
  ).map(([id, code]) => wavg(id, (v) => ratio(n(v, code), n(v, 'energy.consumption_total')))),
  wavg('T2-6a', (v) => intensity(v, n(v, 'water.consumption'))),
  wavg('T2-6b', (v) => n(v, 'water.recycled_share')),
  share('T2-7', 'water.management_policy', false),
  {
    id: 'T2-8',
    cls: 'company',
    mode: 'share',
    x: (v) => {
      const stress = b(v, 'water.high_stress_sites');
      if (stress === undefined) return undefined;
      if (!stress) return 0;
      const policy = b(v, 'water.management_policy');
      return policy === undefined ? undefined : policy ? 0 : 1;
    },
  },
  { id: 'T2-9', cls: 'company', mode: 'share', x: naceChem },
  share('T2-10', 'env.land_degradation', true),
  share('T2-11', 'env.sustainable_land_practices', false),
  share('T2-12', 'env.sustainable_ocean_practices', false),
  attributed('T2-13', (v) => n(v, 'waste.non_recycled'), 'perM'),
  share('T2-14a', 'env.threatened_species_affected', true),
  share('T2-14b', 'env.biodiversity_policy', false),
  share('T2-15', 'env.deforestation_policy', false),
  // T2-16 / T2-17 depend on the position (see plainFigures).
  { id: 'T2-16', cls: 'company', mode: 'share', x: () => 0 },
  { id: 'T2-17', cls: 'sovereign', mode: 'classShare', x: () => 0 },
  attributed(
    'T2-18a',
    (v) => n(v, 'ghg.scope1'),
    'sum',
    'real-estate',
    (v) => pos(n(v, 're.asset_value')),
  ),
  attributed('T2-18b', s2, 'sum', 'real-estate', (v) => pos(n(v, 're.asset_value'))),
  attributed(
    'T2-18c',
    (v) => n(v, 'ghg.scope3'),
    'sum',
    'real-estate',
    (v) => pos(n(v, 're.asset_value')),
  ),
  attributed(
    'T2-18d',
    (v) => sum(n(v, 'ghg.scope1'), s2(v), n(v, 'ghg.scope3')),
    'sum',
    'real-estate',
    (v) => pos(n(v, 're.asset_value')),
  ),
  attributed(
    'T2-18-S12',
    (v) => sum(n(v, 'ghg.scope1'), s2(v)),
    'sum',
    'real-estate',
    (v) => pos(n(v, 're.asset_value')),
  ),
  wavg(
    'T2-19',
    (v) => {
      const e = n(v, 'energy.consumption_total');
      const a = pos(n(v, 're.floor_area'));
      return e === undefined || a === undefined ? undefined : e / 1000 / a;
    },
    'real-estate',
  ),
  {
    id: 'T2-20',
    cls: 'real-estate',
    mode: 'classShare',
    x: (v) => {
      const s = b(v, 're.waste_sorting');
      const c = b(v, 're.waste_recovery_contract');
      if (s === true || c === true) return 0;
      return s === undefined || c === undefined ? undefined : 1;
    },
  },
  wavg(
    'T2-21',
    (v) => ratio(n(v, 're.raw_materials_weight'), n(v, 're.building_materials_weight')),
    'real-estate',
  ),
  wavg('T2-22', (v) => ratio(n(v, 're.non_vegetated_area'), pos(n(v, 're.plot_area'))), 'real-estate'),
  share('T3-1', 'soc.accident_prevention_policy', false),
  wavg('T3-2', (v) => {
    const i = n(v, 'soc.injuries');
    const h = pos(n(v, 'soc.hours_worked'));
    return i === undefined || h === undefined ? undefined : (i / h) * 1e6;
  }),
  attributed('T3-3', (v) => n(v, 'soc.days_lost'), 'perM'),
  share('T3-4', 'soc.supplier_code_of_conduct', false),
  share('T3-5', 'soc.grievance_mechanism', false),
  share('T3-6', 'gov.whistleblower_protection', false),
  attributed('T3-7a', (v) => n(v, 'soc.discrimination_incidents'), 'perM'),
  attributed('T3-7b', (v) => n(v, 'soc.discrimination_sanctions'), 'perM'),
  wavg('T3-8', (v) => n(v, 'soc.ceo_pay_ratio')),
  share('T3-9', 'soc.human_rights_policy', false),
  share('T3-10', 'soc.human_rights_due_diligence', false),
  share('T3-11', 'soc.anti_trafficking_policy', false),
  share('T3-12', 'soc.child_labour_risk', true),
  share('T3-13', 'soc.forced_labour_risk', true),
  attributed('T3-14', (v) => n(v, 'soc.severe_human_rights_cases'), 'perM'),
  share('T3-15', 'gov.anti_corruption_policy', false),
  share('T3-16', 'gov.anti_corruption_insufficient_action', true),
  attributed('T3-17a', (v) => n(v, 'gov.anti_corruption_convictions'), 'sum'),
  attributed('T3-17b', (v) => n(v, 'gov.anti_corruption_fines'), 'sum'),
  wavg('T3-18', (v) => n(v, 'sov.income_inequality_score'), 'sovereign'),
  wavg('T3-19', (v) => n(v, 'sov.freedom_of_expression_score'), 'sovereign'),
  wavg('T3-20', (v) => n(v, 'sov.human_rights_score'), 'sovereign'),
  wavg('T3-21', (v) => n(v, 'sov.corruption_score'), 'sovereign'),
  {
    id: 'T3-22a',
    cls: 'sovereign',
    mode: 'sum',
    x: (v) =>
      b(v, 'sov.eu_non_cooperative_tax') === undefined
        ? undefined
        : b(v, 'sov.eu_non_cooperative_tax')
          ? 1
          : 0,
  },
  { ...share('T3-22b', 'sov.eu_non_cooperative_tax', true, 'sovereign') },
  wavg('T3-23', (v) => n(v, 'sov.political_stability_score'), 'sovereign'),
  wavg('T3-24', (v) => n(v, 'sov.rule_of_law_score'), 'sovereign'),
];

/** Each figure's yearly value by the plain loop. */
function plainFigures(input: PaiCalculationInput): Map<string, number | null> {
  const values = new Map<string, V>();
  for (const c of input.companies) values.set(String(c.id), c.values);
  const out = new Map<string, number | null>();
  for (const p of PLAIN) {
    let total = 0;
    let quarters = 0;
    for (const q of input.quarters) {
      let num = 0;
      let relevant = 0;
      let covered = 0;
      let count = 0;
      const seen = new Set<string>();
      for (const position of q.positions) {
        if (
          (position.instrument === undefined ? 'company' : INSTRUMENT_ASSET_CLASS[position.instrument]) !==
          p.cls
        )
          continue;
        const key = String(position.companyId);
        const v = values.get(key);
        let x: number | undefined;
        if (p.id === 'T2-16' || p.id === 'T2-17') {
          const bond = position.instrument === 'corporate-bond' || position.instrument === 'sovereign-bond';
          x = !bond ? 1 : position.euGreenBond === undefined ? undefined : position.euGreenBond ? 0 : 1;
        } else {
          x = v === undefined ? undefined : p.x(v);
        }
        if (p.id.startsWith('T1-6-')) {
          const nace = v === undefined ? undefined : (raw(v, 'company.nace') as string | undefined);
          if (nace?.[0] !== p.id.slice(-1)) continue;
        }
        relevant += position.value;
        const d = p.div && v ? p.div(v) : 1;
        if (x === undefined || d === undefined) continue;
        covered += position.value;
        if (p.mode === 'count' || p.mode === 'countShare') {
          if (seen.has(key)) continue;
          seen.add(key);
          count += 1;
          num += x;
        } else num += (position.value / d) * x;
      }
      let figure: number | null;
      if (relevant === 0) figure = ['sum', 'perM', 'all', 'share', 'count'].includes(p.mode) ? 0 : null;
      else if (covered === 0) figure = null;
      else if (p.mode === 'sum' || p.mode === 'count') figure = num;
      else if (p.mode === 'perM') figure = num / (q.allInvestments / 1e6);
      else if (p.mode === 'all') figure = num / q.allInvestments;
      else if (p.mode === 'share') figure = (num / q.allInvestments) * 100;
      else if (p.mode === 'classShare') figure = (num / relevant) * 100;
      else if (p.mode === 'countShare') figure = (num / count) * 100;
      else figure = num / covered;
      if (figure !== null) {
        total += figure;
        quarters += 1;
      }
    }
    out.set(p.id, quarters === 0 ? null : total / quarters);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function time(run: () => unknown): number[] {
  for (let i = 0; i < 5; i++) run();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run();
    ms.push(performance.now() - start);
  }
  return ms;
}

function main(): void {
  const input = portfolio();
  const reference = loadPaiReference();
  const options = { computedAt: new Date().toISOString() };

  // Same figures first: a benchmark of two computations that disagree measures nothing.
  const ours = calculatePai(input, reference, options);
  const plain = plainFigures(input);
  if (ours.indicators.length !== PAI_INDICATORS.length || plain.size !== PAI_INDICATORS.length)
    throw new Error(
      `expected ${PAI_INDICATORS.length} figures, got ${ours.indicators.length} and ${plain.size}`,
    );
  for (const figure of ours.indicators) {
    const expected = plain.get(figure.id);
    const agree =
      expected === null || expected === undefined
        ? figure.value === null
        : figure.value !== null &&
          Math.abs(figure.value - expected) <= 1e-9 * Math.max(1, Math.abs(expected));
    if (!agree) throw new Error(`${figure.id}: calculatePai ${figure.value}, plain loop ${expected}`);
  }

  const positions = input.quarters.reduce((s, q) => s + q.positions.length, 0);
  const full = time(() => calculatePai(input, reference, options));
  const loop = time(() => plainFigures(input));
  const traced = time(() => calculatePai(input, reference, { ...options, provenance: true }));
  const a = median(full);
  const b2 = median(loop);
  const c = median(traced);
  const ratio = b2 / a;
  console.log(
    `calculatePai ${a.toFixed(1)} ms; plain loop ${b2.toFixed(1)} ms; ratio ${ratio.toFixed(2)} (target ≥ 0.20); with provenance ${c.toFixed(1)} ms`,
  );

  const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), node ${process.version}, ${process.platform}; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`;
  appendFileSync(
    join(__dirname, '..', 'docs', 'benchmarks.md'),
    [
      '',
      `## PAI: full recompute — ${new Date().toISOString()}`,
      '',
      `Every PAI figure (${PAI_INDICATORS.length}: Tables 1–3 with T1-6 per sector and the EET Scope 1+2 variants) for ${COMPANIES} investee`,
      `companies, ${COUNTRIES} investee countries and ${ASSETS} real-estate assets over 4 quarter ends (${positions.toLocaleString('en-US')} positions,`,
      `~8% of values missing, ~20% estimated). (a) \`calculatePai\` as the projection and \`POST /api/calculations/pai\` run it: coverage,`,
      'estimated and eligible shares, included and excluded companies with reasons, canonical ordering. (b) baseline: a plain loop over',
      'the same input arrays computing the same yearly figures only (checked equal to (a) before timing). (c) (a) with full provenance',
      `(every position's inputs and terms). Median of ${RUNS} runs after 5 warm-ups. Machine: ${machine}.`,
      '',
      '| Path | ms per full recompute |',
      '| --- | ---: |',
      `| (a) calculatePai | ${a.toFixed(1)} |`,
      `| (b) baseline: plain loop | ${b2.toFixed(1)} |`,
      `| (c) calculatePai with provenance | ${c.toFixed(1)} |`,
      '',
      `Ratio (b)/(a): **${ratio.toFixed(2)}** (target ≥ 0.20); a full recompute takes ${a.toFixed(0)} ms (target: well under ~100 ms).`,
      '',
    ].join('\n'),
  );
}

main();
