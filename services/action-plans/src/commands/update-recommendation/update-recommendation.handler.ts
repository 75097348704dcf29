import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireCapability } from '../../application/access';
import type { RecommendationView } from '../../application/present';
import { PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import { actionPlansError } from '../../domain/action-plans.errors';
import { assertPlanOpen, fieldChanges } from '../../domain/plan';
import {
  assertPaiIndicators,
  assertRecommendationOpen,
  type Recommendation,
} from '../../domain/recommendation';
import { paiIndicatorIds } from '../../infrastructure/reference-data';
import { UpdateRecommendationCommand } from './update-recommendation.command';
export const FIELDS = [
  'title',
  'description',
  'performanceStandardId',
  'priority',
  'dueDate',
  'dueDateTrigger',
  'facilityId',
  'deliverableDescription',
  'paiIndicatorIds',
] as const;

@CommandHandler(UpdateRecommendationCommand)
export class UpdateRecommendationHandler implements ICommandHandler<UpdateRecommendationCommand> {
  constructor(private readonly workspace: PlanWorkspace) {}

  async execute({
    caller,
    recommendationId,
    request,
  }: UpdateRecommendationCommand): Promise<RecommendationView> {
    return this.workspace.onRecommendation(caller, recommendationId, async (w) => {
      requireCapability(w.access.draft, "Only the GP or the plan's ES advisor may edit recommendations");
      assertPlanOpen(w.plan);
      assertRecommendationOpen(w.rec);
      if (request.facilityId != null) {
        const facility = await w.tx.get<{ id: string; companyId: number }>(
          'facilities',
          String(request.facilityId),
        );
        if (facility?.companyId !== w.plan.portfolioCompanyId)
          throw actionPlansError('FACILITY.NOT_FOUND', `Facility ${request.facilityId} was not found`);
      }
      if (request.paiIndicatorIds) assertPaiIndicators(request.paiIndicatorIds, paiIndicatorIds());
      // Stored before ADR 0055 without the field: it reads as none, so a first link logs [] → [ids].
      const before: Recommendation = { ...w.rec, paiIndicatorIds: w.rec.paiIndicatorIds ?? [] };
      const next: Recommendation = { ...before, ...request, updatedAt: w.now, version: w.rec.version + 1 };
      const changes = fieldChanges(before, next, FIELDS);
      if (Object.keys(changes).length === 0) return this.workspace.presentWithCounts(w.tx, w.rec, w.access);
      await w.tx.put(RECOMMENDATIONS, next);
      await w.tx.append([
        await this.workspace.recommendationEvent(
          'action-plans.recommendation.updated.v1',
          { ...w, rec: next },
          { changes },
        ),
      ]);
      return this.workspace.presentWithCounts(w.tx, next, w.access);
    });
  }
}
