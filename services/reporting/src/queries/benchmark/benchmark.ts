import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import {
  BENCHMARK_PROFILE_CODES,
  benchmarkQuerySchema,
  type ApiResponse,
  type BenchmarkMetric,
  type BenchmarkProfile,
  type BenchmarkQuery,
  type BenchmarkRow,
  type CompanyBenchmark,
  type IndustryBenchmark,
  type InternalBenchmark,
  type PortfolioBenchmark,
} from '@esg/contracts';
import type { DocumentReader, Store } from '@esg/persistence';
import { CurrentPrincipal, IdPipe, STORE, ZodPipe, type Principal } from '@esg/platform';
import {
  assertMayReadCompanyAnalysis,
  assertMayReadPortfolioAnalysis,
} from '../../application/analysis-access';
import {
  benchmark,
  PEER_LADDER,
  peerStatistics,
  percentileRank,
  sectionOf,
  sizeBandOf,
  type Peer,
} from '../../domain/analysis/benchmark';
import { attributeAt, mapPoints, type PlacedCompany } from '../../domain/analysis/benchmark-map';
import { comparePeriods } from '../../domain/analysis/periods';
import { reportingError } from '../../domain/reporting.errors';
import { analysisMetrics, kindOf, metricDisplayName } from '../../infrastructure/analysis-metrics';
import { benchmarkReference } from '../../infrastructure/benchmark-reference';
import { ANALYSIS_COMPANIES, ANALYSIS_FUNDS, ANALYSIS_VALUES } from '../../infrastructure/migrations';
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
 */

/** The profile codes peers are grouped by, declared in the registry of calculation inputs. */
export const PROFILE_CODES = BENCHMARK_PROFILE_CODES;

/** The metric the map and the portfolio view open with, when the portfolio published it. */
const DEFAULT_METRICS = ['ghg.scope1', 'company.revenue'];

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

const numeric = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

interface Profile {
  nace: string | null;
  country: string | null;
  fte: number | null;
  revenue: number | null;
}

/** Every company's profile for the period, from its published company.* values. */
async function loadProfiles(reader: DocumentReader, period: string): Promise<Map<number, Profile>> {
  const profiles = new Map<number, Profile>();
  const empty = (): Profile => ({ nace: null, country: null, fte: null, revenue: null });
  for (const [field, code] of Object.entries(PROFILE_CODES) as Array<[keyof Profile, string]>) {
    const rows = await reader.find<AnalysisValue>(ANALYSIS_VALUES, { metricCode: code });
    const byCompany = new Map<number, Array<{ period: string; value: unknown }>>();
    for (const r of rows)
      byCompany.set(r.companyId, [
        ...(byCompany.get(r.companyId) ?? []),
        { period: r.period, value: r.value },
      ]);
    for (const [companyId, history] of byCompany) {
      const value = attributeAt(history, period, comparePeriods);
      const profile = profiles.get(companyId) ?? empty();
      if (field === 'nace' || field === 'country') profile[field] = text(value);
      else profile[field] = numeric(value);
      profiles.set(companyId, profile);
    }
  }
  return profiles;
}

/** The investors of every company: its parent and the managers of the funds holding it. */
async function loadInvestors(
  reader: DocumentReader,
): Promise<{ investors: Map<number, number[]>; names: Map<number, string> }> {
  const companies = await reader.find<AnalysisCompany>(ANALYSIS_COMPANIES);
  const funds = await reader.find<AnalysisFund>(ANALYSIS_FUNDS);
  const investors = new Map<number, Set<number>>();
  const add = (companyId: number, investorId: number) =>
    investors.set(companyId, (investors.get(companyId) ?? new Set()).add(investorId));
  for (const c of companies) if (c.parentId) add(c.companyId, c.parentId);
  for (const f of funds) for (const id of f.portfolioCompanyIds) add(id, f.companyId);
  return {
    investors: new Map([...investors].map(([id, set]) => [id, [...set].sort((a, b) => a - b)])),
    names: new Map(companies.map((c) => [c.companyId, c.name])),
  };
}

function profileView(p: Profile | undefined): BenchmarkProfile {
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

interface Universe {
  period: string;
  profiles: Map<number, Profile>;
  investors: Map<number, number[]>;
  names: Map<number, string>;
}

async function loadUniverse(reader: DocumentReader, period: string): Promise<Universe> {
  const [profiles, { investors, names }] = await Promise.all([
    loadProfiles(reader, period),
    loadInvestors(reader),
  ]);
  return { period, profiles, investors, names };
}

/** Every company's published numeric value of the metric in the period. */
async function metricValues(
  reader: DocumentReader,
  metric: string,
  period: string,
): Promise<Map<number, AnalysisValue & { number: number }>> {
  const rows = await reader.find<AnalysisValue>(ANALYSIS_VALUES, { metricCode: metric, period });
  const out = new Map<number, AnalysisValue & { number: number }>();
  for (const r of rows) {
    const n = numeric(r.value);
    if (n !== null) out.set(r.companyId, { ...r, number: n });
  }
  return out;
}

function peersOf(values: Map<number, { number: number }>, universe: Universe): Peer[] {
  return [...values].map(([companyId, v]) => {
    const p = universe.profiles.get(companyId);
    return {
      companyId,
      investorIds: universe.investors.get(companyId) ?? [],
      value: v.number,
      nace: p?.nace ?? null,
      country: p?.country ?? null,
      sizeBand: sizeBandOf(p?.fte ?? null),
    };
  });
}

/** The subject against industry peers: the ladder's rungs that make sense for what it published. */
export function industryBenchmark(
  subject: { companyId: number; value: number | null },
  profile: BenchmarkProfile,
  size: 'same' | 'any',
  peers: readonly Peer[],
): IndustryBenchmark {
  const ref = benchmarkReference();
  const ladder = PEER_LADDER.filter(
    (l) =>
      (l.industry === 'all' || profile.nace !== null) &&
      (l.geography === 'all' ||
        (l.geography === 'country' ? profile.country !== null : profile.region !== null)),
  );
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

function metricOf(code: string, sample?: AnalysisValue): BenchmarkMetric {
  const known = analysisMetrics().get(code);
  return { code, name: metricDisplayName(code), unit: known?.unit ?? sample?.unit ?? '' };
}

const benchmarkable = (v: AnalysisValue): boolean =>
  numeric(v.value) !== null && ['additive', 'average'].includes(kindOf(v.metricCode, v));

const choose = (periods: readonly string[], asked?: string): string | null =>
  asked ?? (periods.length ? periods[periods.length - 1] : null);

interface InternalScope {
  scope: 'portfolio' | 'fund';
  scopeId: number;
  scopeName: string | null;
  members: number[];
}

async function internalScope(
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

function internalBenchmark(
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

function assertKnownMetric(code: string, found: boolean): void {
  if (!found && !analysisMetrics().has(code))
    throw reportingError(
      'ANALYSIS_METRIC.NOT_FOUND',
      `No metric ${code} in the dictionary or the published values`,
    );
}

/** Whose portfolio the company's internal benchmark compares it with, or why there is none. */
async function internalOwnerFor(
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

export async function companyBenchmark(
  reader: DocumentReader,
  principal: Principal,
  companyId: number,
  query: BenchmarkQuery,
): Promise<CompanyBenchmark> {
  const company = await reader.get<AnalysisCompany>(ANALYSIS_COMPANIES, String(companyId));
  const own = await reader.find<AnalysisValue>(ANALYSIS_VALUES, { companyId });
  const periods = [...new Set(own.filter(benchmarkable).map((v) => v.period))].sort(comparePeriods);
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
  if (!period) {
    if (query.metric) assertKnownMetric(query.metric, false);
    return { ...base, profile: profileView(undefined), rows: [], map: null };
  }
  const universe = await loadUniverse(reader, period);
  const profile = profileView(universe.profiles.get(companyId));
  const mine = own.filter((v) => v.period === period && benchmarkable(v));
  const codes = query.metric ? [query.metric] : [...new Set(mine.map((v) => v.metricCode))].sort();
  const rows: BenchmarkRow[] = [];
  let mapValues: Map<number, AnalysisValue & { number: number }> | null = null;
  for (const code of codes) {
    const values = await metricValues(reader, code, period);
    if (query.metric) {
      assertKnownMetric(code, values.size > 0 || own.some((v) => v.metricCode === code));
      mapValues = values;
    }
    const subjectValue = values.get(companyId) ?? null;
    const subject = { companyId, value: subjectValue?.number ?? null };
    const metric = metricOf(code, subjectValue ?? [...values.values()][0]);
    rows.push({
      metricCode: code,
      name: metric.name,
      unit: metric.unit,
      value: subject.value,
      quality: subjectValue?.quality ?? null,
      industry: industryBenchmark(subject, profile, query.size, peersOf(values, universe)),
      internal: scope ? internalBenchmark(scope, subject, values, universe.names) : null,
    });
  }
  const placed = (id: number): PlacedCompany => {
    const p = universe.profiles.get(id);
    return {
      companyId: id,
      name: universe.names.get(id) ?? null,
      value: mapValues?.get(id)?.number ?? null,
      investorIds: universe.investors.get(id) ?? [],
      nace: p?.nace ?? null,
      country: p?.country ?? null,
      revenue: p?.revenue ?? null,
    };
  };
  const map = mapValues
    ? mapPoints([placed(companyId)], [...mapValues.keys()].map(placed), benchmarkReference())
    : null;
  return { ...base, profile, rows, map };
}

export async function portfolioBenchmark(
  reader: DocumentReader,
  companyId: number,
  query: BenchmarkQuery,
): Promise<PortfolioBenchmark> {
  const scope = await internalScope(reader, companyId, query.fundId);
  const funds = (await reader.find<AnalysisFund>(ANALYSIS_FUNDS, { companyId }))
    .sort((a, b) => a.fundId - b.fundId)
    .map((f) => ({ fundId: f.fundId, name: f.name }));
  const all = scope.members.length
    ? (await reader.find<AnalysisValue>(ANALYSIS_VALUES, { companyId: { in: scope.members } })).filter(
        benchmarkable,
      )
    : [];
  const periods = [...new Set(all.map((v) => v.period))].sort(comparePeriods);
  const period = choose(periods, query.period);
  const inPeriod = all.filter((v) => v.period === period);
  const metrics = [...new Set(inPeriod.map((v) => v.metricCode))]
    .map((code) =>
      metricOf(
        code,
        inPeriod.find((v) => v.metricCode === code),
      ),
    )
    .sort((a, b) => (a.name ?? a.code).localeCompare(b.name ?? b.code));
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
    period,
    size: query.size,
    metrics,
    formulas: BENCHMARK_FORMULAS,
    referenceData: benchmarkReference().files,
  };
  if (!period || !code) {
    if (query.metric) assertKnownMetric(query.metric, false);
    return { ...base, metric: null, portfolio: null, companies: [], map: { points: [], notes: [] } };
  }
  const universe = await loadUniverse(reader, period);
  const values = await metricValues(reader, code, period);
  if (query.metric) assertKnownMetric(code, values.size > 0);
  const memberValues = scope.members.filter((id) => values.has(id)).map((id) => values.get(id)!.number);
  const peers = peersOf(values, universe);
  const companies = scope.members.map((id) => {
    const v = values.get(id) ?? null;
    const profile = profileView(universe.profiles.get(id));
    const others = scope.members.filter((m) => m !== id && values.has(m)).map((m) => values.get(m)!.number);
    return {
      companyId: id,
      name: universe.names.get(id) ?? null,
      value: v?.number ?? null,
      quality: v?.quality ?? null,
      profile,
      internalPercentile: v ? percentileRank(others, v.number) : null,
      industry: industryBenchmark({ companyId: id, value: v?.number ?? null }, profile, query.size, peers),
    };
  });
  const placed = (id: number): PlacedCompany => {
    const p = universe.profiles.get(id);
    return {
      companyId: id,
      name: universe.names.get(id) ?? null,
      value: values.get(id)?.number ?? null,
      investorIds: universe.investors.get(id) ?? [],
      nace: p?.nace ?? null,
      country: p?.country ?? null,
      revenue: p?.revenue ?? null,
    };
  };
  return {
    ...base,
    metric: metricOf(code, [...values.values()][0]),
    portfolio: memberValues.length ? peerStatistics(memberValues, null) : null,
    companies,
    map: mapPoints(scope.members.map(placed), [...values.keys()].map(placed), benchmarkReference()),
  };
}

/**
 * GET /api/analysis/companies/{id}/benchmark: a company against industry peers and the rest of the
 * portfolio; GET /api/analysis/portfolios/{id}/benchmark: every company of a GP's portfolio (or fund) with
 * the map. Who may read: as the analysis read model (application/analysis-access.ts).
 */
@Controller('analysis')
export class BenchmarkController {
  constructor(@Inject(STORE) private readonly store: Store) {}

  @Get('companies/:companyId/benchmark')
  async company(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @Query(new ZodPipe(benchmarkQuerySchema)) query: BenchmarkQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<CompanyBenchmark>> {
    await assertMayReadCompanyAnalysis(this.store, principal, companyId);
    return { data: await companyBenchmark(this.store, principal, companyId, query) };
  }

  @Get('portfolios/:companyId/benchmark')
  async portfolio(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @Query(new ZodPipe(benchmarkQuerySchema)) query: BenchmarkQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<PortfolioBenchmark>> {
    await assertMayReadPortfolioAnalysis(this.store, principal, companyId);
    return { data: await portfolioBenchmark(this.store, companyId, query) };
  }
}
