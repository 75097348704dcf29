import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import {
  DEFAULT_MATERIALITY_THRESHOLDS,
  materialityQuerySchema,
  type ApiResponse,
  type MaterialityAssessment,
  type MaterialityQuery,
} from '@esg/contracts';
import type { DocumentReader, Store } from '@esg/persistence';
import { CurrentPrincipal, IdPipe, STORE, ZodPipe, type Principal } from '@esg/platform';
import { assertMayReadCompanyAnalysis, mayEditMateriality } from '../../application/analysis-access';
import { comparePeriods } from '../../domain/analysis/periods';
import {
  materialityId,
  scoreMatter,
  type MaterialityRecord,
  type MatterScores,
  type Thresholds,
} from '../../domain/materiality/score';
import { analysisMetrics } from '../../infrastructure/analysis-metrics';
import { esrsTopics, topicOfSubTopic } from '../../infrastructure/esrs-topics';
import {
  ANALYSIS_COMPANIES,
  ANALYSIS_VALUES,
  MATERIALITY_ASSESSMENTS,
  MATERIALITY_HISTORY,
} from '../../infrastructure/migrations';
import type { AnalysisCompany, AnalysisValue } from '../../projections/analysis.projection';
import { reportingError } from '../../domain/reporting.errors';

/** Every matter's result: its scores against the thresholds (social topics: the human-rights rule). */
export function resultsOf(matters: readonly MatterScores[], thresholds: Thresholds) {
  return matters.map((m) => {
    const topic = topicOfSubTopic(m.subTopicId);
    return { ...scoreMatter(m, thresholds, topic?.pillar === 'social'), topicId: topic?.id ?? '' };
  });
}

const assessed = (m: MatterScores) => m.impact !== null || m.financial !== null;

export async function materialityAssessment(
  reader: DocumentReader,
  principal: Principal,
  companyId: number,
  query: MaterialityQuery,
  today: string,
): Promise<MaterialityAssessment> {
  await assertMayReadCompanyAnalysis(reader, principal, companyId);
  const saved = await reader.find<MaterialityRecord>(MATERIALITY_ASSESSMENTS, { companyId });
  const periods = saved.map((a) => a.period).sort(comparePeriods);
  const valued = await reader.find<AnalysisValue>(ANALYSIS_VALUES, { companyId });
  const published = [...new Set(valued.map((v) => v.period))].sort(comparePeriods);
  const period =
    query.period ??
    periods[periods.length - 1] ??
    published[published.length - 1] ??
    String(Number(today.slice(0, 4)) - 1);
  const current = saved.find((a) => a.period === period) ?? null;
  const history = (await reader.find<MaterialityRecord>(MATERIALITY_HISTORY, { companyId, period })).sort(
    (a, b) => a.version - b.version,
  );
  let shown: MaterialityRecord | null = current;
  if (query.version !== undefined) {
    shown = history.find((h) => h.version === query.version) ?? null;
    if (!shown)
      throw reportingError(
        'MATERIALITY_VERSION.NOT_FOUND',
        `The ${period} assessment has no version ${query.version}`,
      );
  }
  const thresholds = shown?.thresholds ?? current?.thresholds ?? DEFAULT_MATERIALITY_THRESHOLDS;
  const matters = shown?.matters ?? [];
  const codes = new Set(
    valued.filter((v) => v.period === period && v.value !== null && v.value !== '').map((v) => v.metricCode),
  );
  const names = analysisMetrics();
  const reference = esrsTopics();
  return {
    companyId,
    name: (await reader.get<AnalysisCompany>(ANALYSIS_COMPANIES, String(companyId)))?.name ?? null,
    period,
    periods,
    reference: { version: reference.version, source: reference.source },
    topics: reference.topics.map((t) => ({
      id: t.id,
      name: t.name,
      pillar: t.pillar,
      subTopics: t.subTopics.map((s) => ({
        id: s.id,
        name: s.name,
        subSubTopics: s.subSubTopics,
        metrics: s.metrics.map((code) => ({
          code,
          name: names.get(code)?.name ?? null,
          published: codes.has(code),
        })),
      })),
    })),
    version: shown?.version ?? 0,
    latest: shown === current,
    savedAt: shown?.savedAt ?? null,
    savedBy: shown?.savedBy ?? null,
    thresholds,
    matters,
    results: resultsOf(matters, thresholds),
    history: history.map((h) => ({
      version: h.version,
      savedAt: h.savedAt,
      savedBy: h.savedBy,
      thresholds: h.thresholds,
      assessed: h.matters.filter(assessed).length,
      material: resultsOf(h.matters, h.thresholds).filter((r) => r.materialBy !== null).length,
    })),
    mayEdit: shown === current && mayEditMateriality(principal, companyId),
  };
}

export const currentAssessment = (reader: DocumentReader, companyId: number, period: string) =>
  reader.get<MaterialityRecord>(MATERIALITY_ASSESSMENTS, materialityId(companyId, period));

/** The double materiality assessment of a company and period (latest saved by default), or a saved version. */
@Controller('materiality')
export class MaterialityController {
  constructor(@Inject(STORE) private readonly store: Store) {}

  @Get(':companyId')
  async get(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @Query(new ZodPipe(materialityQuerySchema)) query: MaterialityQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<MaterialityAssessment>> {
    const today = new Date().toISOString().slice(0, 10);
    return { data: await materialityAssessment(this.store, principal, companyId, query, today) };
  }
}
