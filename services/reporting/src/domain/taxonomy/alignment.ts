/**
 * EU Taxonomy alignment of a fund on a reference date: pure functions, no I/O (issue 26, ADR 0150).
 *
 * Per investee company (Delegated Regulation 2021/2178, Annex I): for each KPI k (turnover, CapEx, OpEx),
 * aligned_k = Σ aligned amounts of its activities that count / its total k; eligible_k likewise with the
 * eligible amounts. An aligned amount counts only where the activity makes a substantial contribution, does
 * no significant harm to every other objective and the undertaking meets the minimum safeguards; otherwise
 * it stays eligible, and the row is listed with the reason.
 *
 * Per fund (Delegated Regulation 2022/1288, Annexes II to V, the two bar charts): share_k including
 * sovereign bonds = Σ V_i × aligned_k,i / V_all; excluding sovereign bonds = the same numerator over
 * V_all − S, where S is the value of all sovereign exposures. A company without a usable disclosure adds
 * nothing to the numerator (nothing is estimated for it) and lowers the coverage, which travels with each
 * figure, as does the share of the covered value resting on estimated disclosures.
 */
import {
  TAXONOMY_KPIS,
  TAXONOMY_OBJECTIVE_IDS,
  type TaxonomyActivityInput,
  type TaxonomyCalculationRequest,
  type TaxonomyCalculationResult,
  type TaxonomyCompanyInput,
  type TaxonomyKpi,
  type TaxonomyKpiResult,
  type TaxonomyObjectiveId,
  type TaxonomySharePair,
} from '@esg/contracts';
import type { TaxonomyActivity, TaxonomyReference } from '@esg/reference-data';

type CompanyId = number | string;

export interface TaxonomyInputIssue {
  path: Array<string | number>;
  message: string;
}

export class TaxonomyInputError extends Error {
  constructor(readonly issues: TaxonomyInputIssue[]) {
    super(issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  }
}

/** Rounding slack when a company's parts are compared with its totals (amounts in EUR). */
const TOLERANCE = 1e-9;

/** Where a row's aligned amount counts (toward which breakdowns). */
interface CountedRow {
  activity: TaxonomyActivity;
  aligned: Record<TaxonomyKpi, number>;
  eligible: Record<TaxonomyKpi, number>;
}

export interface CompanyShares {
  companyId: CompanyId;
  name: string | null;
  financialYear: number | null;
  quality: TaxonomyCompanyInput['quality'] | null;
  /** null: the KPI has no total to divide by. */
  shares: Record<TaxonomyKpi, { eligible: number; aligned: number } | null>;
  /** Per KPI, the aligned share split by objective, type and special activity. */
  breakdown: Record<TaxonomyKpi, Breakdown | null>;
  notCounted: Array<{ activity: string; reason: string }>;
}

interface Breakdown {
  byObjective: Record<TaxonomyObjectiveId, number>;
  enabling: number;
  transitional: number;
  fossilGas: number;
  nuclear: number;
}

const zeroBreakdown = (): Breakdown => ({
  byObjective: Object.fromEntries(TAXONOMY_OBJECTIVE_IDS.map((o) => [o, 0])) as Record<
    TaxonomyObjectiveId,
    number
  >,
  enabling: 0,
  transitional: 0,
  fossilGas: 0,
  nuclear: 0,
});

/** Why a row's aligned amount does not count, or null when it does. */
function notAlignedBecause(
  row: TaxonomyActivityInput,
  activity: TaxonomyActivity,
  safeguards: boolean,
): string | null {
  if (!row.substantialContribution) return 'the activity does not meet the substantial contribution criteria';
  if (row.dnsh !== true) {
    const answers = row.dnsh === false ? {} : row.dnsh;
    const harmed = TAXONOMY_OBJECTIVE_IDS.filter((o) => o !== activity.objective && answers[o] !== true);
    if (harmed.length) return `no significant harm is not confirmed for ${harmed.join(', ')}`;
  }
  if (!safeguards) return 'the undertaking does not meet the minimum safeguards';
  return null;
}

/**
 * A company's shares from its disclosure. Input the calculation cannot use (an unknown activity, parts
 * above their total) is reported as issues under `path`; the caller decides whether that is a 422 (the
 * stateless call) or an exclusion (collected data).
 */
export function companyShares(
  company: TaxonomyCompanyInput,
  reference: TaxonomyReference,
  path: Array<string | number> = [],
): { shares: CompanyShares; issues: TaxonomyInputIssue[] } {
  const activities = new Map(reference.activities.map((a) => [a.id, a]));
  const issues: TaxonomyInputIssue[] = [];
  const rows: CountedRow[] = [];
  const notCounted: CompanyShares['notCounted'] = [];
  const seen = new Set<string>();
  company.activities.forEach((row, i) => {
    const activity = activities.get(row.activity);
    if (!activity) {
      issues.push({
        path: [...path, 'activities', i, 'activity'],
        message: `${row.activity} is not an activity of the Taxonomy list (version ${reference.version})`,
      });
      return;
    }
    if (seen.has(row.activity))
      issues.push({
        path: [...path, 'activities', i, 'activity'],
        message: `${row.activity} is reported twice; report each activity once`,
      });
    seen.add(row.activity);
    const reason = notAlignedBecause(row, activity, company.minimumSafeguards);
    const aligned = Object.fromEntries(
      TAXONOMY_KPIS.map((k) => [k, reason === null ? row[k].aligned : 0]),
    ) as Record<TaxonomyKpi, number>;
    if (reason !== null && TAXONOMY_KPIS.some((k) => row[k].aligned > 0))
      notCounted.push({ activity: row.activity, reason });
    rows.push({
      activity,
      aligned,
      eligible: Object.fromEntries(TAXONOMY_KPIS.map((k) => [k, row[k].eligible])) as Record<
        TaxonomyKpi,
        number
      >,
    });
  });
  const shares = {} as CompanyShares['shares'];
  const breakdown = {} as CompanyShares['breakdown'];
  for (const k of TAXONOMY_KPIS) {
    const total = company[k];
    const eligible = rows.reduce((s, r) => s + r.eligible[k], 0);
    if (eligible > total * (1 + TOLERANCE) + TOLERANCE)
      issues.push({
        path: [...path, k],
        message: `the activities' eligible ${k} (${eligible}) is more than the total ${k} (${total})`,
      });
    if (!(total > 0)) {
      shares[k] = null;
      breakdown[k] = null;
      continue;
    }
    const b = zeroBreakdown();
    let aligned = 0;
    for (const r of rows) {
      const part = r.aligned[k] / total;
      aligned += part;
      b.byObjective[r.activity.objective] += part;
      if (r.activity.type === 'enabling') b.enabling += part;
      if (r.activity.type === 'transitional') b.transitional += part;
      if (r.activity.special === 'fossil-gas') b.fossilGas += part;
      if (r.activity.special === 'nuclear') b.nuclear += part;
    }
    shares[k] = { eligible: eligible / total, aligned };
    breakdown[k] = b;
  }
  return {
    shares: {
      companyId: company.companyId,
      name: company.name ?? null,
      financialYear: company.financialYear ?? null,
      quality: company.quality ?? null,
      shares,
      breakdown,
      notCounted,
    },
    issues,
  };
}

/** Positions of an investee company (not a sovereign, cash, real estate or a fund unit). */
const COMPANY_INSTRUMENTS = new Set([
  'listed-equity',
  'unlisted-equity',
  'corporate-bond',
  'business-loan',
  'project-finance',
]);
export const isSovereign = (instrument: string | undefined): boolean => instrument === 'sovereign-bond';
const isCompanyPosition = (instrument: string | undefined): boolean =>
  instrument === undefined || COMPANY_INSTRUMENTS.has(instrument);

const ratio = (numerator: number, denominator: number): number | null =>
  denominator > 0 ? numerator / denominator : null;

export const TAXONOMY_METHOD =
  'For each company and KPI (turnover, CapEx, OpEx): the aligned amounts of its activities that make a substantial contribution, do no significant harm to the other objectives and are carried out by an undertaking meeting the minimum safeguards, divided by its total (Delegated Regulation 2021/2178, Annex I). For the fund: the sum over its company investments of the value of the investment times the company’s aligned share, divided by the value of all investments (including sovereign bonds), or by the value of all investments but sovereign exposures (excluding sovereign bonds), as Delegated Regulation 2022/1288 asks for its two charts. Companies without a usable disclosure add nothing and lower the coverage; nothing is estimated for them.';

/**
 * The fund's alignment. `onInvalid` says what a company whose disclosure cannot be used does: 'throw'
 * (the stateless call answers 422 naming the field) or 'exclude' (collected data: the company is listed
 * as excluded with the reason, and the figures rest on the others).
 */
export function calculateTaxonomyAlignment(
  request: TaxonomyCalculationRequest,
  reference: TaxonomyReference,
  options: { onInvalid: 'throw' | 'exclude' } = { onInvalid: 'throw' },
): TaxonomyCalculationResult {
  const issues: TaxonomyInputIssue[] = [];
  const companies = new Map<string, { index: number; company: TaxonomyCompanyInput }>();
  request.companies.forEach((company, index) => {
    const key = String(company.companyId);
    if (companies.has(key))
      issues.push({ path: ['companies', index, 'companyId'], message: `company ${key} is given twice` });
    companies.set(key, { index, company });
  });
  // The value held in each company (several positions in one company add up), sovereigns apart.
  let sovereign = 0;
  let positionsTotal = 0;
  const held = new Map<string, { companyId: CompanyId; value: number }>();
  request.positions.forEach((p, i) => {
    positionsTotal += p.value;
    if (isSovereign(p.instrument)) {
      sovereign += p.value;
      return;
    }
    if (!isCompanyPosition(p.instrument)) return;
    if (p.companyId === null) {
      issues.push({ path: ['positions', i, 'companyId'], message: 'a company position needs its companyId' });
      return;
    }
    const key = String(p.companyId);
    const current = held.get(key) ?? { companyId: p.companyId, value: 0 };
    current.value += p.value;
    held.set(key, current);
  });
  if (positionsTotal > request.allInvestments * (1 + TOLERANCE))
    issues.push({
      path: ['allInvestments'],
      message: `must be at least the sum of the positions (${positionsTotal})`,
    });
  if (issues.length) throw new TaxonomyInputError(issues);

  const included: Array<CompanyShares & { value: number }> = [];
  const excluded: TaxonomyCalculationResult['excluded'] = [];
  // A fixed order (by company id) so the same inputs in any order give the same figures to the last bit.
  const order = [...held.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [key, { companyId, value }] of order) {
    const given = companies.get(key);
    if (!given) {
      excluded.push({
        companyId,
        name: null,
        value,
        code: 'missing',
        reason: 'no Taxonomy disclosure of the company',
      });
      continue;
    }
    const { shares, issues: companyIssues } = companyShares(given.company, reference, [
      'companies',
      given.index,
    ]);
    if (companyIssues.length) {
      if (options.onInvalid === 'throw') throw new TaxonomyInputError(companyIssues);
      excluded.push({
        companyId,
        name: given.company.name ?? null,
        value,
        code: 'invalid',
        reason: companyIssues.map((i) => i.message).join('; '),
      });
      continue;
    }
    included.push({ ...shares, value });
  }

  const all = request.allInvestments;
  const withoutSovereigns = all - sovereign;
  const companyInvestments = [...held.values()].reduce((s, h) => s + h.value, 0);
  const pair = (numerator: number): TaxonomySharePair => ({
    including: numerator / all,
    excluding: ratio(numerator, withoutSovereigns),
  });
  const kpis = {} as Record<TaxonomyKpi, TaxonomyKpiResult>;
  for (const k of TAXONOMY_KPIS) {
    let aligned = 0;
    let eligible = 0;
    let covered = 0;
    let estimated = 0;
    const sums = zeroBreakdown();
    for (const c of included) {
      const s = c.shares[k];
      const b = c.breakdown[k];
      if (!s || !b) continue;
      covered += c.value;
      if (c.quality === 'estimated') estimated += c.value;
      aligned += c.value * s.aligned;
      eligible += c.value * s.eligible;
      for (const o of TAXONOMY_OBJECTIVE_IDS) sums.byObjective[o] += c.value * b.byObjective[o];
      sums.enabling += c.value * b.enabling;
      sums.transitional += c.value * b.transitional;
      sums.fossilGas += c.value * b.fossilGas;
      sums.nuclear += c.value * b.nuclear;
    }
    kpis[k] = {
      kpi: k,
      aligned: pair(aligned),
      eligible: pair(eligible),
      byObjective: Object.fromEntries(
        TAXONOMY_OBJECTIVE_IDS.map((o) => [o, pair(sums.byObjective[o])]),
      ) as TaxonomyKpiResult['byObjective'],
      enabling: pair(sums.enabling),
      transitional: pair(sums.transitional),
      fossilGas: pair(sums.fossilGas),
      nuclear: pair(sums.nuclear),
      alignedOther: pair(aligned - sums.fossilGas - sums.nuclear),
      alignedValue: aligned,
      coverage: ratio(covered, companyInvestments),
      estimatedShare: ratio(estimated, covered),
    };
  }
  return {
    date: request.date,
    allInvestments: all,
    sovereignExposure: sovereign,
    companyInvestments,
    kpis,
    included: included.map((c) => ({
      companyId: c.companyId,
      name: c.name,
      value: c.value,
      financialYear: c.financialYear,
      quality: c.quality ?? null,
      shares: c.shares,
      notCounted: c.notCounted,
    })),
    excluded,
    method: TAXONOMY_METHOD,
    reference: {
      document: reference.document,
      version: reference.version,
      transcribed: reference.transcribed,
      verificationStatus: reference.verificationStatus,
    },
  };
}
