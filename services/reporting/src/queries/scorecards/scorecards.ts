import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import {
  scorecardQuerySchema,
  type ApiResponse,
  type CompanyScorecard,
  type EsgScorecardView,
  type PortfolioScorecards,
  type ScorecardMethodView,
  type ScorecardQuery,
} from '@esg/contracts';
import type { DocumentReader, Store } from '@esg/persistence';
import { CurrentPrincipal, IdPipe, STORE, ZodPipe, type Principal } from '@esg/platform';
import {
  assertMayReadCompanyAnalysis,
  assertMayReadPortfolioAnalysis,
} from '../../application/analysis-access';
import { comparePeriods, defaultPortfolioPeriod } from '../../domain/analysis/periods';
import { reportingError } from '../../domain/reporting.errors';
import {
  DIVERSITY_FORMULAS,
  SCORECARD_FORMULAS,
  diversityTrend,
  scoreScorecard,
  type EsgScorecard,
} from '../../domain/scorecards';
import { ANALYSIS_COMPANIES, ANALYSIS_FUNDS, ANALYSIS_VALUES } from '../../infrastructure/migrations';
import { metricDisplayName, withMetricNames } from '../../infrastructure/analysis-metrics';
import { scorecardMethod } from '../../infrastructure/scorecard-method';
import {
  membersOf,
  type AnalysisCompany,
  type AnalysisFund,
  type AnalysisValue,
} from '../../projections/analysis.projection';

/*
 * Scorecards (issue 12, docs/scorecards.md, ADR 0046) over the analysis read model's published values: the
 * ESG scorecard of a company and period (domain/scorecards/esg-scorecard.ts with the method of
 * product/scorecard-method.json) and its diversity over every period.
 */

/** A company's published values per period, code → value. */
async function valuesByPeriod(
  reader: DocumentReader,
  companyIds: readonly number[],
): Promise<Map<number, Map<string, Record<string, unknown>>>> {
  const rows = companyIds.length
    ? await reader.find<AnalysisValue>(ANALYSIS_VALUES, { companyId: { in: [...companyIds] } })
    : [];
  const out = new Map<number, Map<string, Record<string, unknown>>>();
  for (const r of rows) {
    const periods = out.get(r.companyId) ?? new Map<string, Record<string, unknown>>();
    periods.set(r.period, { ...(periods.get(r.period) ?? {}), [r.metricCode]: r.value });
    out.set(r.companyId, periods);
  }
  return out;
}

const choose = (periods: readonly string[], asked?: string): string | null =>
  asked ?? (periods.length ? periods[periods.length - 1] : null);

/** Formulas as people read them: metric names instead of codes. */
const namedFormulas = (formulas: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(formulas).map(([key, text]) => [key, withMetricNames(text)]));

/** A KPI's inputs named as the dictionary names them, for the "how it was scored" drawer. */
function withInputNames(card: EsgScorecard): EsgScorecardView {
  return {
    ...card,
    pillars: card.pillars.map((p) => ({
      ...p,
      kpis: p.kpis.map((k) => ({
        ...k,
        inputs: k.inputs.map((i) => ({ ...i, name: metricDisplayName(i.code) })),
      })),
    })),
  };
}

export async function companyScorecard(
  reader: DocumentReader,
  companyId: number,
  query: ScorecardQuery,
): Promise<CompanyScorecard> {
  const company = await reader.get<AnalysisCompany>(ANALYSIS_COMPANIES, String(companyId));
  const byPeriod =
    (await valuesByPeriod(reader, [companyId])).get(companyId) ?? new Map<string, Record<string, unknown>>();
  const periods = [...byPeriod.keys()].sort(comparePeriods);
  const period = choose(periods, query.period);
  const method = scorecardMethod();
  return {
    companyId,
    name: company?.name ?? null,
    periods,
    period,
    esg: withInputNames(scoreScorecard(method, (period && byPeriod.get(period)) || {})),
    history: periods.map((p) => {
      const card = scoreScorecard(method, byPeriod.get(p)!);
      return { period: p, overall: card.overall, grade: card.grade };
    }),
    diversity: diversityTrend(periods.map((p) => ({ period: p, values: byPeriod.get(p)! }))),
    diversityFormulas: namedFormulas(DIVERSITY_FORMULAS),
    // Named for the user: the method's version, not the files it is read from.
    referenceData: [
      `ESG scorecard method ${method.version.replace(/^esg-scorecard-method-/, '')}`,
      'the ESG Scorecard questions (standard 9)',
    ],
  };
}

export async function portfolioScorecards(
  reader: DocumentReader,
  companyId: number,
  query: ScorecardQuery,
): Promise<PortfolioScorecards> {
  let scope: 'portfolio' | 'fund' = 'portfolio';
  let scopeId = companyId;
  let scopeName = (await reader.get<AnalysisCompany>(ANALYSIS_COMPANIES, String(companyId)))?.name ?? null;
  let members: number[];
  if (query.fundId !== undefined) {
    const fund = await reader.get<AnalysisFund>(ANALYSIS_FUNDS, String(query.fundId));
    if (!fund || fund.companyId !== companyId)
      throw reportingError('ANALYSIS_FUND.NOT_FOUND', `Company ${companyId} has no fund ${query.fundId}`);
    scope = 'fund';
    scopeId = fund.fundId;
    scopeName = fund.name;
    members = await membersOf(reader, 'fund', fund.fundId);
  } else {
    members = (await membersOf(reader, 'portfolio', companyId)).filter((id) => id !== companyId);
  }
  const funds = (await reader.find<AnalysisFund>(ANALYSIS_FUNDS, { companyId }))
    .sort((a, b) => a.fundId - b.fundId)
    .map((f) => ({ fundId: f.fundId, name: f.name }));
  const values = await valuesByPeriod(reader, members);
  const periods = [...new Set([...values.values()].flatMap((m) => [...m.keys()]))].sort(comparePeriods);
  const coverage = periods.map((p) => ({
    period: p,
    companies: [...values.values()].filter((m) => m.has(p)).length,
  }));
  const { period, note: periodNote } = defaultPortfolioPeriod(coverage, members.length, query.period);
  const names = new Map(
    (members.length
      ? await reader.find<AnalysisCompany>(ANALYSIS_COMPANIES, { companyId: { in: members } })
      : []
    ).map((c) => [c.companyId, c.name]),
  );
  const method = scorecardMethod();
  const companies = members.map((id) => {
    const own = values.get(id);
    const inPeriod = (period && own?.get(period)) || null;
    const card = scoreScorecard(method, inPeriod ?? {});
    const ownPeriods = [...(own?.keys() ?? [])].sort(comparePeriods);
    const trend = diversityTrend(ownPeriods.map((p) => ({ period: p, values: own!.get(p)! })));
    return {
      companyId: id,
      name: names.get(id) ?? null,
      overall: card.overall,
      grade: card.grade,
      pillars: card.pillars.map((p) => ({ id: p.id, title: p.title, score: p.score })),
      coverage: card.coverage,
      diversity: trend.find((t) => t.period === period) ?? null,
    };
  });
  const grades: Record<string, number> = { Weak: 0, Average: 0, Good: 0, Excellent: 0, 'Not graded': 0 };
  for (const c of companies) grades[c.grade ?? 'Not graded'] += 1;
  return {
    companyId,
    scope,
    scopeId,
    scopeName,
    funds,
    periods,
    period,
    periodNote,
    method: method.version,
    companies,
    grades,
    formulas: { ...SCORECARD_FORMULAS, ...namedFormulas(DIVERSITY_FORMULAS) },
  };
}

/**
 * GET /api/analysis/companies/{id}/scorecard: a company's ESG and diversity scorecards;
 * GET /api/analysis/portfolios/{id}/scorecards: every company of a GP's portfolio (or fund). Who may read:
 * as the analysis read model (application/analysis-access.ts).
 */
@Controller('analysis')
export class ScorecardsController {
  constructor(@Inject(STORE) private readonly store: Store) {}

  @Get('scorecard-method')
  method(): ApiResponse<ScorecardMethodView> {
    const method = scorecardMethod();
    return {
      data: {
        version: method.version,
        rules: method.rules,
        pillars: method.pillars.map((p) => ({
          id: p.id,
          title: p.title,
          weight: p.weight,
          kpis: p.kpis.map((k) => ({
            id: k.id,
            title: k.title,
            formula: k.formula,
            unit: k.unit,
            inputs: k.inputs,
            rule: k.rule,
            ...(k.bands ? { bands: k.bands } : {}),
            ...(k.source ? { source: k.source } : {}),
          })),
        })),
        formulas: SCORECARD_FORMULAS,
        diversityFormulas: namedFormulas(DIVERSITY_FORMULAS),
      },
    };
  }

  @Get('companies/:companyId/scorecard')
  async company(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @Query(new ZodPipe(scorecardQuerySchema)) query: ScorecardQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<CompanyScorecard>> {
    await assertMayReadCompanyAnalysis(this.store, principal, companyId);
    return { data: await companyScorecard(this.store, companyId, query) };
  }

  @Get('portfolios/:companyId/scorecards')
  async portfolio(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @Query(new ZodPipe(scorecardQuerySchema)) query: ScorecardQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<PortfolioScorecards>> {
    await assertMayReadPortfolioAnalysis(this.store, principal, companyId);
    return { data: await portfolioScorecards(this.store, companyId, query) };
  }
}
