import {
  BENCHMARK_PROFILE_CODES,
  type BenchmarkMetric,
  type BenchmarkProfile,
  type CompanyBenchmark,
  type IndustryBenchmark,
  type InternalBenchmark,
  type PortfolioBenchmark,
} from '@esg/contracts';
import type { DocumentReader } from '@esg/persistence';
import type { Principal } from '@esg/platform';
import {
  benchmark,
  PEER_LADDER,
  peerStatistics,
  sectionOf,
  sizeBandOf,
  type Peer,
  type PeerLevel,
} from '../../domain/analysis/benchmark';
import { numeric, type Profile } from '../../domain/analysis/benchmark-profile';
import type { DefaultPeriod } from '../../domain/analysis/periods';
import { reportingError } from '../../domain/reporting.errors';
import { analysisMetrics, kindOf, metricDisplayName } from '../../infrastructure/analysis-metrics';
import { benchmarkReference } from '../../infrastructure/benchmark-reference';
import { ANALYSIS_COMPANIES, ANALYSIS_FUNDS } from '../../infrastructure/migrations';
import {
  membersOf,
  type AnalysisCompany,
  type AnalysisFund,
  type AnalysisValue,
} from '../../projections/analysis.projection';

/*
 * Benchmarks (issue 12, docs/benchmarking.md, ADR 0045) over the analysis read model's published values:
 * industry peers under the anonymity rule with the widening ladder (domain/analysis/benchmark.ts), the rest
 * of the investor's own portfolio, and the map bubble chart. Peer groups are built from what companies
 * published about themselves (company.nace, company.country, company.fte, company.revenue).
 *
 * What both ways of answering share (ADR 0171): the read model's SQL (benchmark-read-model.query.ts) and
 * the analysis documents (benchmark-documents.ts, for a store without the read model's tables).
 */

/** The profile codes peers are grouped by, declared in the registry of calculation inputs. */
export const PROFILE_CODES = BENCHMARK_PROFILE_CODES;

/** The metric the map and the portfolio view open with, when the portfolio published it. */
export const DEFAULT_METRICS = ['ghg.scope1', 'company.revenue'];

export const BENCHMARK_FORMULAS: Record<string, string> = {
  quartiles:
    'Q1, median and Q3 by linear interpolation between closest ranks (Excel PERCENTILE.INC): position (n − 1) × p in the sorted peer values',
  percentile: 'position = 100 × (peers below + ½ × peers equal) ÷ peers; the subject is never its own peer',
  anonymity:
    'an industry statistic is shown only when at least 5 companies from at least 3 investors contribute and no company weighs more than 25 % of Σ |value|; otherwise the group widens: NACE division in the country → region → all countries, then the NACE section likewise, then all industries',
  internal:
    "the rest of the investor's own portfolio (or fund); the investor sees its own companies' values, so no anonymity rule applies",
  sizeBand:
    'size bands by full-time equivalents (company.fte): micro < 10, small < 50, medium < 250, large ≥ 250',
};

export function profileView(p: Profile | undefined): BenchmarkProfile {
  const ref = benchmarkReference();
  const nace = p?.nace ?? null;
  const country = p?.country ?? null;
  const section = sectionOf(nace);
  const region = country ? ref.regionOf(country) : null;
  return {
    nace,
    section,
    sectionLabel: ref.sectionLabel(section),
    country,
    countryName: ref.countryName(country),
    region,
    regionName: ref.regionName(region),
    fte: p?.fte ?? null,
    sizeBand: sizeBandOf(p?.fte ?? null),
    revenue: p?.revenue ?? null,
  };
}

/** The rungs of the ladder that make sense for what the subject published. */
export function ladderFor(profile: BenchmarkProfile): PeerLevel[] {
  return PEER_LADDER.filter(
    (l) =>
      (l.industry === 'all' || profile.nace !== null) &&
      (l.geography === 'all' ||
        (l.geography === 'country' ? profile.country !== null : profile.region !== null)),
  );
}

/** The subject against industry peers: the ladder's rungs that make sense for what it published. */
export function industryBenchmark(
  subject: { companyId: number; value: number | null },
  profile: BenchmarkProfile,
  size: 'same' | 'any',
  peers: readonly Peer[],
): IndustryBenchmark {
  const ref = benchmarkReference();
  const ladder = ladderFor(profile);
  const result = benchmark(
    subject,
    peers,
    { nace: profile.nace, country: profile.country, sizeBand: size === 'same' ? profile.sizeBand : null },
    (c) => ref.regionName(ref.regionOf(c)),
    ladder,
  );
  return {
    label: result.label,
    widened: result.widened,
    steps: result.steps.map((s) => ({
      label: s.label,
      passes: s.check.passes,
      companies: s.check.companies,
      investors: s.check.investors,
      maxShare: s.check.maxShare,
      reasons: s.check.reasons,
    })),
    statistics: result.statistics,
  };
}

export function metricOf(code: string, sample?: { unit: string }): BenchmarkMetric {
  const known = analysisMetrics().get(code);
  return { code, name: metricDisplayName(code), unit: known?.unit ?? sample?.unit ?? '' };
}

export const benchmarkable = (v: AnalysisValue): boolean =>
  numeric(v.value) !== null && ['additive', 'average'].includes(kindOf(v.metricCode, v));

export const choose = (periods: readonly string[], asked?: string): string | null =>
  asked ?? (periods.length ? periods[periods.length - 1] : null);

export interface InternalScope {
  scope: 'portfolio' | 'fund';
  scopeId: number;
  scopeName: string | null;
  members: number[];
}

/** A scope's funds, by id, as a portfolio benchmark lists them. */
export async function fundsOf(
  reader: DocumentReader,
  companyId: number,
): Promise<PortfolioBenchmark['funds']> {
  return (await reader.find<AnalysisFund>(ANALYSIS_FUNDS, { companyId }))
    .sort((a, b) => a.fundId - b.fundId)
    .map((f) => ({ fundId: f.fundId, name: f.name }));
}

/**
 * What a portfolio benchmark answers before its figures, whichever store answered (ADR 0171): the
 * scope, its funds, periods and metrics, the period and metric chosen; `empty` is the whole answer
 * when there is no period or metric to show.
 */
export function portfolioFrame(
  companyId: number,
  scope: InternalScope,
  funds: PortfolioBenchmark['funds'],
  periods: string[],
  chosen: DefaultPeriod,
  unsorted: BenchmarkMetric[],
  query: { metric?: string; size: PortfolioBenchmark['size'] },
):
  | { empty: PortfolioBenchmark }
  | {
      empty: null;
      base: Omit<PortfolioBenchmark, 'metric' | 'portfolio' | 'companies' | 'map'>;
      period: string;
      code: string;
    } {
  const metrics = unsorted.sort((a, b) => (a.name ?? a.code).localeCompare(b.name ?? b.code));
  const code =
    query.metric ??
    DEFAULT_METRICS.find((m) => metrics.some((x) => x.code === m)) ??
    metrics[0]?.code ??
    null;
  const base = {
    companyId,
    scope: scope.scope,
    scopeId: scope.scopeId,
    scopeName: scope.scopeName,
    funds,
    periods,
    period: chosen.period,
    periodNote: chosen.note,
    size: query.size,
    metrics,
    formulas: BENCHMARK_FORMULAS,
    referenceData: benchmarkReference().files,
  };
  const period = chosen.period;
  if (period && code) return { empty: null, base, period, code };
  if (query.metric) assertKnownMetric(query.metric, false);
  const empty: PortfolioBenchmark = {
    ...base,
    metric: null,
    portfolio: null,
    companies: [],
    map: { points: [], notes: [] },
  };
  return { empty };
}

/**
 * What a company benchmark answers before its rows, whichever store answered (ADR 0171): the company,
 * its periods, the period chosen and whose portfolio its internal benchmark reads; `empty` is the
 * whole answer when the company has no period to show.
 */
export async function companyFrame(
  reader: DocumentReader,
  principal: Principal,
  company: AnalysisCompany | null,
  companyId: number,
  periods: string[],
  query: { period?: string; metric?: string; fundId?: number; size: CompanyBenchmark['size'] },
): Promise<
  | { empty: CompanyBenchmark }
  | {
      empty: null;
      base: Omit<CompanyBenchmark, 'profile' | 'rows' | 'map'>;
      period: string;
      scope: InternalScope | null;
    }
> {
  const period = choose(periods, query.period);
  const owner = await internalOwnerFor(reader, principal, company, companyId);
  const scope = 'ownerId' in owner ? await internalScope(reader, owner.ownerId, query.fundId) : null;
  const base = {
    companyId,
    name: company?.name ?? null,
    periods,
    period,
    size: query.size,
    internalNote: 'note' in owner ? owner.note : null,
    formulas: BENCHMARK_FORMULAS,
    referenceData: benchmarkReference().files,
  };
  if (period) return { empty: null, base, period, scope };
  if (query.metric) assertKnownMetric(query.metric, false);
  return { empty: { ...base, profile: profileView(undefined), rows: [], map: null } };
}

export async function internalScope(
  reader: DocumentReader,
  ownerId: number,
  fundId: number | undefined,
): Promise<InternalScope> {
  if (fundId !== undefined) {
    const fund = await reader.get<AnalysisFund>(ANALYSIS_FUNDS, String(fundId));
    if (!fund || fund.companyId !== ownerId)
      throw reportingError('ANALYSIS_FUND.NOT_FOUND', `Company ${ownerId} has no fund ${fundId}`);
    return {
      scope: 'fund',
      scopeId: fundId,
      scopeName: fund.name,
      members: await membersOf(reader, 'fund', fundId),
    };
  }
  const owner = await reader.get<AnalysisCompany>(ANALYSIS_COMPANIES, String(ownerId));
  return {
    scope: 'portfolio',
    scopeId: ownerId,
    scopeName: owner?.name ?? null,
    members: (await membersOf(reader, 'portfolio', ownerId)).filter((id) => id !== ownerId),
  };
}

export function internalBenchmark(
  scope: InternalScope,
  subject: { companyId: number; value: number | null },
  values: Map<number, { number: number }>,
  names: Map<number, string>,
): InternalBenchmark {
  const peers = scope.members
    .filter((id) => id !== subject.companyId && values.has(id))
    .map((id) => ({ companyId: id, name: names.get(id) ?? null, value: values.get(id)!.number }));
  return {
    scope: scope.scope,
    scopeId: scope.scopeId,
    scopeName: scope.scopeName,
    statistics: peerStatistics(
      peers.map((p) => p.value),
      subject.value,
    ),
    peers,
  };
}

export function assertKnownMetric(code: string, found: boolean): void {
  if (!found && !analysisMetrics().has(code))
    throw reportingError(
      'ANALYSIS_METRIC.NOT_FOUND',
      `No metric ${code} in the dictionary or the published values`,
    );
}

/** Whose portfolio the company's internal benchmark compares it with, or why there is none. */
export async function internalOwnerFor(
  reader: DocumentReader,
  principal: Principal,
  company: AnalysisCompany | null,
  companyId: number,
): Promise<{ ownerId: number } | { note: string }> {
  if (principal.role === 'pc' || principal.permission === 'Contributor')
    return {
      note: "Internal benchmarks compare the companies of an investor's portfolio; they are for the investor's team.",
    };
  if (principal.role === 'admin')
    return company?.parentId ? { ownerId: company.parentId } : { note: 'The company has no investor.' };
  if (principal.companyId === null) return { note: 'You have no company.' };
  if (principal.companyId === companyId)
    return { note: 'Choose one of your portfolio companies to compare it with the rest of your portfolio.' };
  const members = await membersOf(reader, 'portfolio', principal.companyId);
  return members.includes(companyId)
    ? { ownerId: principal.companyId }
    : { note: 'The company is not in your portfolio.' };
}
