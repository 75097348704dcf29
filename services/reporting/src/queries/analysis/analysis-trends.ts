import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import {
  analysisTrendsQuerySchema,
  TREND_SUBJECT_PATTERN,
  type AnalysisTrends,
  type AnalysisTrendsQuery,
  type ApiResponse,
  type TrendFigure,
  type TrendMetricOption,
  type TrendPoint,
  type TrendSeries,
  type TrendSubject,
} from '@esg/contracts';
import type { DocumentReader, Store } from '@esg/persistence';
import { CurrentPrincipal, DomainError, IdPipe, STORE, ZodPipe, type Principal } from '@esg/platform';
import {
  assertMayReadCompanyAnalysis,
  assertMayReadPortfolioAnalysis,
} from '../../application/analysis-access';
import { comparePeriods } from '../../domain/analysis/periods';
import {
  aggregateFigure,
  companyFigure,
  figureFormulaKey,
  pointQuality,
  qualityCountsOf,
  seriesChange,
  unionPeriods,
} from '../../domain/analysis/trend';
import { analysisMetrics, kindOf } from '../../infrastructure/analysis-metrics';
import {
  ANALYSIS_AGGREGATES,
  ANALYSIS_COMPANIES,
  ANALYSIS_FUNDS,
  ANALYSIS_VALUES,
} from '../../infrastructure/migrations';
import {
  membersOf,
  type AggregateRecord,
  type AnalysisCompany,
  type AnalysisFund,
  type AnalysisValue,
} from '../../projections/analysis.projection';
import { standardNameOf } from './standards';
import { reportingError } from '../../domain/reporting.errors';

/** The metric a trend opens with when none is asked for: the first of these the subjects published. */
const DEFAULT_METRICS = ['ghg.scope1', 'ghg.scope2_location', 'company.fte', 'energy.renewable_share'];

const subjectKey = (kind: TrendSubject['kind'], id: number) => `${kind}:${id}`;

/** May the caller see the portfolio of this company (an investor who is not a Contributor)? */
export async function readsPortfolio(reader: DocumentReader, principal: Principal, companyId: number) {
  try {
    await assertMayReadPortfolioAnalysis(reader, principal, companyId);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'ANALYSIS.FORBIDDEN') return false;
    throw error;
  }
  const company = await reader.get<AnalysisCompany>(ANALYSIS_COMPANIES, String(companyId));
  return company?.type === 'gp' || company?.type === 'lp' || company?.type === 'admin';
}

/** What the caller may chart from this company's seat: its portfolio, funds and companies, or itself. */
async function subjectsOf(
  reader: DocumentReader,
  companyId: number,
  portfolio: boolean,
): Promise<TrendSubject[]> {
  const own = await reader.get<AnalysisCompany>(ANALYSIS_COMPANIES, String(companyId));
  const ownName = own?.name ?? `Company ${companyId}`;
  if (!portfolio)
    return [{ key: subjectKey('company', companyId), kind: 'company', id: companyId, name: ownName }];
  const funds = (await reader.find<AnalysisFund>(ANALYSIS_FUNDS, { companyId })).sort(
    (a, b) => a.fundId - b.fundId,
  );
  const members = (await membersOf(reader, 'portfolio', companyId)).filter((id) => id !== companyId);
  const companies = members.length
    ? await reader.find<AnalysisCompany>(ANALYSIS_COMPANIES, { companyId: { in: members } })
    : [];
  return [
    {
      key: subjectKey('portfolio', companyId),
      kind: 'portfolio',
      id: companyId,
      name: `${ownName} portfolio`,
    },
    ...funds.map((f) => ({
      key: subjectKey('fund', f.fundId),
      kind: 'fund' as const,
      id: f.fundId,
      name: f.name,
    })),
    ...companies
      .sort((a, b) => a.name.localeCompare(b.name) || a.companyId - b.companyId)
      .map((c) => ({
        key: subjectKey('company', c.companyId),
        kind: 'company' as const,
        id: c.companyId,
        name: c.name,
      })),
  ];
}

/** The metrics a trend can follow: numeric or yes/no ones with a published value or an aggregate. */
async function metricOptions(
  reader: DocumentReader,
  companyId: number,
  portfolio: boolean,
): Promise<TrendMetricOption[]> {
  const found = new Map<string, { unit: string; value: unknown }>();
  if (portfolio) {
    for (const a of await reader.find<AggregateRecord>(ANALYSIS_AGGREGATES, {
      scope: 'portfolio',
      scopeId: companyId,
    }))
      if (a.kind !== 'categorical' && !found.has(a.metricCode))
        found.set(a.metricCode, { unit: a.unit, value: a.kind === 'share' ? true : 0 });
  } else {
    for (const v of await reader.find<AnalysisValue>(ANALYSIS_VALUES, { companyId }))
      if (!found.has(v.metricCode) && companyFigure(v.value) !== null)
        found.set(v.metricCode, { unit: v.unit, value: v.value });
  }
  const names = analysisMetrics();
  return [...found]
    .map(([code, sample]) => ({
      code,
      name: names.get(code)?.name ?? null,
      unit: sample.unit,
      kind: kindOf(code, sample),
    }))
    .filter((m) => m.kind !== 'categorical')
    .sort((a, b) => (a.name ?? a.code).localeCompare(b.name ?? b.code) || a.code.localeCompare(b.code));
}

function aggregatePoint(a: AggregateRecord, figure: TrendFigure): TrendPoint {
  const key = figureFormulaKey(a.kind, figure);
  return {
    period: a.period,
    value: aggregateFigure(a, figure),
    quality: pointQuality(a.quality),
    qualityCounts: a.quality,
    estimatedShare: a.estimatedShare,
    count: a.count,
    dataQualityScore: null,
    howMade: `${a.formulas[key] ?? key} (${a.count} ${a.count === 1 ? 'company' : 'companies'})`,
    source: null,
  };
}

function companyPoint(v: AnalysisValue): TrendPoint {
  const counts = qualityCountsOf(v.quality);
  return {
    period: v.period,
    value: companyFigure(v.value),
    quality: pointQuality(counts),
    qualityCounts: counts,
    estimatedShare: v.quality === 'estimated' ? 1 : 0,
    count: 1,
    dataQualityScore: v.dataQualityScore,
    howMade: `published in ${standardNameOf(v.standardId)} ${v.period}, publication ${v.publicationNumber} (value version ${v.valueVersionId})`,
    source: {
      responseId: v.responseId,
      standardId: v.standardId,
      frameworkVersion: v.frameworkVersion,
      publicationNumber: v.publicationNumber,
      publishedAt: v.publishedAt,
      valueVersionId: v.valueVersionId,
      sourceKind: v.sourceKind,
      calculationId: v.calculationId,
    },
  };
}

async function seriesOf(
  reader: DocumentReader,
  subject: TrendSubject,
  metric: TrendMetricOption | { code: string; name: string | null; unit: string | null },
  figure: TrendFigure,
): Promise<TrendSeries> {
  let points: TrendPoint[];
  let unit = metric.unit;
  let kind: TrendSeries['kind'] | null = 'kind' in metric ? metric.kind : null;
  if (subject.kind === 'company') {
    const values = await reader.find<AnalysisValue>(ANALYSIS_VALUES, {
      companyId: subject.id,
      metricCode: metric.code,
    });
    points = values.map(companyPoint);
    const sample = values.find((v) => v.value !== null) ?? values[0];
    if (sample) {
      unit ??= sample.unit;
      kind ??= kindOf(metric.code, sample);
    }
  } else {
    const aggregates = await reader.find<AggregateRecord>(ANALYSIS_AGGREGATES, {
      scope: subject.kind,
      scopeId: subject.id,
      metricCode: metric.code,
    });
    points = aggregates.filter((a) => a.kind !== 'categorical').map((a) => aggregatePoint(a, figure));
    if (aggregates[0]) {
      unit ??= aggregates[0].unit;
      kind ??= aggregates[0].kind;
    }
  }
  points.sort((a, b) => comparePeriods(a.period, b.period));
  return {
    key: `${subject.key}|${metric.code}`,
    subject,
    metricCode: metric.code,
    name: metric.name,
    unit: unit ?? '',
    kind: kind ?? 'additive',
    figure: subject.kind === 'company' ? 'value' : figure,
    points,
    change: seriesChange(points),
  };
}

export async function analysisTrends(
  reader: DocumentReader,
  principal: Principal,
  companyId: number,
  query: AnalysisTrendsQuery,
): Promise<AnalysisTrends> {
  await assertMayReadCompanyAnalysis(reader, principal, companyId);
  const portfolio = await readsPortfolio(reader, principal, companyId);
  const subjects = await subjectsOf(reader, companyId, portfolio);
  const metrics = await metricOptions(reader, companyId, portfolio);
  const figure = query.figure ?? 'headline';

  const askedSubjects = query.series?.length ? [...new Set(query.series)] : [subjects[0].key];
  const chosen: TrendSubject[] = [];
  for (const key of askedSubjects) {
    const subject = subjects.find((s) => s.key === key);
    if (subject) {
      chosen.push(subject);
      continue;
    }
    const [, kind] = TREND_SUBJECT_PATTERN.exec(key) ?? [];
    if (kind === 'fund' && portfolio)
      throw reportingError('ANALYSIS_FUND.NOT_FOUND', `Company ${companyId} has no fund ${key.slice(5)}`);
    throw reportingError('ANALYSIS.FORBIDDEN', `You may not see the trend of ${key}`);
  }

  const byCode = new Map(metrics.map((m) => [m.code, m]));
  const names = analysisMetrics();
  const askedMetrics = query.metrics?.length
    ? [...new Set(query.metrics)]
    : [DEFAULT_METRICS.find((c) => byCode.has(c)) ?? metrics[0]?.code].filter((c): c is string => !!c);
  const series: TrendSeries[] = [];
  for (const code of askedMetrics) {
    const metric = byCode.get(code) ?? { code, name: names.get(code)?.name ?? null, unit: null };
    for (const subject of chosen) series.push(await seriesOf(reader, subject, metric, figure));
  }
  return {
    companyId,
    name: (await reader.get<AnalysisCompany>(ANALYSIS_COMPANIES, String(companyId)))?.name ?? null,
    subjects,
    metrics,
    figure,
    periods: unionPeriods(series),
    series,
  };
}

/**
 * Trends of the analysis read model: any metric over periods for the portfolio, a fund or a company, with
 * the quality of every point and how it was made. Live: reporting.analysis.changed.v1 refetches.
 */
@Controller('analysis')
export class AnalysisTrendsController {
  constructor(@Inject(STORE) private readonly store: Store) {}

  @Get('trends/:companyId')
  async trends(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @Query(new ZodPipe(analysisTrendsQuerySchema)) query: AnalysisTrendsQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<AnalysisTrends>> {
    return { data: await analysisTrends(this.store, principal, companyId, query) };
  }
}
