import {
  carbonCalculationSavedV1,
  createEvent,
  summariseCarbonLines,
  type CloudEvent,
  type DataQualitySummary,
  type EventData,
} from '@esg/contracts';
import { requestContext } from '@esg/platform';
import type { CarbonCalculationRecord } from '../domain/carbon/carbon-calculation';
import type { FactorLibrary } from '../domain/factors/emission-factor';

type Values = EventData<'scoring.carbon-calculation.saved.v1'>['values'];

/**
 * The values of the dictionary's ghg.* codes in tCO2e, one per scope the calculation covers and one per
 * GHG Protocol scope 3 category with lines (ghg.scope3_cat01 … 15), scope 3 and its categories with their
 * data-quality scores; a scope or category without lines is left out (unknown is not zero).
 */
export function calculatedValues(record: CarbonCalculationRecord): Values {
  const { lines, totals } = record.result;
  const count = (scope: '1' | '2' | '3') => lines.filter((l) => l.scope === scope).length;
  const values: Values = [];
  if (count('1'))
    values.push({ metric: 'ghg.scope1', value: totals.scope1, unit: 'tCO2e', lines: count('1') });
  if (count('2')) {
    const withInstrument = lines.filter(
      (l) => l.scope === '2' && l.market && l.market.basis !== 'location-fallback',
    ).length;
    values.push({
      metric: 'ghg.scope2_location',
      value: totals.scope2Location,
      unit: 'tCO2e',
      lines: count('2'),
    });
    values.push({
      metric: 'ghg.scope2_market',
      value: totals.scope2Market,
      unit: 'tCO2e',
      lines: count('2'),
      linesWithInstrument: withInstrument,
    });
  }
  if (count('3')) {
    const { scope3 } = summariseCarbonLines(lines, record.updatedAt);
    const score = (quality: DataQualitySummary | null) =>
      quality ? { dataQualityScore: quality.score } : {};
    values.push({
      metric: 'ghg.scope3',
      value: totals.scope3,
      unit: 'tCO2e',
      lines: count('3'),
      ...score(scope3.dataQuality),
    });
    for (const category of scope3.categories)
      if (category.tCO2e !== null)
        values.push({
          metric: category.metric as Values[number]['metric'],
          value: category.tCO2e,
          unit: 'tCO2e',
          lines: category.lines,
          ...score(category.dataQuality),
        });
  }
  return values;
}

/** scoring.carbon-calculation.saved.v1, checked against its contract before it reaches the outbox. */
export function carbonCalculationSaved(
  record: CarbonCalculationRecord,
  libraries: readonly Pick<FactorLibrary, 'id' | 'source' | 'year' | 'version'>[],
): CloudEvent {
  const data = carbonCalculationSavedV1.parse({
    calculationId: record.calculationId,
    companyId: record.companyId,
    period: record.period,
    year: record.year,
    reportingCycle: record.reportingCycle,
    calculationVersion: record.version,
    factorLibraries: libraries.map(({ id, source, year, version }) => ({ id, source, year, version })),
    values: calculatedValues(record),
    link: `/api/carbon-calculations/${record.calculationId}`,
    savedBy: record.updatedBy,
    savedAt: record.updatedAt,
  });
  return createEvent({
    type: 'scoring.carbon-calculation.saved.v1',
    source: 'scoring',
    subject: record.calculationId,
    companyId: record.companyId,
    actorId: record.updatedBy,
    correlationId: requestContext.getStore()?.correlationId,
    aggregateVersion: record.version,
    data,
  });
}
