import { DEMO_MATERIALITY, type ServiceRuntime } from '@esg/platform';
import { periodEnd } from '../domain/analysis/periods';
import { materialityId, materialityVersionId, type MaterialityRecord } from '../domain/materiality/score';
import { esrsTopics } from './esrs-topics';
import { MATERIALITY_ASSESSMENTS, MATERIALITY_HISTORY } from './migrations';

/**
 * Evergreen's demo materiality assessment (issue 29, item 3): stored as a first saved version, dated three
 * months after its period's end. Idempotent: a company that already has an assessment of the period keeps it.
 */
export async function seedDemoMateriality(runtime: ServiceRuntime): Promise<void> {
  const { companyId, period, savedBy, thresholds, matters } = DEMO_MATERIALITY;
  const end = new Date(`${periodEnd(period)}T09:30:00.000Z`);
  end.setUTCMonth(end.getUTCMonth() + 3);
  await runtime.store.transaction(async (tx) => {
    if (await tx.get(MATERIALITY_ASSESSMENTS, materialityId(companyId, period))) return;
    const record: MaterialityRecord = {
      id: materialityId(companyId, period),
      companyId,
      period,
      version: 1,
      thresholds: { ...thresholds },
      matters: matters.map((m) => ({
        subTopicId: m.subTopicId,
        impact: m.impact ? { ...m.impact } : null,
        financial: m.financial ? { ...m.financial } : null,
        rationale: m.rationale,
      })),
      savedAt: end.toISOString(),
      savedBy,
      referenceVersion: esrsTopics().version,
    };
    await tx.put(MATERIALITY_ASSESSMENTS, record);
    await tx.insert(MATERIALITY_HISTORY, { ...record, id: materialityVersionId(companyId, period, 1) });
  });
}
