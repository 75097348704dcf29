import type { CarbonActivity } from '@esg/contracts';
import type { Transaction } from '@esg/persistence';
import { FactorCatalogue } from './factor-catalogue';
import { carbonQualityTable } from '../infrastructure/reference-files';
import { calculateCarbon, categoryTotals } from '../domain/carbon/calculate-carbon';
import type { CarbonCalculationRecord } from '../domain/carbon/carbon-calculation';
import { FACTOR_LIBRARIES, type FactorLibraryDoc } from '../infrastructure/factor-library';
import { carbonCalculationSaved } from '../integration/carbon-events';

/** What creating and revising a carbon calculation share: the computed result and the saved event. */
export async function compute(
  catalogue: FactorCatalogue,
  activities: readonly CarbonActivity[],
  now: string,
) {
  const factors = await catalogue.byIds(activities.flatMap((a) => (a.factorId ? [a.factorId] : [])));
  const result = calculateCarbon(activities, factors, carbonQualityTable(), now);
  return { result, categories: categoryTotals(result, now) };
}

export async function savedEvent(tx: Transaction, record: CarbonCalculationRecord) {
  const libraries = await tx.find<FactorLibraryDoc>(FACTOR_LIBRARIES, { id: { in: record.factorLibraries } });
  return carbonCalculationSaved(record, libraries);
}
