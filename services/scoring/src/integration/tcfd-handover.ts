import { createEvent, tcfdAssessmentHandedOverV1 } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { TCFD_ASSESSMENTS, type TcfdAssessmentRecord } from '../domain/tcfd/tcfd-assessment';

/**
 * The data step of migration 12 (ADR 0056): scoring no longer keeps TCFD assessments; the one TCFD
 * questionnaire lives in data collection (ADR 0051). Each assessment still in `tcfd_assessments` is
 * sent as scoring.tcfd-assessment.handed-over.v1 and removed in the same transaction (outbox), so it
 * is handed over exactly once and nothing is lost: data collection writes the answers into the
 * company's TCFD response of the period, or keeps them with the reason it could not. Runs at every
 * start; with nothing left it costs one query. Returns how many were handed over.
 */
export async function handOverTcfdAssessments(store: Store): Promise<number> {
  const records = await store.find<TcfdAssessmentRecord>(TCFD_ASSESSMENTS, {}, { sort: [['id', 'asc']] });
  let handedOver = 0;
  for (const { id } of records)
    await store.transaction(async (tx) => {
      const record = await tx.get<TcfdAssessmentRecord>(TCFD_ASSESSMENTS, id);
      if (!record) return;
      const data = tcfdAssessmentHandedOverV1.parse({
        companyId: record.companyId,
        period: record.period,
        year: record.year,
        reportingCycle: record.reportingCycle,
        answers: record.answers.map((a) => ({
          code: a.code,
          selected: [...a.selected],
          ...(a.justification ? { justification: a.justification } : {}),
        })),
        version: record.version,
        assessedBy: record.updatedBy,
        assessedAt: record.updatedAt,
      });
      await tx.append([
        createEvent({
          type: 'scoring.tcfd-assessment.handed-over.v1',
          source: 'scoring',
          subject: `${record.companyId}-${record.period}`,
          companyId: record.companyId,
          actorId: record.updatedBy > 0 ? record.updatedBy : undefined,
          aggregateVersion: record.version,
          data,
        }),
      ]);
      await tx.delete(TCFD_ASSESSMENTS, id);
      handedOver += 1;
    });
  return handedOver;
}
