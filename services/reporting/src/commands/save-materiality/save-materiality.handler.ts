import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Inject } from '@nestjs/common';
import type { MaterialityAssessment, SaveMaterialityRequest } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE, type Principal } from '@esg/platform';
import { assertMayReadCompanyAnalysis, mayEditMateriality } from '../../application/analysis-access';
import {
  materialityId,
  materialityVersionId,
  problemsOf,
  sameAssessment,
  type MaterialityRecord,
} from '../../domain/materiality/score';
import { esrsTopics, topicOfSubTopic } from '../../infrastructure/esrs-topics';
import { MATERIALITY_ASSESSMENTS, MATERIALITY_HISTORY } from '../../infrastructure/migrations';
import { materialityAssessment } from '../../queries/materiality/materiality';
import { reportingError } from '../../domain/reporting.errors';
import { SaveMaterialityCommand } from './save-materiality.command';

/**
 * Saves a company's double materiality assessment of a period as a new version (the previous ones stay in
 * the history). Bad scores are refused with every problem named and nothing saved; a save over a version
 * the form did not load is a 409.
 */
export async function saveMateriality(
  store: Store,
  principal: Principal,
  companyId: number,
  period: string,
  request: SaveMaterialityRequest,
  now: string,
): Promise<MaterialityAssessment> {
  await assertMayReadCompanyAnalysis(store, principal, companyId);
  if (!mayEditMateriality(principal, companyId))
    throw reportingError(
      'MATERIALITY.FORBIDDEN',
      "Only the company's own team changes its materiality assessment",
    );
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const matter of request.matters) {
    if (!topicOfSubTopic(matter.subTopicId)) problems.push(`${matter.subTopicId} is not an ESRS sub-topic`);
    if (seen.has(matter.subTopicId)) problems.push(`${matter.subTopicId} is scored twice; give it once`);
    seen.add(matter.subTopicId);
    problems.push(...problemsOf(matter));
  }
  if (problems.length) throw reportingError('MATERIALITY.VALIDATION', problems.join('; '));
  await store.transaction(async (tx) => {
    const current = await tx.get<MaterialityRecord>(
      MATERIALITY_ASSESSMENTS,
      materialityId(companyId, period),
    );
    const version = current?.version ?? 0;
    if (request.expectedVersion !== version)
      throw reportingError(
        'MATERIALITY.CONFLICT',
        `The ${period} assessment was saved meanwhile (version ${version}, you edited version ${request.expectedVersion}); reload it and score again`,
      );
    const next = { thresholds: request.thresholds, matters: request.matters };
    if (current && sameAssessment(current, next)) return;
    const record: MaterialityRecord = {
      id: materialityId(companyId, period),
      companyId,
      period,
      version: version + 1,
      ...next,
      savedAt: now,
      savedBy: principal.userId,
      referenceVersion: esrsTopics().version,
    };
    await tx.put(MATERIALITY_ASSESSMENTS, record);
    await tx.insert(MATERIALITY_HISTORY, {
      ...record,
      id: materialityVersionId(companyId, period, record.version),
    });
  });
  return materialityAssessment(store, principal, companyId, { period }, now.slice(0, 10));
}

@CommandHandler(SaveMaterialityCommand)
export class SaveMaterialityHandler implements ICommandHandler<SaveMaterialityCommand> {
  constructor(@Inject(STORE) private readonly store: Store) {}

  execute({
    principal,
    companyId,
    period,
    request,
    now,
  }: SaveMaterialityCommand): Promise<MaterialityAssessment> {
    return saveMateriality(this.store, principal, companyId, period, request, now);
  }
}
