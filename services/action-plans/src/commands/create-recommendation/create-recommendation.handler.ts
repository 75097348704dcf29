import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireCapability } from '../../application/access';
import { presentRecommendation, type RecommendationView } from '../../application/present';
import { PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import { actionPlansError } from '../../domain/action-plans.errors';
import { assertRecommendationsEditable } from '../../domain/plan';
import { assertPaiIndicators, type Recommendation } from '../../domain/recommendation';
import { paiIndicatorIds } from '../../infrastructure/reference-data';
import { CreateRecommendationCommand } from './create-recommendation.command';
@CommandHandler(CreateRecommendationCommand)
export class CreateRecommendationHandler implements ICommandHandler<CreateRecommendationCommand> {
  constructor(private readonly workspace: PlanWorkspace) {}

  async execute({ caller, planId, request }: CreateRecommendationCommand): Promise<RecommendationView> {
    return this.workspace.onPlan(caller, planId, async (w) => {
      requireCapability(w.access.draft, "Only the GP or the plan's ES advisor may add recommendations");
      assertRecommendationsEditable(w.plan, 'added');
      const facility =
        request.facilityId === null
          ? null
          : await w.tx.get<{ id: string; companyId: number }>('facilities', String(request.facilityId));
      if (request.facilityId !== null && facility?.companyId !== w.plan.portfolioCompanyId)
        throw actionPlansError('FACILITY.NOT_FOUND', `Facility ${request.facilityId} was not found`);
      assertPaiIndicators(request.paiIndicatorIds, paiIndicatorIds());
      const recommendationId = await w.tx.nextId(RECOMMENDATIONS);
      const rec: Recommendation = {
        id: String(recommendationId),
        recommendationId,
        planId,
        portfolioCompanyId: w.plan.portfolioCompanyId,
        gpCompanyId: w.plan.gpCompanyId,
        ...request,
        status: 'not-started',
        progressTags: [],
        additionalCommentary: null,
        advisorDocument: null,
        verifyDocument: null,
        deliverableFiles: [],
        deliverableRating: null,
        deliverableRatedBy: null,
        submittedAt: null,
        signedOffAt: null,
        signedOffBy: null,
        signOffMessage: null,
        createdBy: w.actorId,
        createdAt: w.now,
        updatedAt: w.now,
        version: 1,
      };
      await w.tx.insert(RECOMMENDATIONS, rec);
      await w.tx.append([
        await this.workspace.recommendationEvent(
          'action-plans.recommendation.created.v1',
          { ...w, rec },
          {
            performanceStandardId: rec.performanceStandardId,
            priority: rec.priority,
            dueDate: rec.dueDate,
            status: rec.status,
            paiIndicatorIds: rec.paiIndicatorIds ?? [],
          },
        ),
      ]);
      return presentRecommendation(rec, w.access, { comments: 0, internalNotes: 0 });
    });
  }
}
