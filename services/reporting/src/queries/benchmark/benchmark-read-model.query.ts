import type {
  BenchmarkProfile,
  BenchmarkQuery,
  BenchmarkRow,
  CompanyBenchmark,
  IndustryBenchmark,
  PortfolioBenchmark,
} from '@esg/contracts';
import type { DocumentReader } from '@esg/persistence';
import type { Principal } from '@esg/platform';
import {
  anonymityOf,
  levelLabel,
  peerStatistics,
  percentileRank,
  sectionOf,
  type PeerStatistics,
} from '../../domain/analysis/benchmark';
import { finishMap, minePoints, type PlacedCompany } from '../../domain/analysis/benchmark-map';
import { profileAt, type Profile } from '../../domain/analysis/benchmark-profile';
import { comparePeriods, defaultPortfolioPeriod } from '../../domain/analysis/periods';
import type {
  BenchmarkReadModel,
  GroupSummary,
  PeerGroup,
  ProfileEntry,
} from '../../infrastructure/benchmark-read-model';
import { benchmarkReference } from '../../infrastructure/benchmark-reference';
import { ANALYSIS_COMPANIES, ANALYSIS_VALUES } from '../../infrastructure/migrations';
import type { AnalysisCompany } from '../../projections/analysis.projection';
import {
  assertKnownMetric,
  companyFrame,
  fundsOf,
  internalBenchmark,
  internalScope,
  ladderFor,
  metricOf,
  portfolioFrame,
  profileView,
} from './benchmark-common';

/*
 * Benchmarks from the benchmark read model (issue 24, ADR 0171). The store answers each peer group with
 * one SQL aggregate (companies, distinct investors, Σ |value|, the largest, the subject's place) and, for
 * a group that passes the anonymity rule, the values at the quartiles' positions of its index range; the
 * map's benchmark bubbles are one grouped query per country. JavaScript only holds what the screen shows:
 * the portfolio's own companies, their profiles and names, and the statistics of their groups.
 */

function profilesAt(model: BenchmarkReadModel, ids: readonly number[], period: string): Map<number, Profile> {
  const byCompany = new Map<number, ProfileEntry[]>();
  for (const e of model.profilesOf(ids))
    byCompany.set(e.companyId, [...(byCompany.get(e.companyId) ?? []), e]);
  return new Map([...byCompany].map(([id, history]) => [id, profileAt(history, period)]));
}

async function namesOf(reader: DocumentReader, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const companies = await reader.find<AnalysisCompany>(ANALYSIS_COMPANIES, { id: { in: ids.map(String) } });
  return new Map(companies.map((c) => [c.companyId, c.name]));
}

/** Q1, median, Q3 (PERCENTILE.INC), mean and the subject's position from the group's store answers. */
function statisticsOf(
  model: BenchmarkReadModel,
  group: PeerGroup,
  summary: GroupSummary,
  subject: number | null,
): PeerStatistics {
  const n = summary.companies;
  const at = (p: number) => {
    const h = (n - 1) * p;
    return { h, lo: Math.floor(h), hi: Math.ceil(h) };
  };
  const points = [0.25, 0.5, 0.75].map(at);
  const values = model.valuesAt(
    group,
    points.flatMap((q) => [q.lo, q.hi]),
  );
  const quantile = ({ h, lo, hi }: { h: number; lo: number; hi: number }) =>
    values.get(lo)! + (h - lo) * (values.get(hi)! - values.get(lo)!);
  return {
    peers: n,
    q1: quantile(points[0]),
    median: quantile(points[1]),
    q3: quantile(points[2]),
    mean: summary.sum / n,
    percentile: subject === null ? null : (100 * (summary.below + summary.equal / 2)) / n,
  };
}

/** The subject against industry peers, each rung of the ladder asked of the store until one passes. */
function industryFromReadModel(
  model: BenchmarkReadModel,
  subject: { companyId: number; value: number | null },
  profile: BenchmarkProfile,
  size: 'same' | 'any',
  metricCode: string,
  period: string,
  shared: Map<string, GroupSummary>,
): IndustryBenchmark {
  const ref = benchmarkReference();
  const criteria = {
    nace: profile.nace,
    country: profile.country,
    sizeBand: size === 'same' ? profile.sizeBand : null,
  };
  const regionName = (c: string) => ref.regionName(ref.regionOf(c));
  const steps: IndustryBenchmark['steps'] = [];
  for (const level of ladderFor(profile)) {
    const group: PeerGroup = { metricCode, period, excludeCompanyId: subject.companyId };
    if (criteria.sizeBand) group.sizeBand = criteria.sizeBand;
    if (level.industry === 'division') group.nace = profile.nace!;
    if (level.industry === 'section') group.section = sectionOf(profile.nace)!;
    if (level.geography === 'country') group.country = profile.country!;
    if (level.geography === 'region') group.region = profile.region!;
    // A subject without a value is in no group: its groups are everyone's, asked once per request.
    const key = subject.value === null ? JSON.stringify({ ...group, excludeCompanyId: null }) : null;
    const summary = (key && shared.get(key)) || model.summarize(group, subject.value);
    if (key) shared.set(key, summary);
    const check = anonymityOf(summary);
    const label = levelLabel(level, criteria, regionName);
    steps.push({
      label,
      passes: check.passes,
      companies: check.companies,
      investors: check.investors,
      maxShare: check.maxShare,
      reasons: check.reasons,
    });
    if (check.passes)
      return {
        label,
        widened: steps.length > 1,
        steps,
        statistics: statisticsOf(model, group, summary, subject.value),
      };
  }
  return { label: null, widened: steps.length > 1, steps, statistics: null };
}

/** Everyone else's numbers of the metric per country, as the map's benchmark bubbles. */
function mapOf(
  model: BenchmarkReadModel,
  mine: readonly PlacedCompany[],
  metricCode: string,
  period: string,
): { points: ReturnType<typeof minePoints>['points']; notes: string[] } {
  const ref = benchmarkReference();
  const { points, notes } = minePoints(mine, ref);
  let withoutCountry = 0;
  const groups = [];
  for (const c of model.countries(
    metricCode,
    period,
    mine.map((m) => m.companyId),
  )) {
    if (!c.country || !ref.pointOf(c.country)) {
      withoutCountry += c.companies;
      continue;
    }
    groups.push({
      country: c.country,
      companies: c.companies,
      check: anonymityOf(c),
      sections: c.sections,
      medianValue: c.valueLo + 0.5 * (c.valueHi - c.valueLo),
      medianRevenue:
        c.revenueLo === null || c.revenueHi === null ? null : c.revenueLo + 0.5 * (c.revenueHi - c.revenueLo),
    });
  }
  return finishMap(points, notes, groups, withoutCountry, ref);
}

export async function portfolioBenchmarkFromReadModel(
  reader: DocumentReader,
  model: BenchmarkReadModel,
  companyId: number,
  query: BenchmarkQuery,
): Promise<PortfolioBenchmark> {
  const scope = await internalScope(reader, companyId, query.fundId);
  const funds = await fundsOf(reader, companyId);
  const coverage = model.periodCoverageOf(scope.members);
  const periods = coverage.map((c) => c.period).sort(comparePeriods);
  const chosen = defaultPortfolioPeriod(coverage, scope.members.length, query.period);
  const metrics = (chosen.period ? model.metricsOf(scope.members, chosen.period) : []).map((m) =>
    metricOf(m.metricCode, m),
  );
  const frame = portfolioFrame(companyId, scope, funds, periods, chosen, metrics, query);
  if (frame.empty) return frame.empty;
  const { base, code, period } = frame;
  const sample = model.sampleOf(code, period);
  if (query.metric) assertKnownMetric(code, sample !== null);
  const values = new Map(model.valuesOf(scope.members, period, [code]).map((v) => [v.companyId, v]));
  const profiles = profilesAt(model, scope.members, period);
  const investors = model.investorsOf(scope.members);
  const names = await namesOf(reader, scope.members);
  const memberValues = scope.members.filter((id) => values.has(id)).map((id) => values.get(id)!.value);
  const shared = new Map<string, GroupSummary>();
  const companies = scope.members.map((id) => {
    const v = values.get(id) ?? null;
    const profile = profileView(profiles.get(id));
    const others = scope.members.filter((m) => m !== id && values.has(m)).map((m) => values.get(m)!.value);
    return {
      companyId: id,
      name: names.get(id) ?? null,
      value: v?.value ?? null,
      quality: (v?.quality ?? null) as PortfolioBenchmark['companies'][number]['quality'],
      profile,
      internalPercentile: v ? percentileRank(others, v.value) : null,
      industry: industryFromReadModel(
        model,
        { companyId: id, value: v?.value ?? null },
        profile,
        query.size,
        code,
        period,
        shared,
      ),
    };
  });
  const mine = scope.members.map((id): PlacedCompany => ({
    companyId: id,
    name: names.get(id) ?? null,
    value: values.get(id)?.value ?? null,
    investorIds: investors.get(id) ?? [],
    nace: profiles.get(id)?.nace ?? null,
    country: profiles.get(id)?.country ?? null,
    revenue: profiles.get(id)?.revenue ?? null,
  }));
  return {
    ...base,
    metric: metricOf(code, sample ?? undefined),
    portfolio: memberValues.length ? peerStatistics(memberValues, null) : null,
    companies,
    map: mapOf(model, mine, code, period),
  };
}

export async function companyBenchmarkFromReadModel(
  reader: DocumentReader,
  model: BenchmarkReadModel,
  principal: Principal,
  companyId: number,
  query: BenchmarkQuery,
): Promise<CompanyBenchmark> {
  const company = await reader.get<AnalysisCompany>(ANALYSIS_COMPANIES, String(companyId));
  const own = model.valuesOfCompany(companyId);
  const periods = [...new Set(own.filter((v) => v.benchmarkable).map((v) => v.period))].sort(comparePeriods);
  const frame = await companyFrame(reader, principal, company, companyId, periods, query);
  if (frame.empty) return frame.empty;
  const { base, period, scope } = frame;
  const profileOfCompany = profilesAt(model, [companyId], period).get(companyId);
  const profile = profileView(profileOfCompany);
  const mine = own.filter((v) => v.period === period);
  const codes = query.metric
    ? [query.metric]
    : [...new Set(mine.filter((v) => v.benchmarkable).map((v) => v.metricCode))].sort();
  const internal = new Map<string, Map<number, { number: number }>>();
  const names = scope ? await namesOf(reader, scope.members) : new Map<number, string>();
  if (scope)
    for (const v of model.valuesOf(scope.members, period, codes))
      internal.set(
        v.metricCode,
        (internal.get(v.metricCode) ?? new Map<number, { number: number }>()).set(v.companyId, {
          number: v.value,
        }),
      );
  const rows: BenchmarkRow[] = [];
  for (const code of codes) {
    const subjectValue = mine.find((v) => v.metricCode === code) ?? null;
    const sample = subjectValue ?? model.sampleOf(code, period);
    if (query.metric)
      assertKnownMetric(
        code,
        sample !== null || (await reader.count(ANALYSIS_VALUES, { companyId, metricCode: code })) > 0,
      );
    const subject = { companyId, value: subjectValue?.value ?? null };
    const metric = metricOf(code, sample ?? undefined);
    rows.push({
      metricCode: code,
      name: metric.name,
      unit: metric.unit,
      value: subject.value,
      quality: (subjectValue?.quality ?? null) as BenchmarkRow['quality'],
      industry: industryFromReadModel(model, subject, profile, query.size, code, period, new Map()),
      internal: scope
        ? internalBenchmark(
            scope,
            subject,
            internal.get(code) ?? new Map<number, { number: number }>(),
            names,
          )
        : null,
    });
  }
  const map =
    query.metric && rows.length
      ? mapOf(
          model,
          [
            {
              companyId,
              name: company?.name ?? null,
              value: rows[0].value,
              investorIds: model.investorsOf([companyId]).get(companyId) ?? [],
              nace: profileOfCompany?.nace ?? null,
              country: profileOfCompany?.country ?? null,
              revenue: profileOfCompany?.revenue ?? null,
            },
          ],
          query.metric,
          period,
        )
      : null;
  return { ...base, profile, rows, map };
}
