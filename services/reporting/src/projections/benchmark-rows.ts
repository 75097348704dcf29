import { BENCHMARK_PROFILE_CODES } from '@esg/contracts';
import { sectionOf, sizeBandOf } from '../domain/analysis/benchmark';
import { numeric, profileAt, type ProfileField } from '../domain/analysis/benchmark-profile';
import { kindOf } from '../infrastructure/analysis-metrics';
import { benchmarkReference } from '../infrastructure/benchmark-reference';
import type { BenchmarkRecord, ProfileEntry } from '../infrastructure/benchmark-read-model';
import type { AnalysisValue } from './analysis.projection';

const FIELD_OF = new Map(
  (Object.entries(BENCHMARK_PROFILE_CODES) as Array<[ProfileField, string]>).map(([f, c]) => [c, f]),
);

/**
 * A company's rows of the benchmark read model (ADR 0171) from its published values: every number with
 * the profile resolved at its period (NACE division and section, country and region, size band, revenue),
 * and the profile history the profile of any other period is resolved from.
 */
export function benchmarkRows(
  companyId: number,
  values: readonly AnalysisValue[],
): { rows: BenchmarkRecord[]; profile: ProfileEntry[] } {
  const profile: ProfileEntry[] = values
    .filter((v) => FIELD_OF.has(v.metricCode))
    .map((v) => ({ companyId, field: FIELD_OF.get(v.metricCode)!, period: v.period, value: v.value }));
  const ref = benchmarkReference();
  const at = new Map<string, ReturnType<typeof profileAt>>();
  const rows: BenchmarkRecord[] = [];
  for (const v of values) {
    const value = numeric(v.value);
    if (value === null) continue;
    let p = at.get(v.period);
    if (!p) at.set(v.period, (p = profileAt(profile, v.period)));
    rows.push({
      metricCode: v.metricCode,
      period: v.period,
      companyId,
      value,
      unit: v.unit,
      quality: v.quality,
      benchmarkable: ['additive', 'average'].includes(kindOf(v.metricCode, v)),
      nace: p.nace,
      section: sectionOf(p.nace),
      country: p.country,
      region: p.country ? ref.regionOf(p.country) : null,
      sizeBand: sizeBandOf(p.fte),
      revenue: p.revenue,
    });
  }
  return { rows, profile };
}
