/**
 * Every PAI figure the product computes: its id (sfdr_pai.json's, with a suffix where one Annex I row has
 * several figures), the asset class it concerns, its method, unit, and how one company's inputs become the
 * factor of its positions. Names and metric texts come from sfdr_pai.json at run time; the codes read come
 * from libs/contracts calculation-inputs/pai.ts. docs/pai-methodology.md explains each method and the readings chosen.
 */
import {
  EPC_CLASSES,
  HIGH_IMPACT_SECTIONS,
  INEFFICIENT_EPC_CLASSES,
  PAI_INPUTS,
  BOND_INSTRUMENTS,
  type HighImpactSection,
  type PaiInputKey,
} from '@esg/contracts';
import type { PaiMethod, PaiPositionInput } from './model';
import type { Reading } from './reading';

export type PaiTable = 'Table 1' | 'Table 2' | 'Table 3';
export type PaiIndicatorAssetClass = 'company' | 'sovereign' | 'real-estate';

/** What one position contributes to an indicator decided by the position itself (T2-16, T2-17). */
export type PositionOutcome =
  | { status: 'included'; factor: number }
  | { status: 'missing' | 'invalid'; reason: string; metrics: string[] };

export interface PaiIndicatorDefinition {
  id: string;
  parentId: string;
  table: PaiTable;
  assetClass: PaiIndicatorAssetClass;
  label: string | null;
  unit: string;
  method: PaiMethod;
  /** F1–F5 (sfdr_pai.json formulae) or the method name (docs/pai-methodology.md). */
  formulaId: string;
  /** The formula with this indicator's inputs named (F1–F5 add the regulation's text). */
  formula: string;
  supplementary: boolean;
  /**
   * The factor of the company's positions — term = (value / r.divisor) × factor, r.divisor defaulting to 1 —
   * or NaN with the reason in `r`.
   */
  evaluate(r: Reading): number;
  /** Indicators decided per position instead of per company. */
  position?: (p: PaiPositionInput) => PositionOutcome;
}

const MILLION = 1_000_000;
const MWH_PER_GWH = 1000;
const PER_MILLION_HOURS = 1_000_000;

const code = (key: PaiInputKey) => PAI_INPUTS[key].code;
const SCOPE2: readonly PaiInputKey[] = ['scope2Market', 'scope2Location'];
type Scope = 1 | 2 | 3;

function scopes(r: Reading, which: readonly Scope[]): number {
  let total = 0;
  for (const s of which)
    total += s === 1 ? r.number('scope1') : s === 2 ? r.firstNumber(SCOPE2) : r.number('scope3');
  return total;
}
const scopeNames = (which: readonly Scope[]) =>
  which.map((s) =>
    s === 2 ? `Scope 2 (${code('scope2Market')}, else ${code('scope2Location')})` : `Scope ${s}`,
  );

/** Methods whose figure is a sum over holdings: a quarter with nothing relevant held is 0, not unknown. */
export const SUM_METHODS: ReadonlySet<PaiMethod> = new Set<PaiMethod>([
  'F1',
  'F2',
  'F3',
  'F4',
  'ATTRIBUTED',
  'PER_EUR_M_INVESTED',
  'SHARE_OF_ALL_INVESTMENTS',
  'AMOUNT',
  'COUNT',
]);
/** Methods expressed as a percentage (×100). */
export const PERCENT_METHODS: ReadonlySet<PaiMethod> = new Set<PaiMethod>([
  'F5',
  'SHARE_OF_ALL_INVESTMENTS',
  'SHARE_OF_ASSET_CLASS',
  'COUNT_SHARE',
]);

interface Base {
  id: string;
  parentId: string;
  table: PaiTable;
  assetClass?: PaiIndicatorAssetClass;
  label?: string | null;
  supplementary?: boolean;
}

function def(
  base: Base,
  method: PaiMethod,
  unit: string,
  formula: string,
  evaluate: (r: Reading) => number,
  formulaId: string = method,
): PaiIndicatorDefinition {
  return {
    id: base.id,
    parentId: base.parentId,
    table: base.table,
    assetClass: base.assetClass ?? 'company',
    label: base.label ?? null,
    supplementary: base.supplementary ?? false,
    unit,
    method,
    formulaId,
    formula,
    evaluate,
  };
}

// --- builders, one per method

/** F1: Σ (V_i / EVIC_i) × emissions_i. */
function financedEmissions(base: Base, which: readonly Scope[]) {
  return def(
    base,
    'F1',
    'tCO2e',
    `Σ_i (V_i / ${code('evic')}_i) × (${scopeNames(which).join(' + ')})_i`,
    (r) => {
      r.divisor = r.positive('evic');
      const emissions = scopes(r, which);
      return r.failed ? Number.NaN : emissions;
    },
    'F1',
  );
}

/** F2: [Σ (V_i / EVIC_i) × emissions_i] / (V_all / 1,000,000). */
function carbonFootprint(base: Base, which: readonly Scope[]) {
  return def(
    base,
    'F2',
    'tCO2e per EUR million invested',
    `[Σ_i (V_i / ${code('evic')}_i) × (${scopeNames(which).join(' + ')})_i] / (V_all / 1,000,000)`,
    (r) => {
      r.divisor = r.positive('evic');
      const emissions = scopes(r, which);
      return r.failed ? Number.NaN : emissions;
    },
    'F2',
  );
}

/** F3: Σ (V_i / V_all) × emissions_i / (revenue_i / 1,000,000). */
function ghgIntensity(base: Base, which: readonly Scope[]) {
  return def(
    base,
    'F3',
    'tCO2e per EUR million of revenue',
    `Σ_i (V_i / V_all) × (${scopeNames(which).join(' + ')})_i / (${code('revenue')}_i / 1,000,000)`,
    (r) => {
      const revenue = r.positive('revenue');
      const emissions = scopes(r, which);
      return r.failed ? Number.NaN : emissions / (revenue / MILLION);
    },
    'F3',
  );
}

/** As F2 for another quantity: tonnes (days, cases) per million EUR invested, attributed by EVIC. */
function perMillionInvested(base: Base, key: PaiInputKey, unit: string) {
  return def(
    base,
    'PER_EUR_M_INVESTED',
    unit,
    `[Σ_i (V_i / ${code('evic')}_i) × ${code(key)}_i] / (V_all / 1,000,000)`,
    (r) => {
      r.divisor = r.positive('evic');
      const x = r.number(key);
      return r.failed ? Number.NaN : x;
    },
  );
}

/** As F1 for another quantity: the investments' attributed share of it. */
function attributed(base: Base, key: PaiInputKey, unit: string) {
  return def(base, 'ATTRIBUTED', unit, `Σ_i (V_i / ${code('evic')}_i) × ${code(key)}_i`, (r) => {
    r.divisor = r.positive('evic');
    const x = r.number(key);
    return r.failed ? Number.NaN : x;
  });
}

/** Share of all investments in companies for which `key` is `adverseWhen`. */
function shareOfAll(base: Base, key: PaiInputKey, adverseWhen: boolean) {
  return def(
    base,
    'SHARE_OF_ALL_INVESTMENTS',
    '%',
    `Σ_i V_i × [${code(key)}_i = ${adverseWhen}] / V_all × 100`,
    (r) => {
      const value = r.boolean(key);
      return r.failed ? Number.NaN : value === adverseWhen ? 1 : 0;
    },
  );
}

/** Share of the asset class's investments for which the test holds. */
function shareOfClass(base: Base, test: string, adverse: (r: Reading) => number) {
  return def(base, 'SHARE_OF_ASSET_CLASS', '%', `Σ_i V_i × [${test}] / Σ_i V_i × 100`, adverse);
}

/** Weighted average by the current value of the investments with data: Σ V_i × x_i / Σ V_i. */
function weightedAverage(base: Base, unit: string, x: string, value: (r: Reading) => number) {
  return def(
    base,
    'WEIGHTED_AVERAGE',
    unit,
    `Σ_i V_i × x_i / Σ_i V_i over the investments with data, x = ${x}`,
    value,
  );
}

function boolAdverse(r: Reading, key: PaiInputKey, adverseWhen: boolean): number {
  const value = r.boolean(key);
  return r.failed ? Number.NaN : value === adverseWhen ? 1 : 0;
}

/** Part / whole × 100, where a zero whole takes the company out of the figure as not applicable. */
function shareOfWhole(r: Reading, part: PaiInputKey, whole: PaiInputKey, whenZero: string): number {
  const total = r.number(whole);
  if (r.failed) return Number.NaN;
  if (total === 0) return r.exclude('not-applicable', whenZero, [code(whole)]);
  const x = r.number(part);
  if (r.failed) return Number.NaN;
  if (x > total) return r.problem(code(part), `${code(part)} (${x}) is above ${code(whole)} (${total})`);
  return (x / total) * 100;
}

/** The NACE section letter of `company.nace` ("C.20", "C20.2", "c"), or null when it names none. */
export function naceSection(nace: string): string | null {
  const match = /^([A-Ua-u])(?![A-Za-z])/.exec(nace.trim());
  return match ? match[1].toUpperCase() : null;
}

/** NACE digits after the section ("C.20.2" → "202", "20.20" → "2020"). */
function naceDigits(nace: string): string {
  return nace.replace(/^[A-Ua-u]/, '').replace(/[^0-9]/g, '');
}

function energyIntensity(section: HighImpactSection): PaiIndicatorDefinition {
  return weightedAverage(
    { id: `T1-6-${section}`, parentId: 'T1-6', table: 'Table 1', label: `NACE section ${section}` },
    'GWh per EUR million of revenue',
    `(${code('energyConsumption')} / 1,000) / (${code('revenue')} / 1,000,000), companies of NACE section ${section}`,
    (r) => {
      if (!r.has('nace'))
        return r.exclude('unclassified', `${code('nace')} is not reported: the sector is unknown`, [
          code('nace'),
        ]);
      const nace = r.choice('nace');
      if (nace === undefined) return Number.NaN;
      const found = naceSection(nace);
      if (found === null)
        return r.exclude('unclassified', `${code('nace')} "${nace}" names no NACE section`, [code('nace')]);
      if (found !== section) return r.exclude('irrelevant', `NACE section ${found}`);
      const revenue = r.positive('revenue');
      const energy = r.number('energyConsumption');
      return r.failed ? Number.NaN : energy / MWH_PER_GWH / (revenue / MILLION);
    },
  );
}

const t1 = (id: string, parentId = id, label: string | null = null): Base => ({
  id,
  parentId,
  table: 'Table 1',
  label,
});
const t2 = (id: string, parentId = id, label: string | null = null): Base => ({
  id,
  parentId,
  table: 'Table 2',
  label,
});
const t3 = (id: string, parentId = id, label: string | null = null): Base => ({
  id,
  parentId,
  table: 'Table 3',
  label,
});
const sovereign = (b: Base): Base => ({ ...b, assetClass: 'sovereign' });
const realEstate = (b: Base): Base => ({ ...b, assetClass: 'real-estate' });

/** T2-16 / T2-17: a bond counts unless issued under the EU Green Bond Standard; other securities count. */
function notEuGreenBond(p: PaiPositionInput): PositionOutcome {
  if (p.instrument === undefined)
    return {
      status: 'missing',
      reason: 'the position has no instrument: whether it is a bond is unknown',
      metrics: ['instrument'],
    };
  if (!BOND_INSTRUMENTS.has(p.instrument)) return { status: 'included', factor: 1 };
  if (p.euGreenBond === undefined)
    return {
      status: 'missing',
      reason: `the ${p.instrument} position does not say whether it was issued under the EU Green Bond Standard`,
      metrics: ['euGreenBond'],
    };
  return { status: 'included', factor: p.euGreenBond ? 0 : 1 };
}

/** Annex I definition of F5: EPC C or below before 2021, below NZEB after. */
function inefficientRealEstate(r: Reading): number {
  const subject = r.boolean('subjectToEpcNzeb');
  if (r.failed) return Number.NaN;
  if (subject === false)
    return r.exclude('not-applicable', 'not required to abide by EPC and NZEB rules', [
      code('subjectToEpcNzeb'),
    ]);
  const before = r.boolean('builtBefore2021');
  if (r.failed) return Number.NaN;
  if (before) {
    const epc = r.choice('epcClass');
    if (epc === undefined) return Number.NaN;
    const normalised = epc.toUpperCase();
    if (!EPC_CLASSES.has(normalised))
      return r.problem(code('epcClass'), `${code('epcClass')} "${epc}" is not an EPC class (A+++ … G)`);
    return INEFFICIENT_EPC_CLASSES.has(normalised) ? 1 : 0;
  }
  const meets = r.boolean('meetsNzeb');
  return r.failed ? Number.NaN : meets ? 0 : 1;
}

const reScopes = (which: readonly Scope[]) => (r: Reading) => {
  r.divisor = r.positive('assetValue');
  const emissions = scopes(r, which);
  return r.failed ? Number.NaN : emissions;
};
function realEstateEmissions(base: Base, which: readonly Scope[]) {
  return def(
    realEstate(base),
    'ATTRIBUTED',
    'tCO2e',
    `Σ_i (V_i / ${code('assetValue')}_i) × (${scopeNames(which).join(' + ')})_i`,
    reScopes(which),
  );
}

function sovereignScore(base: Base, key: PaiInputKey) {
  return weightedAverage(sovereign(base), 'score', code(key), (r) => {
    const x = r.number(key);
    return r.failed ? Number.NaN : x;
  });
}

const T2_5: Array<[string, PaiInputKey, string]> = [
  ['T2-5a', 'energyCoal', 'Coal'],
  ['T2-5b', 'energyOil', 'Oil'],
  ['T2-5c', 'energyGas', 'Natural gas'],
  ['T2-5d', 'energyNuclear', 'Nuclear'],
  ['T2-5e', 'energyOtherNonRenewable', 'Other non-renewable sources'],
];

export const PAI_INDICATORS: readonly PaiIndicatorDefinition[] = [
  // ---------------- Table 1, investee companies
  financedEmissions(t1('T1-1a', 'T1-1', 'Scope 1 GHG emissions'), [1]),
  financedEmissions(t1('T1-1b', 'T1-1', 'Scope 2 GHG emissions'), [2]),
  financedEmissions(t1('T1-1c', 'T1-1', 'Scope 3 GHG emissions'), [3]),
  financedEmissions(t1('T1-1d', 'T1-1', 'Total GHG emissions'), [1, 2, 3]),
  financedEmissions(
    { ...t1('T1-1-S12', 'T1-1', 'Scope 1 and 2 GHG emissions (EET)'), supplementary: true },
    [1, 2],
  ),
  carbonFootprint(t1('T1-2'), [1, 2, 3]),
  carbonFootprint({ ...t1('T1-2-S12', 'T1-2', 'Scope 1 and 2 (EET)'), supplementary: true }, [1, 2]),
  ghgIntensity(t1('T1-3'), [1, 2, 3]),
  ghgIntensity({ ...t1('T1-3-S12', 'T1-3', 'Scope 1 and 2 (EET)'), supplementary: true }, [1, 2]),
  shareOfAll(t1('T1-4'), 'fossilFuelSector', true),
  weightedAverage(
    t1('T1-5a', 'T1-5', 'Non-renewable energy consumption'),
    '%',
    `${code('energyConsumptionNonRenewable')} / ${code('energyConsumption')} × 100`,
    (r) =>
      shareOfWhole(r, 'energyConsumptionNonRenewable', 'energyConsumption', 'the company consumes no energy'),
  ),
  weightedAverage(
    t1('T1-5b', 'T1-5', 'Non-renewable energy production'),
    '%',
    `${code('energyProductionNonRenewable')} / ${code('energyProduction')} × 100, energy producers only`,
    (r) =>
      shareOfWhole(r, 'energyProductionNonRenewable', 'energyProduction', 'the company produces no energy'),
  ),
  ...HIGH_IMPACT_SECTIONS.map(energyIntensity),
  shareOfAll(t1('T1-7'), 'biodiversitySensitiveAreas', true),
  perMillionInvested(t1('T1-8'), 'emissionsToWater', 'tonnes per EUR million invested'),
  perMillionInvested(t1('T1-9'), 'hazardousWaste', 'tonnes per EUR million invested'),
  shareOfAll(t1('T1-10'), 'ungcViolations', true),
  shareOfAll(t1('T1-11'), 'ungcProcesses', false),
  weightedAverage(t1('T1-12'), '%', code('genderPayGap'), (r) => {
    const gap = r.number('genderPayGap');
    return r.failed ? Number.NaN : gap;
  }),
  weightedAverage(t1('T1-13'), '%', `${code('boardMembersFemale')} / ${code('boardMembers')} × 100`, (r) => {
    const members = r.number('boardMembers');
    const female = r.number('boardMembersFemale');
    if (r.failed) return Number.NaN;
    if (members === 0)
      return r.problem(
        code('boardMembers'),
        `${code('boardMembers')} is 0: there is no board to take a share of`,
      );
    if (female > members)
      return r.problem(
        code('boardMembersFemale'),
        `${code('boardMembersFemale')} (${female}) is above ${code('boardMembers')} (${members})`,
      );
    return (female / members) * 100;
  }),
  shareOfAll(t1('T1-14'), 'controversialWeapons', true),

  // ---------------- Table 1, sovereigns and supranationals
  def(
    sovereign(t1('T1-15')),
    'F4',
    'tCO2e per EUR million of GDP',
    `Σ_i (V_i / V_all) × ${code('countryEmissions')}_i / (${code('countryGdp')}_i / 1,000,000)`,
    (r) => {
      const gdp = r.positive('countryGdp');
      const emissions = r.number('countryEmissions');
      return r.failed ? Number.NaN : emissions / (gdp / MILLION);
    },
    'F4',
  ),
  def(
    sovereign(t1('T1-16a', 'T1-16', 'Number of investee countries')),
    'COUNT',
    'countries',
    `number of distinct investee countries with ${code('socialViolations')} = true`,
    (r) => boolAdverse(r, 'socialViolations', true),
  ),
  def(
    sovereign(t1('T1-16b', 'T1-16', 'Share of investee countries')),
    'COUNT_SHARE',
    '%',
    `countries with ${code('socialViolations')} = true / investee countries with data × 100`,
    (r) => boolAdverse(r, 'socialViolations', true),
  ),

  // ---------------- Table 1, real-estate assets
  shareOfClass(realEstate(t1('T1-17')), `${code('fossilFuelRealEstate')}_i = true`, (r) =>
    boolAdverse(r, 'fossilFuelRealEstate', true),
  ),
  def(
    realEstate(t1('T1-18')),
    'F5',
    '%',
    `(V of assets with ${code('builtBefore2021')} and ${code('epcClass')} C or below + V of assets built after 2020 without ${code('meetsNzeb')}) / V of assets subject to EPC and NZEB rules × 100`,
    inefficientRealEstate,
    'F5',
  ),

  // ---------------- Table 2, investee companies
  perMillionInvested(t2('T2-1'), 'inorganicPollutants', 'tonnes per EUR million invested'),
  perMillionInvested(t2('T2-2'), 'airPollutants', 'tonnes per EUR million invested'),
  perMillionInvested(t2('T2-3'), 'ozoneDepleting', 'tonnes per EUR million invested'),
  shareOfAll(t2('T2-4'), 'reductionTarget', false),
  ...T2_5.map(([id, key, label]) =>
    weightedAverage(t2(id, 'T2-5', label), '%', `${code(key)} / ${code('energyConsumption')} × 100`, (r) =>
      shareOfWhole(r, key, 'energyConsumption', 'the company consumes no energy'),
    ),
  ),
  weightedAverage(
    t2('T2-6a', 'T2-6', 'Water consumed per EUR million of revenue'),
    'm3 per EUR million of revenue',
    `${code('waterConsumption')} / (${code('revenue')} / 1,000,000)`,
    (r) => {
      const revenue = r.positive('revenue');
      const water = r.number('waterConsumption');
      return r.failed ? Number.NaN : water / (revenue / MILLION);
    },
  ),
  weightedAverage(t2('T2-6b', 'T2-6', 'Water recycled and reused'), '%', code('waterRecycledShare'), (r) => {
    const share = r.number('waterRecycledShare');
    return r.failed ? Number.NaN : share;
  }),
  shareOfAll(t2('T2-7'), 'waterManagementPolicy', false),
  def(
    t2('T2-8'),
    'SHARE_OF_ALL_INVESTMENTS',
    '%',
    `Σ_i V_i × [${code('highWaterStressSites')}_i = true and ${code('waterManagementPolicy')}_i = false] / V_all × 100`,
    (r) => {
      const stress = r.boolean('highWaterStressSites');
      if (r.failed) return Number.NaN;
      if (!stress) return 0;
      return boolAdverse(r, 'waterManagementPolicy', false);
    },
  ),
  def(
    t2('T2-9'),
    'SHARE_OF_ALL_INVESTMENTS',
    '%',
    `Σ_i V_i × [${code('chemicalsProduction')}_i, else ${code('nace')}_i in group 20.2] / V_all × 100`,
    (r) => {
      // The collected answer (a yes/no on group 20.2) decides; a group-level NACE code does when it is absent.
      if (r.has('chemicalsProduction')) return boolAdverse(r, 'chemicalsProduction', true);
      if (!r.has('nace')) (r.missing ??= []).push(code('chemicalsProduction'));
      const nace = r.choice('nace');
      if (nace === undefined) return Number.NaN;
      const section = naceSection(nace);
      const digits = naceDigits(nace);
      if (section !== null && section !== 'C') return 0;
      if (digits.length >= 2 && !digits.startsWith('20')) return 0;
      if (digits.length >= 3) return digits.startsWith('202') ? 1 : 0;
      return r.problem(
        code('nace'),
        `${code('nace')} "${nace}" does not say whether the activity is in group 20.2 (a group-level code such as C.20.2 is needed)`,
      );
    },
  ),
  shareOfAll(t2('T2-10'), 'landDegradation', true),
  shareOfAll(t2('T2-11'), 'sustainableLandPractices', false),
  shareOfAll(t2('T2-12'), 'sustainableOceanPractices', false),
  perMillionInvested(t2('T2-13'), 'nonRecycledWaste', 'tonnes per EUR million invested'),
  shareOfAll(t2('T2-14a', 'T2-14', 'Operations affecting threatened species'), 'threatenedSpecies', true),
  shareOfAll(t2('T2-14b', 'T2-14', 'No biodiversity protection policy'), 'biodiversityPolicy', false),
  shareOfAll(t2('T2-15'), 'deforestationPolicy', false),
  {
    ...def(
      t2('T2-16'),
      'SHARE_OF_ALL_INVESTMENTS',
      '%',
      'Σ_i V_i × [position i is not a bond issued under the EU Green Bond Standard] / V_all × 100',
      () => Number.NaN,
    ),
    position: notEuGreenBond,
  },

  // ---------------- Table 2, sovereigns
  {
    ...def(
      sovereign(t2('T2-17')),
      'SHARE_OF_ASSET_CLASS',
      '%',
      'Σ_i V_i × [bond i not issued under the EU Green Bond Standard] / Σ_i V_i × 100, sovereign bonds',
      () => Number.NaN,
    ),
    position: notEuGreenBond,
  },

  // ---------------- Table 2, real-estate assets
  realEstateEmissions(t2('T2-18a', 'T2-18', 'Scope 1 GHG emissions'), [1]),
  realEstateEmissions(t2('T2-18b', 'T2-18', 'Scope 2 GHG emissions'), [2]),
  realEstateEmissions(t2('T2-18c', 'T2-18', 'Scope 3 GHG emissions'), [3]),
  realEstateEmissions(t2('T2-18d', 'T2-18', 'Total GHG emissions'), [1, 2, 3]),
  realEstateEmissions(
    { ...t2('T2-18-S12', 'T2-18', 'Scope 1 and 2 GHG emissions (EET)'), supplementary: true },
    [1, 2],
  ),
  weightedAverage(
    realEstate(t2('T2-19')),
    'GWh per m2',
    `(${code('energyConsumption')} / 1,000) / ${code('floorArea')}`,
    (r) => {
      const area = r.positive('floorArea');
      const energy = r.number('energyConsumption');
      return r.failed ? Number.NaN : energy / MWH_PER_GWH / area;
    },
  ),
  shareOfClass(
    realEstate(t2('T2-20')),
    `${code('wasteSorting')}_i = false and ${code('wasteRecoveryContract')}_i = false`,
    (r) => {
      // Either facility takes the asset out of the metric; only both missing facilities make it adverse.
      for (const key of ['wasteSorting', 'wasteRecoveryContract'] as const) {
        if (r.has(key)) {
          const present = r.boolean(key);
          if (r.failed) return Number.NaN;
          if (present) return 0;
        }
      }
      const sorting = r.boolean('wasteSorting');
      const contract = r.boolean('wasteRecoveryContract');
      return r.failed ? Number.NaN : !sorting && !contract ? 1 : 0;
    },
  ),
  weightedAverage(
    realEstate(t2('T2-21')),
    '%',
    `${code('materialsRaw')} / ${code('materialsTotal')} × 100, assets with construction or major renovation`,
    (r) =>
      shareOfWhole(
        r,
        'materialsRaw',
        'materialsTotal',
        'no new construction or major renovation in the period',
      ),
  ),
  weightedAverage(
    realEstate(t2('T2-22')),
    '%',
    `${code('nonVegetatedArea')} / ${code('plotArea')} × 100`,
    (r) => {
      const plot = r.positive('plotArea');
      const sealed = r.number('nonVegetatedArea');
      if (r.failed) return Number.NaN;
      if (sealed > plot)
        return r.problem(
          code('nonVegetatedArea'),
          `${code('nonVegetatedArea')} (${sealed}) is above ${code('plotArea')} (${plot})`,
        );
      return (sealed / plot) * 100;
    },
  ),

  // ---------------- Table 3, investee companies
  shareOfAll(t3('T3-1'), 'accidentPreventionPolicy', false),
  weightedAverage(
    t3('T3-2'),
    'accidents per million hours worked',
    `${code('injuries')} / ${code('hoursWorked')} × 1,000,000`,
    (r) => {
      const hours = r.positive('hoursWorked');
      const injuries = r.number('injuries');
      return r.failed ? Number.NaN : (injuries / hours) * PER_MILLION_HOURS;
    },
  ),
  perMillionInvested(t3('T3-3'), 'daysLost', 'days per EUR million invested'),
  shareOfAll(t3('T3-4'), 'supplierCodeOfConduct', false),
  shareOfAll(t3('T3-5'), 'grievanceMechanism', false),
  shareOfAll(t3('T3-6'), 'whistleblowerProtection', false),
  perMillionInvested(
    t3('T3-7a', 'T3-7', 'Incidents of discrimination reported'),
    'discriminationIncidents',
    'incidents per EUR million invested',
  ),
  perMillionInvested(
    t3('T3-7b', 'T3-7', 'Incidents leading to sanctions'),
    'discriminationSanctions',
    'incidents per EUR million invested',
  ),
  weightedAverage(t3('T3-8'), 'ratio', code('ceoPayRatio'), (r) => {
    const ratio = r.number('ceoPayRatio');
    return r.failed ? Number.NaN : ratio;
  }),
  shareOfAll(t3('T3-9'), 'humanRightsPolicy', false),
  shareOfAll(t3('T3-10'), 'humanRightsDueDiligence', false),
  shareOfAll(t3('T3-11'), 'antiTraffickingPolicy', false),
  shareOfAll(t3('T3-12'), 'childLabourRisk', true),
  shareOfAll(t3('T3-13'), 'forcedLabourRisk', true),
  perMillionInvested(t3('T3-14'), 'severeHumanRightsCases', 'cases per EUR million invested'),
  shareOfAll(t3('T3-15'), 'antiCorruptionPolicy', false),
  shareOfAll(t3('T3-16'), 'antiCorruptionInsufficientAction', true),
  attributed(
    t3('T3-17a', 'T3-17', 'Number of convictions'),
    'antiCorruptionConvictions',
    'convictions (attributed)',
  ),
  attributed(t3('T3-17b', 'T3-17', 'Amount of fines'), 'antiCorruptionFines', 'EUR (attributed)'),

  // ---------------- Table 3, sovereigns
  sovereignScore(t3('T3-18'), 'incomeInequality'),
  sovereignScore(t3('T3-19'), 'freedomOfExpression'),
  sovereignScore(t3('T3-20'), 'humanRightsScore'),
  sovereignScore(t3('T3-21'), 'corruptionScore'),
  def(
    sovereign(t3('T3-22a', 'T3-22', 'Amount invested')),
    'AMOUNT',
    'EUR',
    `Σ_i V_i × [${code('nonCooperativeTax')}_i = true]`,
    (r) => boolAdverse(r, 'nonCooperativeTax', true),
  ),
  def(
    sovereign(t3('T3-22b', 'T3-22', 'Share of all investments')),
    'SHARE_OF_ALL_INVESTMENTS',
    '%',
    `Σ_i V_i × [${code('nonCooperativeTax')}_i = true] / V_all × 100`,
    (r) => boolAdverse(r, 'nonCooperativeTax', true),
  ),
  sovereignScore(t3('T3-23'), 'politicalStability'),
  sovereignScore(t3('T3-24'), 'ruleOfLaw'),
];

export const PAI_INDICATOR_BY_ID: ReadonlyMap<string, PaiIndicatorDefinition> = new Map(
  PAI_INDICATORS.map((d) => [d.id, d]),
);

/** Indicator ids (and parent ids, which stand for all their figures) to the definitions, in catalogue order. */
export function selectIndicators(ids: readonly string[] | undefined): PaiIndicatorDefinition[] {
  if (ids === undefined) return [...PAI_INDICATORS];
  const wanted = new Set(ids);
  return PAI_INDICATORS.filter((d) => wanted.has(d.id) || wanted.has(d.parentId));
}

export function isKnownIndicatorId(id: string): boolean {
  return PAI_INDICATOR_BY_ID.has(id) || PAI_INDICATORS.some((d) => d.parentId === id);
}
