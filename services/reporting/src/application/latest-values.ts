import type { DocumentReader } from '@esg/persistence';
import { ANALYSIS_VALUES } from '../infrastructure/migrations';
import type { AnalysisValue } from '../projections/analysis.projection';

/** A company's latest published value of each code, from its latest data year up to the reference year. */
export async function latestValues(
  reader: DocumentReader,
  companyId: number,
  codes: readonly string[],
  year: number,
): Promise<Map<string, AnalysisValue['value']>> {
  const out = new Map<string, AnalysisValue['value']>();
  for (const metricCode of codes) {
    const found = (await reader.find<AnalysisValue>(ANALYSIS_VALUES, { companyId, metricCode }))
      .filter((v) => v.year <= year)
      .sort((a, b) => b.year - a.year || (a.publishedAt < b.publishedAt ? 1 : -1));
    if (found[0]) out.set(metricCode, found[0].value);
  }
  return out;
}
