/**
 * The shapes of a PAI calculation: what it reads (quarters of positions, companies' metric values) and what
 * it answers (one result per indicator, with coverage, estimates, inclusions and, on request, provenance).
 * libs/contracts/src/reporting.ts declares the same shapes for HTTP; the calculation itself knows no transport.
 */
import type { PaiReferenceVersion } from './reference';

/** A company, an investee country or a real-estate asset: whatever a position is invested in. */
export type EntityId = number | string;
export type PaiQuality = 'reported' | 'estimated' | 'audited';
export type PaiScalar = number | boolean | string;
/** A slowly changing fact taken from an earlier period than the company's other data (ADR 0095). */
export interface PaiCarriedFrom {
  period: string;
  ageYears: number;
}

/**
 * The investor overrode the company's published value (ADR 0181, 0182): the calculation reads the override;
 * what the company published, who overrode it, when and why stay with the figure's provenance.
 */
export interface PaiOverride {
  original: { value: PaiScalar | null; unit: string; versionId: string | null };
  reason: string;
  byName: string | null;
  at: string;
}

export interface PaiQualifiedValue {
  value: PaiScalar;
  quality?: PaiQuality;
  /** The data-collection value version the figure was computed from. */
  versionId?: string;
  /** Set when the value is a fact carried from an earlier period (the as-of rule). */
  carriedFrom?: PaiCarriedFrom;
  /** Set when the value is the investor's override of the company's value. */
  override?: PaiOverride;
}
export type PaiValueInput = PaiScalar | PaiQualifiedValue;

export interface PaiCompanyInput {
  id: EntityId;
  /** Metric code → value, in the canonical unit of the code (money in EUR). */
  values: Readonly<Record<string, PaiValueInput | null | undefined>>;
}

export interface PaiPositionInput {
  companyId: EntityId;
  /** Current value of the investment, EUR. */
  value: number;
  /** calculation-inputs/pai.ts INSTRUMENT_ASSET_CLASS; absent: an investment in an investee company. */
  instrument?: string;
  /** For bonds: issued under the EU Green Bond Standard (T2-16, T2-17). */
  euGreenBond?: boolean;
}

export interface PaiQuarterInput {
  /** Quarter end, YYYY-MM-DD. */
  date: string;
  /** Current value of all investments, EUR: cash, sovereigns, derivatives and everything else included. */
  allInvestments: number;
  positions: readonly PaiPositionInput[];
}

export interface PaiCalculationInput {
  quarters: readonly PaiQuarterInput[];
  companies: readonly PaiCompanyInput[];
  /** Indicator ids (T1-1a, T1-6-C, …) or their parents (T1-1, T1-6); absent: every indicator. */
  indicators?: readonly string[];
}

/**
 * Why a company held in the indicator's asset class is not in the figure:
 * - missing: an input is not reported (reduces coverage);
 * - invalid: an input cannot be used (non-positive EVIC or revenue, out of range, wrong type; reduces coverage);
 * - not-applicable: the data is complete but puts the company outside the metric (e.g. it produces no
 *   energy); it counts as covered;
 * - unclassified: the company cannot be placed (no NACE code for a per-sector figure); outside coverage.
 */
export type PaiExclusionCode = 'missing' | 'invalid' | 'not-applicable' | 'unclassified';

export interface PaiIncludedCompany {
  companyId: EntityId;
  /** At least one input it contributed is an estimate. */
  estimated: boolean;
  /** The inputs of this figure carried from an earlier period (absent: none). */
  carried?: Array<{ metric: string } & PaiCarriedFrom>;
  /** The inputs of this figure the investor overrode (absent: none). */
  overridden?: Array<{ metric: string } & PaiOverride>;
  /** Quarter ends at which it was held (in this indicator's asset class); shared between figures. */
  quarters: readonly string[];
}

export interface PaiExcludedCompany {
  companyId: EntityId;
  code: PaiExclusionCode;
  reason: string;
  /** The metric codes (or position fields) the reason is about. */
  metrics: string[];
  quarters: readonly string[];
}

export interface PaiQuarterResult {
  date: string;
  value: number | null;
  /** Share (0–1), by value, of the relevant investments with usable data; null when none is held. */
  coverage: number | null;
  /** Share (0–1), by value, of the covered investments whose data includes an estimate. */
  estimatedShare: number | null;
  /** Share (0–1) of all investments that are relevant to the indicator (EET "eligible assets"). */
  eligibleShare: number;
  allInvestments: number;
  relevantValue: number;
  coveredValue: number;
  /** value = numerator / denominator × scale (100 for percentages). */
  numerator: number;
  denominator: number | null;
}

export interface PaiProvenanceInput {
  metric: string;
  value: PaiScalar;
  unit: string;
  quality: PaiQuality | null;
  versionId: string | null;
  /** The period a carried fact comes from and its age; absent for a value of the company's data year. */
  carriedFrom?: PaiCarriedFrom;
  /** Set when the figure used the investor's override instead of the company's value. */
  override?: PaiOverride;
}

export interface PaiContribution {
  companyId: EntityId;
  position: { date: string; value: number; instrument: string | null; euGreenBond: boolean | null };
  inputs: PaiProvenanceInput[];
  /** The position's term is (value / divisor) × factor, e.g. (V / EVIC) × Scope 1; for counts, the factor. */
  divisor: number;
  factor: number;
  term: number;
}

export interface PaiProvenance {
  formula: { id: string; text: string; source: string };
  reference: PaiReferenceVersion;
  averaging: string;
  computedAt: string;
  quarters: Array<{
    date: string;
    allInvestments: number;
    relevantValue: number;
    coveredValue: number;
    numerator: number;
    denominator: number | null;
    value: number | null;
    contributions: PaiContribution[];
  }>;
}

export type PaiMethod =
  | 'F1'
  | 'F2'
  | 'F3'
  | 'F4'
  | 'F5'
  | 'ATTRIBUTED'
  | 'PER_EUR_M_INVESTED'
  | 'SHARE_OF_ALL_INVESTMENTS'
  | 'SHARE_OF_ASSET_CLASS'
  | 'WEIGHTED_AVERAGE'
  | 'AMOUNT'
  | 'COUNT'
  | 'COUNT_SHARE';

export interface PaiIndicatorResult {
  id: string;
  /** The sfdr_pai.json row (T1-1 for T1-1a, T1-6 for T1-6-C). */
  parentId: string;
  table: 'Table 1' | 'Table 2' | 'Table 3';
  assetClass: 'company' | 'sovereign' | 'real-estate';
  /** Annex I "Adverse sustainability indicator" and "Metric" (from sfdr_pai.json). */
  indicator: string;
  metric: string;
  /** The part of the metric this figure is, when a row has several (Scope 1, NACE section C, …). */
  label: string | null;
  unit: string;
  method: PaiMethod;
  formulaId: string;
  /** Not a row of the PAI statement (the EET's Scope 1+2 variants). */
  supplementary: boolean;
  /** Reference-year figure: the average of the quarterly values (Article 6(3)). */
  value: number | null;
  coverage: number | null;
  estimatedShare: number | null;
  eligibleShare: number;
  quarters: PaiQuarterResult[];
  included: PaiIncludedCompany[];
  excluded: PaiExcludedCompany[];
  provenance?: PaiProvenance;
}

export interface PaiCalculation {
  reference: PaiReferenceVersion;
  computedAt: string;
  indicators: PaiIndicatorResult[];
}

/** An input problem that makes the figures meaningless (a path into the input, as zod names fields). */
export interface PaiInputIssue {
  path: Array<string | number>;
  message: string;
}

export class PaiInputError extends Error {
  constructor(readonly issues: PaiInputIssue[]) {
    super(issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    this.name = 'PaiInputError';
  }
}
