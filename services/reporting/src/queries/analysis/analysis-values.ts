import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import {
  analysisPeriodQuerySchema,
  carriedText,
  factAsOf,
  notCarriedText,
  SLOWLY_CHANGING_FACTS,
  type AggregateRow,
  type AnalysisPeriodQuery,
  type ApiResponse,
  type AnalysisResponseRef,
  type CompanyValue,
  type CompanyValues,
  type PortfolioAggregates,
  type PortfolioOverview,
} from '@esg/contracts';
import type { DocumentReader, Store } from '@esg/persistence';
import { CurrentPrincipal, IdPipe, STORE, ZodPipe, type Principal } from '@esg/platform';
import {
  assertMayReadCompanyAnalysis,
  assertMayReadPortfolioAnalysis,
} from '../../application/analysis-access';
import { change } from '../../domain/analysis/aggregate';
import { attentionOf, completionOf } from '../../domain/analysis/attention';
import { comparePeriods, previousPeriod } from '../../domain/analysis/periods';
import { overridesInForce, withOverride } from '../../domain/analysis/overrides';
import { DEFAULT_FACT_OPTIONS, type FactOptions, type KeptOverride } from '../../domain/pai/statement';
import { FACT_SETTINGS } from '../../application/fact-settings';
import { analysisMetrics, kindOf } from '../../infrastructure/analysis-metrics';
import {
  ANALYSIS_AGGREGATES,
  ANALYSIS_COMPANIES,
  ANALYSIS_FUNDS,
  ANALYSIS_OVERRIDES,
  ANALYSIS_RESPONSES,
  ANALYSIS_VALUES,
} from '../../infrastructure/migrations';
import type { OverrideRecord } from '../../projections/override-records';
import {
  membersOf,
  type AggregateRecord,
  type AnalysisCompany,
  type AnalysisFund,
  type AnalysisResponse,
  type AnalysisScope,
  type AnalysisValue,
} from '../../projections/analysis.projection';
import { reportingError } from '../../domain/reporting.errors';

const metricName = (code: string): string | null => analysisMetrics().get(code)?.name ?? null;

/** The period asked for, or the latest one that has data. */
function choosePeriod(periods: readonly string[], asked: string | undefined): string | null {
  if (asked) return asked;
  return periods.length ? periods[periods.length - 1] : null;
}

function responseRef(r: AnalysisResponse): AnalysisResponseRef {
  const completion = r.completion as { percent?: unknown } | null;
  return {
    responseId: r.responseId,
    standardId: r.standardId,
    period: r.period,
    status: r.status,
    dueDate: r.dueDate,
    percent: typeof completion?.percent === 'number' ? completion.percent : null,
  };
}

const sourceOf = (v: AnalysisValue): CompanyValue['source'] => ({
  responseId: v.responseId,
  standardId: v.standardId,
  frameworkVersion: v.frameworkVersion,
  publicationNumber: v.publicationNumber,
  publishedAt: v.publishedAt,
  valueVersionId: v.valueVersionId,
  sourceKind: v.sourceKind,
  calculationId: v.calculationId,
});

/**
 * The slowly changing facts the period leaves unanswered, taken as of the period's year from the company's
 * earlier periods (the as-of rule, ADR 0095), and those that could not be taken, with why.
 */
function carriedFacts(
  all: readonly AnalysisValue[],
  period: string,
  facts: FactOptions,
): Pick<CompanyValues, 'carried' | 'notCarried'> {
  const year = Number(period.slice(0, 4));
  const carried: CompanyValues['carried'] = [];
  const notCarried: CompanyValues['notCarried'] = [];
  for (const code of SLOWLY_CHANGING_FACTS) {
    const own = all.find((v) => v.period === period && v.metricCode === code);
    if (own && own.value !== null) continue;
    // The period's own explicit "not available" is an answer too: it stops the search (factAsOf).
    const answers = all
      .filter((v) => v.metricCode === code && comparePeriods(v.period, period) <= 0)
      .sort((a, b) => comparePeriods(a.period, b.period) || (a.publishedAt < b.publishedAt ? -1 : 1))
      .map((v) => ({
        period: v.period,
        value: v.value,
        status: v.status as 'provided' | 'not_available' | 'not_applicable',
        source: v,
      }));
    const result = factAsOf(answers, year, facts.factMaxAgeYears);
    if (result.kind === 'value') {
      const v = result.answer.source;
      const carriedFrom = { period: v.period, ageYears: result.ageYears };
      carried.push({
        metricCode: code,
        name: metricName(code),
        value: v.value,
        unit: v.unit,
        status: v.status,
        quality: v.quality,
        dataQualityScore: v.dataQualityScore,
        kind: kindOf(code, v),
        previous: null,
        change: { absolute: null, relative: null },
        source: sourceOf(v),
        carriedFrom,
        note: carriedText(carriedFrom),
      });
    } else {
      const reason = notCarriedText(result, facts.factMaxAgeYears);
      if (reason) notCarried.push({ metricCode: code, name: metricName(code), reason });
    }
  }
  return { carried, notCarried };
}

/**
 * A company's values of a period. `viewerId` is the company reading them: when it is an investor with
 * overrides of these values in force, its figures read the override, named with the company's original
 * (ADR 0184); anyone else reads the published values.
 */
export async function companyValues(
  reader: DocumentReader,
  companyId: number,
  asked?: string,
  facts: FactOptions = DEFAULT_FACT_OPTIONS,
  viewerId: number | null = null,
): Promise<CompanyValues> {
  const company = await reader.get<AnalysisCompany>(ANALYSIS_COMPANIES, String(companyId));
  const all = await reader.find<AnalysisValue>(ANALYSIS_VALUES, { companyId });
  const periods = [...new Set(all.map((v) => v.period))].sort(comparePeriods);
  const period = choosePeriod(periods, asked);
  const prior = period ? previousPeriod(period) : null;
  const previous = new Map(all.filter((v) => v.period === prior).map((v) => [v.metricCode, v]));
  const overrides =
    viewerId !== null && viewerId !== companyId && period
      ? overridesInForce(
          viewerId,
          await reader.find<OverrideRecord>(ANALYSIS_OVERRIDES, { investorId: viewerId, period }),
        )
      : new Map<string, KeptOverride>();
  const values = all
    .filter((v) => v.period === period)
    .sort((a, b) => (a.metricCode < b.metricCode ? -1 : 1))
    .map((published) => withOverride(published, overrides))
    .map((v) => {
      const before = previous.get(v.metricCode) ?? null;
      return {
        metricCode: v.metricCode,
        name: metricName(v.metricCode),
        value: v.value,
        unit: v.unit,
        status: v.status,
        quality: v.quality,
        dataQualityScore: v.dataQualityScore,
        kind: kindOf(v.metricCode, v),
        previous: before ? { period: before.period, value: before.value } : null,
        change: change(
          typeof v.value === 'number' ? v.value : null,
          typeof before?.value === 'number' ? before.value : null,
        ),
        source: sourceOf(v),
        ...(v.override ? { override: v.override } : {}),
      };
    });
  const open = (await reader.find<AnalysisResponse>(ANALYSIS_RESPONSES, { companyId }))
    .filter((r) => r.status !== 'published')
    .sort((a, b) => comparePeriods(a.period, b.period) || a.responseId - b.responseId)
    .map(responseRef);
  return {
    companyId,
    name: company?.name ?? null,
    periods,
    period,
    previousPeriod: period && periods.includes(prior!) ? prior : null,
    values,
    ...(period ? carriedFacts(all, period, facts) : { carried: [], notCarried: [] }),
    factMaxAgeYears: facts.factMaxAgeYears,
    openResponses: open,
  };
}

/** The monitoring dashboard: reporting completion of a period and the companies needing attention. */
export async function portfolioOverview(
  reader: DocumentReader,
  companyId: number,
  asked: string | undefined,
  today: string,
): Promise<PortfolioOverview> {
  const asks = await reader.find<AnalysisResponse>(ANALYSIS_RESPONSES, { requesterCompanyId: companyId });
  const periods = [...new Set(asks.map((r) => r.period))].sort(comparePeriods);
  const period = choosePeriod(periods, asked);
  const members = await membersOf(reader, 'portfolio', companyId);
  const ids = [...new Set([...members, ...asks.filter((r) => r.period === period).map((r) => r.companyId)])]
    .filter((id) => id !== companyId)
    .sort((a, b) => a - b);
  const names = new Map(
    (ids.length
      ? await reader.find<AnalysisCompany>(ANALYSIS_COMPANIES, { companyId: { in: ids } })
      : []
    ).map((c) => [c.companyId, c.name]),
  );
  const companies = [];
  for (const id of ids) {
    const responses = asks
      .filter((r) => r.companyId === id && r.period === period)
      .sort((a, b) => a.responseId - b.responseId)
      .map(responseRef);
    const values = period ? await companyValues(reader, id, period, DEFAULT_FACT_OPTIONS, companyId) : null;
    const shown = values?.values ?? [];
    const estimatedShare = shown.length
      ? shown.filter((v) => v.quality === 'estimated').length / shown.length
      : null;
    const changes = shown
      .filter((v) => v.change.relative !== null)
      .map((v) => ({ metricCode: v.metricCode, name: v.name, relative: v.change.relative! }));
    companies.push({
      companyId: id,
      name: names.get(id) ?? null,
      responses,
      estimatedShare,
      attention: attentionOf({ responses, estimatedShare, changes }, today),
    });
  }
  return {
    companyId,
    name: (await reader.get<AnalysisCompany>(ANALYSIS_COMPANIES, String(companyId)))?.name ?? null,
    periods,
    period,
    today,
    completion: completionOf(companies),
    companies,
  };
}

/** The headline figure of an aggregate: the sum of amounts, the mean of rates, the share of yes. */
export function headlineOf(a: Pick<AggregateRecord, 'kind' | 'sum' | 'mean'>): number | null {
  if (a.kind === 'additive') return a.sum;
  if (a.kind === 'average' || a.kind === 'share') return a.mean;
  return null;
}

export async function scopeAggregates(
  reader: DocumentReader,
  companyId: number,
  scope: AnalysisScope,
  scopeId: number,
  asked?: string,
): Promise<PortfolioAggregates> {
  const all = await reader.find<AggregateRecord>(ANALYSIS_AGGREGATES, { scope, scopeId });
  const periods = [...new Set(all.map((a) => a.period))].sort(comparePeriods);
  const period = choosePeriod(periods, asked);
  const prior = period ? previousPeriod(period) : null;
  const previous = new Map(all.filter((a) => a.period === prior).map((a) => [a.metricCode, a]));
  const funds = (await reader.find<AnalysisFund>(ANALYSIS_FUNDS, { companyId }))
    .sort((a, b) => a.fundId - b.fundId)
    .map((f) => ({ fundId: f.fundId, name: f.name }));
  const members = await membersOf(reader, scope, scopeId);
  const companyIds = [...new Set([...members, ...all.flatMap((a) => a.inputs.map((i) => i.companyId))])];
  const names = new Map(
    (companyIds.length
      ? await reader.find<AnalysisCompany>(ANALYSIS_COMPANIES, { companyId: { in: companyIds } })
      : []
    ).map((c) => [c.companyId, c.name]),
  );
  const rows: AggregateRow[] = all
    .filter((a) => a.period === period)
    .sort((a, b) => (a.metricCode < b.metricCode ? -1 : 1))
    .map((a) => {
      const before = previous.get(a.metricCode);
      const headline = headlineOf(a);
      const previousHeadline = before ? headlineOf(before) : null;
      return {
        metricCode: a.metricCode,
        name: metricName(a.metricCode),
        unit: a.unit,
        kind: a.kind,
        count: a.count,
        members: members.length,
        sum: a.sum,
        mean: a.mean,
        weightedMean: a.weightedMean,
        weightTotal: a.weightTotal,
        min: a.min,
        max: a.max,
        median: a.median,
        distribution: a.distribution,
        quality: a.quality,
        estimatedShare: a.estimatedShare,
        headline,
        previousHeadline,
        change: change(headline, previousHeadline),
        howMade: {
          formulas: a.formulas,
          inputs: a.inputs.map((i) => ({ ...i, companyName: names.get(i.companyId) ?? null })),
          weightSources: a.weightSources,
        },
      };
    });
  return {
    companyId,
    scope,
    scopeId,
    scopeName:
      scope === 'fund'
        ? (funds.find((f) => f.fundId === scopeId)?.name ?? null)
        : ((await reader.get<AnalysisCompany>(ANALYSIS_COMPANIES, String(companyId)))?.name ?? null),
    periods,
    period,
    previousPeriod: period && periods.includes(prior!) ? prior : null,
    funds,
    rows,
  };
}

type PeriodQuery = AnalysisPeriodQuery;

/**
 * The analysis read model's published values and aggregates (projections/analysis.projection.ts). Every
 * figure says how it was made: a value its response, publication and value version; an aggregate its
 * formula and every company's input and weight.
 */
@Controller('analysis')
export class AnalysisValuesController {
  constructor(
    @Inject(STORE) private readonly store: Store,
    @Inject(FACT_SETTINGS) private readonly facts: FactOptions,
  ) {}

  @Get('companies/:companyId/values')
  async values(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @Query(new ZodPipe(analysisPeriodQuerySchema)) query: PeriodQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<CompanyValues>> {
    await assertMayReadCompanyAnalysis(this.store, principal, companyId);
    return {
      data: await companyValues(this.store, companyId, query.period, this.facts, principal.companyId ?? null),
    };
  }

  @Get('portfolios/:companyId/overview')
  async overview(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @Query(new ZodPipe(analysisPeriodQuerySchema)) query: PeriodQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<PortfolioOverview>> {
    await assertMayReadPortfolioAnalysis(this.store, principal, companyId);
    const today = new Date().toISOString().slice(0, 10);
    return { data: await portfolioOverview(this.store, companyId, query.period, today) };
  }

  @Get('portfolios/:companyId/aggregates')
  async aggregates(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @Query(new ZodPipe(analysisPeriodQuerySchema)) query: PeriodQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<PortfolioAggregates>> {
    await assertMayReadPortfolioAnalysis(this.store, principal, companyId);
    if (query.fundId !== undefined) {
      const fund = await this.store.get<AnalysisFund>(ANALYSIS_FUNDS, String(query.fundId));
      if (!fund || fund.companyId !== companyId)
        throw reportingError('ANALYSIS_FUND.NOT_FOUND', `Company ${companyId} has no fund ${query.fundId}`);
      return { data: await scopeAggregates(this.store, companyId, 'fund', query.fundId, query.period) };
    }
    return { data: await scopeAggregates(this.store, companyId, 'portfolio', companyId, query.period) };
  }
}
