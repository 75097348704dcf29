import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import {
  highlightsQuerySchema,
  metricCodeSchema,
  type ApiResponse,
  type HighlightMetric,
  type HighlightsQuery,
  type IndicatorDetail,
  type PortfolioHighlights,
} from '@esg/contracts';
import type { DocumentReader, Store } from '@esg/persistence';
import { CurrentPrincipal, IdPipe, STORE, ZodPipe, type Principal } from '@esg/platform';
import {
  assertMayReadCompanyAnalysis,
  assertMayReadPortfolioAnalysis,
} from '../../application/analysis-access';
import { change } from '../../domain/analysis/aggregate';
import {
  improvementOf,
  leaderboard,
  moverOf,
  rankMovers,
  type LeaderboardInput,
  type MoverInput,
} from '../../domain/analysis/highlights';
import { comparePeriods, previousPeriod } from '../../domain/analysis/periods';
import {
  analysisMetrics,
  frameworksAsking,
  kindOf,
  metricPolarities,
  polarityOf,
} from '../../infrastructure/analysis-metrics';
import { ANALYSIS_AGGREGATES, ANALYSIS_COMPANIES, ANALYSIS_VALUES } from '../../infrastructure/migrations';
import {
  membersOf,
  type AggregateRecord,
  type AnalysisCompany,
  type AnalysisValue,
} from '../../projections/analysis.projection';
import { readsPortfolio } from './analysis-trends';
import { headlineOf } from './analysis-values';
import { reportingError } from '../../domain/reporting.errors';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

async function namesOf(reader: DocumentReader, ids: readonly number[]): Promise<Map<number, string>> {
  const companies = ids.length
    ? await reader.find<AnalysisCompany>(ANALYSIS_COMPANIES, { companyId: { in: [...ids] } })
    : [];
  return new Map(companies.map((c) => [c.companyId, c.name]));
}

/**
 * The portfolio's best and worst movers per ranked metric between a period and the one before, and the
 * leaderboard of its companies (improvements minus setbacks). Which way a metric improves comes from
 * product/metric-polarity.json; metrics without a better direction are not ranked.
 */
export async function portfolioHighlights(
  reader: DocumentReader,
  companyId: number,
  asked: string | undefined,
): Promise<PortfolioHighlights> {
  const members = (await membersOf(reader, 'portfolio', companyId)).filter((id) => id !== companyId);
  const values = members.length
    ? await reader.find<AnalysisValue>(ANALYSIS_VALUES, { companyId: { in: members } })
    : [];
  const periods = [...new Set(values.map((v) => v.period))].sort(comparePeriods);
  const period = asked ?? periods[periods.length - 1] ?? null;
  const prior = period ? previousPeriod(period) : null;
  const names = await namesOf(reader, members);
  const byMetric = new Map<string, { now: Map<number, number>; before: Map<number, number>; unit: string }>();
  for (const v of values) {
    const x = num(v.value);
    if (x === null || polarityOf(v.metricCode) === null) continue;
    if (v.period !== period && v.period !== prior) continue;
    const entry = byMetric.get(v.metricCode) ?? { now: new Map(), before: new Map(), unit: v.unit };
    (v.period === period ? entry.now : entry.before).set(v.companyId, x);
    byMetric.set(v.metricCode, entry);
  }
  const aggregates = period
    ? await reader.find<AggregateRecord>(ANALYSIS_AGGREGATES, {
        scope: 'portfolio',
        scopeId: companyId,
        period: { in: [period, prior!] },
      })
    : [];
  const aggregateOf = (code: string, p: string | null) =>
    aggregates.find((a) => a.metricCode === code && a.period === p);
  const dictionary = analysisMetrics();
  const metrics: HighlightMetric[] = [];
  const perCompany = new Map<number, LeaderboardInput['changes'][number][]>();
  for (const [code, entry] of [...byMetric].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const polarity = polarityOf(code)!;
    const inputs: MoverInput[] = [...entry.now]
      .filter(([id]) => entry.before.has(id))
      .map(([id, current]) => ({
        companyId: id,
        name: names.get(id) ?? `Company ${id}`,
        current,
        previous: entry.before.get(id)!,
      }));
    const ranked = rankMovers(inputs, polarity);
    const now = aggregateOf(code, period);
    const before = aggregateOf(code, prior);
    const current = now ? headlineOf(now) : null;
    const previous = before ? headlineOf(before) : null;
    const delta = change(current, previous);
    if (current === null && ranked.all.length === 0) continue;
    const name = dictionary.get(code)?.name ?? null;
    metrics.push({
      metricCode: code,
      name,
      unit: now?.unit ?? entry.unit,
      kind: now?.kind ?? kindOf(code, { value: 0, unit: entry.unit }),
      polarity,
      portfolio: {
        current,
        previous,
        ...delta,
        improvement: delta.absolute === null ? null : improvementOf(delta.absolute, polarity),
      },
      best: ranked.best,
      worst: ranked.worst,
      movers: ranked.all,
    });
    for (const mover of ranked.all)
      perCompany.set(mover.companyId, [
        ...(perCompany.get(mover.companyId) ?? []),
        { metricCode: code, name, mover },
      ]);
  }
  return {
    companyId,
    name: (await reader.get<AnalysisCompany>(ANALYSIS_COMPANIES, String(companyId)))?.name ?? null,
    periods,
    period,
    previousPeriod: prior && periods.includes(prior) ? prior : null,
    polarityVersion: metricPolarities().version,
    metrics,
    leaderboard: leaderboard(
      members
        .filter((id) => values.some((v) => v.companyId === id && v.period === period))
        .map((id) => ({
          companyId: id,
          name: names.get(id) ?? `Company ${id}`,
          changes: perCompany.get(id) ?? [],
        })),
    ),
  };
}

/**
 * One indicator: its dictionary definition and framework references, and its values across the caller's
 * portfolio (or its own company) in a period, each with quality and change, ranked.
 */
export async function indicatorDetail(
  reader: DocumentReader,
  principal: Principal,
  companyId: number,
  metricCode: string,
  asked: string | undefined,
): Promise<IndicatorDetail> {
  await assertMayReadCompanyAnalysis(reader, principal, companyId);
  const portfolio = await readsPortfolio(reader, principal, companyId);
  const members = portfolio
    ? (await membersOf(reader, 'portfolio', companyId)).filter((id) => id !== companyId)
    : [companyId];
  const all = (await reader.find<AnalysisValue>(ANALYSIS_VALUES, { metricCode })).filter((v) =>
    members.includes(v.companyId),
  );
  const known = analysisMetrics().get(metricCode);
  if (!known && all.length === 0)
    throw reportingError('ANALYSIS_METRIC.NOT_FOUND', `There is no metric ${metricCode}`);
  const periods = [...new Set(all.map((v) => v.period))].sort(comparePeriods);
  const period = asked ?? periods[periods.length - 1] ?? null;
  const prior = period ? previousPeriod(period) : null;
  const names = await namesOf(reader, members);
  const polarity = polarityOf(metricCode);
  const sample = all.find((v) => v.value !== null) ?? all[0];
  const unit = known?.unit ?? sample?.unit ?? '';
  const kind = kindOf(metricCode, sample ?? { value: 0, unit });
  const before = new Map(all.filter((v) => v.period === prior).map((v) => [v.companyId, v]));
  const rows = all
    .filter((v) => v.period === period)
    .map((v) => {
      const x = num(v.value);
      const p = num(before.get(v.companyId)?.value);
      const mover =
        x !== null && p !== null && polarity
          ? moverOf({ companyId: v.companyId, name: '', current: x, previous: p }, polarity)
          : null;
      return {
        companyId: v.companyId,
        name: names.get(v.companyId) ?? `Company ${v.companyId}`,
        value: v.value,
        quality: v.quality,
        dataQualityScore: v.dataQualityScore,
        previous: before.get(v.companyId)?.value ?? null,
        relative: x !== null && p !== null ? change(x, p).relative : null,
        improvement: mover?.improvement ?? null,
        rank: null as number | null,
      };
    });
  const numeric = rows.filter((r) => num(r.value) !== null);
  const sign = polarity === 'lower' ? 1 : -1;
  numeric.sort((a, b) => sign * ((a.value as number) - (b.value as number)) || a.name.localeCompare(b.name));
  numeric.forEach((r, i) => {
    r.rank = i + 1;
  });
  rows.sort((a, b) => (a.rank ?? 1e9) - (b.rank ?? 1e9) || a.name.localeCompare(b.name));
  const history = portfolio
    ? (
        await reader.find<AggregateRecord>(ANALYSIS_AGGREGATES, {
          scope: 'portfolio',
          scopeId: companyId,
          metricCode,
        })
      ).map((a) => ({ period: a.period, headline: headlineOf(a), count: a.count }))
    : all.map((v) => ({
        period: v.period,
        headline: num(v.value) ?? (typeof v.value === 'boolean' ? (v.value ? 1 : 0) : null),
        count: 1,
      }));
  history.sort((a, b) => comparePeriods(a.period, b.period));
  return {
    companyId,
    metricCode,
    name: known?.name ?? null,
    definition: known?.definition ?? null,
    helpText: known?.helpText ?? null,
    type: known?.type ?? null,
    unit,
    kind,
    polarity,
    usedBy: known?.usedBy ?? [],
    frameworks: frameworksAsking(metricCode),
    scope: portfolio ? 'portfolio' : 'company',
    periods,
    period,
    previousPeriod: prior && periods.includes(prior) ? prior : null,
    history,
    values: rows,
  };
}

const metricCodePipe = new ZodPipe(metricCodeSchema);

/** Highlights, leaderboard and indicator detail of the analysis read model (issue 12). */
@Controller('analysis')
export class AnalysisHighlightsController {
  constructor(@Inject(STORE) private readonly store: Store) {}

  @Get('portfolios/:companyId/highlights')
  async highlights(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @Query(new ZodPipe(highlightsQuerySchema)) query: HighlightsQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<PortfolioHighlights>> {
    await assertMayReadPortfolioAnalysis(this.store, principal, companyId);
    return { data: await portfolioHighlights(this.store, companyId, query.period) };
  }

  @Get('indicators/:companyId/:metricCode')
  async indicator(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @Param('metricCode', metricCodePipe) metricCode: string,
    @Query(new ZodPipe(highlightsQuerySchema)) query: HighlightsQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<IndicatorDetail>> {
    return { data: await indicatorDetail(this.store, principal, companyId, metricCode, query.period) };
  }
}
