import { Body, Controller, Param, Put } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ACTION_PLAN_ERRORS,
  updateRecommendationRequestSchema,
  type ApiResponse,
  type UpdateRecommendationRequest,
} from '@esg/contracts';
import { DomainError, ZodPipe } from '@esg/platform';
import { requireCapability, type Caller } from '../../application/access';
import type { RecommendationView } from '../../application/present';
import { PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import { assertPlanOpen, fieldChanges } from '../../domain/plan';
import { assertRecommendationOpen, type Recommendation } from '../../domain/recommendation';
import { CurrentCaller, idPipe } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';

export class UpdateRecommendationCommand extends Command<RecommendationView> {
  constructor(
    readonly caller: Caller,
    readonly recommendationId: number,
    readonly request: UpdateRecommendationRequest,
  ) {
    super();
  }
}

const FIELDS = [
  'title',
  'description',
  'performanceStandardId',
  'priority',
  'dueDate',
  'dueDateTrigger',
  'facilityId',
  'deliverableDescription',
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
          throw new DomainError('FACILITY.NOT_FOUND', `Facility ${request.facilityId} was not found`);
      }
      const next: Recommendation = { ...w.rec, ...request, updatedAt: w.now, version: w.rec.version + 1 };
      const changes = fieldChanges(w.rec, next, FIELDS);
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

@Controller('action-plan-recommendations')
export class UpdateRecommendationController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id')
  @FailureMessage(ACTION_PLAN_ERRORS.updateRecommendation)
  async update(
    @Param('id', idPipe()) id: number,
    @Body(new ZodPipe(updateRecommendationRequestSchema)) body: UpdateRecommendationRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<RecommendationView>> {
    return {
      data: await this.commands.execute(new UpdateRecommendationCommand(caller, id, body)),
      message: 'Recommendation updated successfully',
    };
  }
}
