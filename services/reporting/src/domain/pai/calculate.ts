/**
 * The PAI calculation: every indicator per quarter end from that date's positions, and for the reference
 * period as the average of the quarterly figures (Article 6(3) of Delegated Regulation 2022/1288). Pure and
 * deterministic: the same input (in any order) gives the same figures to the last bit, because companies and
 * positions are put in one canonical order and every sum runs in that order.
 *
 * Each company is evaluated once per indicator (its values do not change between quarters); each quarter
 * then sums its positions' terms, value × factor. docs/pai-methodology.md explains the methods.
 */
import {
  PERCENT_METHODS,
  SUM_METHODS,
  isKnownIndicatorId,
  selectIndicators,
  type PaiIndicatorDefinition,
  type PositionOutcome,
} from './catalogue';
import {
  DEFAULT_ASSET_CLASS,
  INSTRUMENT_ASSET_CLASS,
  PAI_INPUTS,
  paiInputMetric,
  type PaiAssetClass,
  type PaiInputMetric,
} from '@esg/contracts';
import {
  PaiInputError,
  type EntityId,
  type PaiCalculation,
  type PaiCalculationInput,
  type PaiContribution,
  type PaiExcludedCompany,
  type PaiExclusionCode,
  type PaiIncludedCompany,
  type PaiIndicatorResult,
  type PaiInputIssue,
  type PaiPositionInput,
  type PaiProvenance,
  type PaiProvenanceInput,
  type PaiQuarterResult,
  type PaiValueInput,
} from './model';
import { Reading, inputSlots, type PaiInputSlots } from './reading';
import type { PaiReference } from './reference';

export interface PaiCalculationOptions {
  /** ISO timestamp recorded with every figure (the caller's clock: the calculation reads none). */
  computedAt: string;
  /** Adds each figure's provenance: every position's inputs and term, per quarter. */
  provenance?: boolean;
}

const MILLION = 1_000_000;
/** Rounding slack when checking that the positions fit in all investments (EUR). */
const EUR_TOLERANCE = 0.005;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Outcome of one company for one indicator.
const NOT_EVALUATED = 0;
const INCLUDED = 1;
const NOT_APPLICABLE = 2;
const MISSING = 3;
const INVALID = 4;
const UNCLASSIFIED = 5;
const IRRELEVANT = 6;
const STATUS_OF: Record<PaiExclusionCode | 'irrelevant', number> = {
  'not-applicable': NOT_APPLICABLE,
  missing: MISSING,
  invalid: INVALID,
  unclassified: UNCLASSIFIED,
  irrelevant: IRRELEVANT,
};
const EXCLUSION_CODE: Record<number, PaiExclusionCode> = {
  [NOT_APPLICABLE]: 'not-applicable',
  [MISSING]: 'missing',
  [INVALID]: 'invalid',
  [UNCLASSIFIED]: 'unclassified',
};

interface Entity {
  id: EntityId;
  key: string;
  values: Readonly<Record<string, PaiValueInput | null | undefined>> | null;
  slots: PaiInputSlots | null;
  /** Quarter ends at which the entity is held, per asset class. */
  heldIn: Map<PaiAssetClass, string[]>;
}

interface Holding {
  entity: number;
  assetClass: PaiAssetClass;
  value: number;
  position: PaiPositionInput;
}

interface PreparedQuarter {
  date: string;
  allInvestments: number;
  /** Holdings of each asset class in canonical order (entity, instrument, value). */
  byClass: Map<PaiAssetClass, Holding[]>;
}

interface Detail {
  reason: string;
  metrics: string[];
}

/** By code units: the same order on every machine and locale (localeCompare is neither). */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Numbers first, by value; then other ids by code units. "7" and 7 are the same company. */
function compareKeys(a: string, b: string): number {
  const an = /^\d+$/.test(a);
  const bn = /^\d+$/.test(b);
  if (an && bn) return a.length - b.length || compareText(a, b);
  if (an !== bn) return an ? -1 : 1;
  return compareText(a, b);
}

function isValidDate(date: string): boolean {
  const m = ISO_DATE.exec(date);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === date;
}

const PAI_INPUT_METRICS: readonly PaiInputMetric[] = Object.values<PaiInputMetric>(PAI_INPUTS);

function typeProblem(metric: PaiInputMetric, value: PaiValueInput): string | null {
  const raw = typeof value === 'object' ? value.value : value;
  switch (metric.type) {
    case 'boolean':
      return typeof raw === 'boolean' ? null : 'must be true or false';
    case 'choice':
      return typeof raw === 'string' ? null : 'must be a code (text)';
    case 'integer':
      return typeof raw === 'number' && Number.isInteger(raw) ? null : 'must be a whole number';
    case 'number':
    case 'currency':
    case 'percent':
      return typeof raw === 'number' && Number.isFinite(raw) ? null : 'must be a number';
  }
}

/**
 * Problems that make the input unusable (the HTTP call answers 422 with them): dates, all investments,
 * positions, unknown instruments or indicators, duplicate companies, values of the wrong type for their
 * code. Out-of-range values are not errors: they exclude the company from the figures that read them.
 */
export function validatePaiInput(input: PaiCalculationInput): PaiInputIssue[] {
  const issues: PaiInputIssue[] = [];
  const dates = new Set<string>();
  if (input.quarters.length === 0)
    issues.push({ path: ['quarters'], message: 'at least one quarter is needed' });
  if (input.quarters.length > 4)
    issues.push({ path: ['quarters'], message: 'a reference period has at most four quarter ends' });
  input.quarters.forEach((q, i) => {
    if (!isValidDate(q.date))
      issues.push({ path: ['quarters', i, 'date'], message: 'must be a date YYYY-MM-DD' });
    else if (dates.has(q.date))
      issues.push({ path: ['quarters', i, 'date'], message: `${q.date} is given twice` });
    dates.add(q.date);
    if (!Number.isFinite(q.allInvestments) || q.allInvestments <= 0)
      issues.push({ path: ['quarters', i, 'allInvestments'], message: 'must be above zero (EUR)' });
    let sum = 0;
    q.positions.forEach((p, j) => {
      if (!Number.isFinite(p.value) || p.value < 0)
        issues.push({
          path: ['quarters', i, 'positions', j, 'value'],
          message: 'must be zero or more (EUR)',
        });
      else sum += p.value;
      if (p.instrument !== undefined && !(p.instrument in INSTRUMENT_ASSET_CLASS))
        issues.push({
          path: ['quarters', i, 'positions', j, 'instrument'],
          message: `unknown instrument "${p.instrument}"; one of ${Object.keys(INSTRUMENT_ASSET_CLASS).join(', ')}`,
        });
    });
    if (Number.isFinite(q.allInvestments) && sum > q.allInvestments + EUR_TOLERANCE)
      issues.push({
        path: ['quarters', i, 'allInvestments'],
        message: `${q.allInvestments} is below the sum of the positions (${sum}); it must include them, cash and everything else held`,
      });
  });
  const ids = new Set<string>();
  input.companies.forEach((c, i) => {
    const key = String(c.id);
    if (ids.has(key)) issues.push({ path: ['companies', i, 'id'], message: `company ${key} is given twice` });
    ids.add(key);
    // Only the codes the PAI indicators read: a company also carries every other metric it reports.
    for (const metric of PAI_INPUT_METRICS) {
      const value = c.values[metric.code];
      if (value === null || value === undefined) continue;
      const problem = typeProblem(metric, value);
      if (problem) issues.push({ path: ['companies', i, 'values', metric.code], message: problem });
    }
  });
  input.indicators?.forEach((id, i) => {
    if (!isKnownIndicatorId(id))
      issues.push({ path: ['indicators', i], message: `unknown indicator "${id}"` });
  });
  return issues;
}

function prepare(input: PaiCalculationInput): { entities: Entity[]; quarters: PreparedQuarter[] } {
  const valuesByKey = new Map<string, PaiCalculationInput['companies'][number]>();
  for (const c of input.companies) valuesByKey.set(String(c.id), c);

  const sortedQuarters = [...input.quarters].sort((a, b) => compareText(a.date, b.date));
  const heldKeys = new Map<string, EntityId>();
  for (const q of sortedQuarters) for (const p of q.positions) heldKeys.set(String(p.companyId), p.companyId);
  const keys = [...heldKeys.keys()].sort(compareKeys);
  const index = new Map(keys.map((k, i) => [k, i]));
  const entities: Entity[] = keys.map((key) => {
    const company = valuesByKey.get(key);
    return {
      id: company?.id ?? heldKeys.get(key)!,
      key,
      values: company?.values ?? null,
      slots: company ? inputSlots(company.values) : null,
      heldIn: new Map(),
    };
  });

  const quarters = sortedQuarters.map((q): PreparedQuarter => {
    const byClass = new Map<PaiAssetClass, Holding[]>();
    for (const position of q.positions) {
      const assetClass =
        position.instrument === undefined
          ? DEFAULT_ASSET_CLASS
          : (INSTRUMENT_ASSET_CLASS[position.instrument] ?? 'other');
      const holding = {
        entity: index.get(String(position.companyId))!,
        assetClass,
        value: position.value,
        position,
      };
      let list = byClass.get(assetClass);
      if (!list) byClass.set(assetClass, (list = []));
      list.push(holding);
    }
    for (const list of byClass.values()) {
      list.sort(
        (a, b) =>
          a.entity - b.entity ||
          compareText(a.position.instrument ?? '', b.position.instrument ?? '') ||
          a.value - b.value ||
          Number(a.position.euGreenBond ?? -1) - Number(b.position.euGreenBond ?? -1),
      );
      for (const h of list) {
        const held = entities[h.entity].heldIn;
        const dates = held.get(h.assetClass) ?? [];
        if (dates[dates.length - 1] !== q.date) dates.push(q.date);
        held.set(h.assetClass, dates);
      }
    }
    return { date: q.date, allInvestments: q.allInvestments, byClass };
  });
  return { entities, quarters };
}

/** Per-company outcomes of one indicator, computed once for all quarters. */
class Outcomes {
  readonly status: Uint8Array;
  readonly factor: Float64Array;
  readonly divisor: Float64Array;
  readonly estimated: Uint8Array;
  readonly details: Array<Detail | undefined>;
  /** The facts carried from an earlier period among the inputs read (sparse: most companies carry none). */
  readonly carried: Array<PaiIncludedCompany['carried']>;
  /** The investor's overrides among the inputs read (sparse, as `carried`). */
  readonly overridden: Array<PaiIncludedCompany['overridden']>;

  constructor(size: number) {
    this.status = new Uint8Array(size);
    this.factor = new Float64Array(size);
    this.divisor = new Float64Array(size).fill(1);
    this.estimated = new Uint8Array(size);
    this.details = new Array<Detail | undefined>(size);
    this.carried = new Array<PaiIncludedCompany['carried']>(size);
    this.overridden = new Array<PaiIncludedCompany['overridden']>(size);
  }
}

function evaluateCompany(
  definition: PaiIndicatorDefinition,
  entity: Entity,
  reading: Reading,
  out: Outcomes,
  i: number,
): void {
  if (entity.slots === null) {
    out.status[i] = MISSING;
    out.details[i] = { reason: 'no values are reported for this company', metrics: [] };
    return;
  }
  const factor = definition.evaluate(reading.reset(entity.slots, false));
  out.estimated[i] = reading.estimated ? 1 : 0;
  if (reading.carried) out.carried[i] = reading.carried;
  if (reading.overridden) out.overridden[i] = reading.overridden;
  if (reading.special) {
    const { code, reason, metrics } = reading.special;
    out.status[i] = STATUS_OF[code];
    out.details[i] = { reason, metrics };
  } else if (reading.problems) {
    out.status[i] = INVALID;
    const missing = reading.missing ? `; missing ${reading.missing.join(', ')}` : '';
    out.details[i] = {
      reason: reading.problems.join('; ') + missing,
      metrics: [...reading.problemCodes!, ...(reading.missing ?? [])],
    };
  } else if (reading.missing) {
    out.status[i] = MISSING;
    out.details[i] = { reason: `missing ${reading.missing.join(', ')}`, metrics: [...reading.missing] };
  } else if (!Number.isFinite(factor)) {
    out.status[i] = INVALID;
    out.details[i] = { reason: 'the inputs give no finite figure', metrics: [] };
  } else {
    out.status[i] = INCLUDED;
    out.factor[i] = factor;
    out.divisor[i] = reading.divisor;
  }
}

function positionStatus(outcome: PositionOutcome): number {
  return outcome.status === 'included' ? INCLUDED : outcome.status === 'missing' ? MISSING : INVALID;
}

function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

function provenanceInputs(
  entity: Entity,
  definition: PaiIndicatorDefinition,
  reading: Reading,
): PaiProvenanceInput[] {
  if (entity.values === null || entity.slots === null || definition.position) return [];
  definition.evaluate(reading.reset(entity.slots, true));
  const seen = new Set<string>();
  const inputs: PaiProvenanceInput[] = [];
  for (const code of reading.read ?? []) {
    if (seen.has(code)) continue;
    seen.add(code);
    const raw = entity.values[code];
    if (raw === null || raw === undefined) continue;
    const qualified = typeof raw === 'object';
    inputs.push({
      metric: code,
      value: qualified ? raw.value : raw,
      unit: paiInputMetric(code)?.unit ?? '',
      quality: qualified ? (raw.quality ?? null) : null,
      versionId: qualified ? (raw.versionId ?? null) : null,
      ...(qualified && raw.carriedFrom ? { carriedFrom: raw.carriedFrom } : {}),
      ...(qualified && raw.override ? { override: raw.override } : {}),
    });
  }
  return inputs;
}

function calculateIndicator(
  definition: PaiIndicatorDefinition,
  entities: readonly Entity[],
  quarters: readonly PreparedQuarter[],
  reference: PaiReference,
  options: PaiCalculationOptions,
  reading: Reading,
): PaiIndicatorResult {
  const cls = definition.assetClass;
  const out = new Outcomes(entities.length);
  if (!definition.position) {
    for (let i = 0; i < entities.length; i++)
      if (entities[i].heldIn.has(cls)) evaluateCompany(definition, entities[i], reading, out, i);
  }
  const method = definition.method;
  const scale = PERCENT_METHODS.has(method) ? 100 : 1;
  const isSum = SUM_METHODS.has(method);
  const counts = method === 'COUNT' || method === 'COUNT_SHARE';
  const seen = counts ? new Int32Array(entities.length).fill(-1) : null;
  const inputsCache = options.provenance ? new Map<number, PaiProvenanceInput[]>() : null;
  // Per-position indicators: each entity's first exclusion, and whether any of its positions counted.
  const positionIncluded = definition.position ? new Uint8Array(entities.length) : null;

  const quarterResults: PaiQuarterResult[] = [];
  const provenanceQuarters: PaiProvenance['quarters'] = [];
  quarters.forEach((q, qi) => {
    const holdings = q.byClass.get(cls) ?? [];
    let relevant = 0;
    let covered = 0;
    let estimated = 0;
    let includedValue = 0;
    let includedCount = 0;
    let numerator = 0;
    const contributions: PaiContribution[] | null = options.provenance ? [] : null;
    for (const h of holdings) {
      const e = h.entity;
      let status: number;
      let factor: number;
      let divisor = 1;
      if (definition.position) {
        const outcome = definition.position(h.position);
        status = positionStatus(outcome);
        factor = outcome.status === 'included' ? outcome.factor : 0;
        if (outcome.status === 'included') positionIncluded![e] = 1;
        else if (out.details[e] === undefined) {
          out.status[e] = status;
          out.details[e] = { reason: outcome.reason, metrics: outcome.metrics };
        }
      } else {
        status = out.status[e]!;
        factor = out.factor[e]!;
        divisor = out.divisor[e]!;
      }
      if (status === IRRELEVANT || status === UNCLASSIFIED) continue;
      relevant += h.value;
      if (status !== INCLUDED && status !== NOT_APPLICABLE) continue;
      covered += h.value;
      if (out.estimated[e]) estimated += h.value;
      if (status !== INCLUDED) continue;
      includedValue += h.value;
      let term: number;
      if (seen) {
        if (seen[e] === qi) continue;
        seen[e] = qi;
        includedCount += 1;
        term = factor;
      } else {
        term = (h.value / divisor) * factor;
      }
      numerator += term;
      if (contributions) {
        let inputs = inputsCache!.get(e);
        if (!inputs) inputsCache!.set(e, (inputs = provenanceInputs(entities[e], definition, reading)));
        contributions.push({
          companyId: entities[e].id,
          position: {
            date: q.date,
            value: h.value,
            instrument: h.position.instrument ?? null,
            euGreenBond: h.position.euGreenBond ?? null,
          },
          inputs,
          divisor,
          factor,
          term,
        });
      }
    }

    let denominator: number | null;
    switch (method) {
      case 'F1':
      case 'ATTRIBUTED':
      case 'AMOUNT':
      case 'COUNT':
        denominator = 1;
        break;
      case 'F2':
      case 'PER_EUR_M_INVESTED':
        denominator = q.allInvestments / MILLION;
        break;
      case 'F3':
      case 'F4':
      case 'SHARE_OF_ALL_INVESTMENTS':
        denominator = q.allInvestments;
        break;
      case 'SHARE_OF_ASSET_CLASS':
        denominator = relevant;
        break;
      case 'F5':
      case 'WEIGHTED_AVERAGE':
        denominator = includedValue;
        break;
      case 'COUNT_SHARE':
        denominator = includedCount;
        break;
    }
    // Nothing relevant held: a sum is 0 (the ESAs' example), an average or a share of the class is undefined.
    // Relevant investments without any data: unknown, never 0.
    let value: number | null;
    if (relevant === 0) value = isSum ? 0 : null;
    else if (covered === 0 || denominator === 0) value = null;
    else value = (numerator / denominator) * scale;
    if (denominator === 0) denominator = null;

    quarterResults.push({
      date: q.date,
      value,
      coverage: relevant > 0 ? covered / relevant : null,
      estimatedShare: covered > 0 ? estimated / covered : null,
      eligibleShare: relevant / q.allInvestments,
      allInvestments: q.allInvestments,
      relevantValue: relevant,
      coveredValue: covered,
      numerator,
      denominator,
    });
    if (contributions)
      provenanceQuarters.push({
        date: q.date,
        allInvestments: q.allInvestments,
        relevantValue: relevant,
        coveredValue: covered,
        numerator,
        denominator,
        value,
        contributions,
      });
  });

  // The reference-period figure: the average of the quarterly figures (not a ratio of averages).
  const values = quarterResults.flatMap((q) => (q.value === null ? [] : [q.value]));
  const coverages = quarterResults.flatMap((q) => (q.coverage === null ? [] : [q.coverage]));
  const estimates = quarterResults.flatMap((q) => (q.estimatedShare === null ? [] : [q.estimatedShare]));

  const included: PaiIncludedCompany[] = [];
  const excluded: PaiExcludedCompany[] = [];
  for (let i = 0; i < entities.length; i++) {
    const dates = entities[i].heldIn.get(cls);
    if (!dates) continue;
    const status = positionIncluded?.[i] ? INCLUDED : out.status[i];
    if (status === INCLUDED) {
      const carried = out.carried[i];
      const overridden = out.overridden[i];
      included.push({
        companyId: entities[i].id,
        estimated: out.estimated[i] === 1,
        quarters: dates,
        ...(carried ? { carried } : {}),
        ...(overridden ? { overridden } : {}),
      });
    } else if (status !== IRRELEVANT && status !== NOT_EVALUATED) {
      const detail = out.details[i]!;
      excluded.push({
        companyId: entities[i].id,
        code: EXCLUSION_CODE[status],
        reason: detail.reason,
        metrics: detail.metrics,
        quarters: dates,
      });
    }
  }

  const meta = reference.indicators.get(definition.id) ?? reference.indicators.get(definition.parentId);
  const result: PaiIndicatorResult = {
    id: definition.id,
    parentId: definition.parentId,
    table: definition.table,
    assetClass: definition.assetClass,
    indicator: meta?.indicator ?? definition.parentId,
    metric: meta?.metric ?? '',
    label: definition.label,
    unit: definition.unit,
    method,
    formulaId: definition.formulaId,
    supplementary: definition.supplementary,
    value: mean(values),
    coverage: mean(coverages),
    estimatedShare: mean(estimates),
    eligibleShare: mean(quarterResults.map((q) => q.eligibleShare)) ?? 0,
    quarters: quarterResults,
    included,
    excluded,
  };
  if (options.provenance) {
    const formula = reference.formulae.get(definition.formulaId);
    result.provenance = {
      formula: {
        id: definition.formulaId,
        text: formula ? `${formula.text} — here: ${definition.formula}` : definition.formula,
        // Words a user reads in the provenance drawer (which names the formula above it): the legal source,
        // never a file name (issue 26).
        source: formula
          ? 'Annex I of Delegated Regulation 2022/1288'
          : 'Annex I of Delegated Regulation 2022/1288, as the PAI methodology reads it',
      },
      reference: reference.version,
      averaging: reference.averagingRule,
      computedAt: options.computedAt,
      quarters: provenanceQuarters,
    };
  }
  return result;
}

/** Every selected indicator for the given quarters and companies. Throws PaiInputError on unusable input. */
export function calculatePai(
  input: PaiCalculationInput,
  reference: PaiReference,
  options: PaiCalculationOptions,
): PaiCalculation {
  const issues = validatePaiInput(input);
  if (issues.length) throw new PaiInputError(issues);
  const { entities, quarters } = prepare(input);
  const reading = new Reading();
  return {
    reference: reference.version,
    computedAt: options.computedAt,
    indicators: selectIndicators(input.indicators).map((d) =>
      calculateIndicator(d, entities, quarters, reference, options, reading),
    ),
  };
}
