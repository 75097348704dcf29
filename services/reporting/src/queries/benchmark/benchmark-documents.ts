import type { BenchmarkQuery, BenchmarkRow, CompanyBenchmark, PortfolioBenchmark } from '@esg/contracts';
import type { DocumentReader } from '@esg/persistence';
import type { Principal } from '@esg/platform';
import { peerStatistics, percentileRank, sizeBandOf, type Peer } from '../../domain/analysis/benchmark';
import { attributeAt, mapPoints, type PlacedCompany } from '../../domain/analysis/benchmark-map';
import { numeric, text, type Profile } from '../../domain/analysis/benchmark-profile';
import { comparePeriods, defaultPortfolioPeriod } from '../../domain/analysis/periods';
import { benchmarkReference } from '../../infrastructure/benchmark-reference';
import { ANALYSIS_COMPANIES, ANALYSIS_FUNDS, ANALYSIS_VALUES } from '../../infrastructure/migrations';
import type { AnalysisCompany, AnalysisFund, AnalysisValue } from '../../projections/analysis.projection';
import {
  assertKnownMetric,
  benchmarkable,
  companyFrame,
  fundsOf,
  industryBenchmark,
  internalBenchmark,
  internalScope,
  metricOf,
  PROFILE_CODES,
  portfolioFrame,
  profileView,
} from './benchmark-common';

/*
 * Benchmarks from the analysis documents (issue 12, ADR 0045): every company's profile, investors and
 * values of the metric read into JavaScript and grouped there. What a store without the benchmark read
 * model's tables (MongoDB) answers with, and what the read model's answers are checked against (ADR 0171).
 */

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

export async function companyBenchmarkFromDocuments(
  reader: DocumentReader,
  principal: Principal,
  companyId: number,
  query: BenchmarkQuery,
): Promise<CompanyBenchmark> {
  const company = await reader.get<AnalysisCompany>(ANALYSIS_COMPANIES, String(companyId));
  const own = await reader.find<AnalysisValue>(ANALYSIS_VALUES, { companyId });
  const periods = [...new Set(own.filter(benchmarkable).map((v) => v.period))].sort(comparePeriods);
  const frame = await companyFrame(reader, principal, company, companyId, periods, query);
  if (frame.empty) return frame.empty;
  const { base, period, scope } = frame;
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

export async function portfolioBenchmarkFromDocuments(
  reader: DocumentReader,
  companyId: number,
  query: BenchmarkQuery,
): Promise<PortfolioBenchmark> {
  const scope = await internalScope(reader, companyId, query.fundId);
  const funds = await fundsOf(reader, companyId);
  const all = scope.members.length
    ? (await reader.find<AnalysisValue>(ANALYSIS_VALUES, { companyId: { in: scope.members } })).filter(
        benchmarkable,
      )
    : [];
  const periods = [...new Set(all.map((v) => v.period))].sort(comparePeriods);
  const coverage = periods.map((p) => ({
    period: p,
    companies: new Set(all.filter((v) => v.period === p).map((v) => v.companyId)).size,
  }));
  const chosen = defaultPortfolioPeriod(coverage, scope.members.length, query.period);
  const inPeriod = all.filter((v) => v.period === chosen.period);
  const metrics = [...new Set(inPeriod.map((v) => v.metricCode))].map((code) =>
    metricOf(
      code,
      inPeriod.find((v) => v.metricCode === code),
    ),
  );
  const frame = portfolioFrame(companyId, scope, funds, periods, chosen, metrics, query);
  if (frame.empty) return frame.empty;
  const { base, code, period } = frame;
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
