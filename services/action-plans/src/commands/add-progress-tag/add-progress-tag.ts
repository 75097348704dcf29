import { Body, Controller, Param, Post } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ACTION_PLAN_ERRORS,
  progressTagRequestSchema,
  type ApiResponse,
  type ProgressTagRequest,
} from '@esg/contracts';
import { ZodPipe } from '@esg/platform';
import { requireCapability, type Caller } from '../../application/access';
import type { RecommendationView } from '../../application/present';
import { PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import { assertPlanInWork } from '../../domain/plan';
import { assertRecommendationOpen, type Recommendation } from '../../domain/recommendation';
import { CurrentCaller, idPipe } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';

/** A progress tag marks how work stands (on track, at risk...); tags are kept as a history. */
export class AddProgressTagCommand extends Command<RecommendationView> {
  constructor(
    readonly caller: Caller,
    readonly recommendationId: number,
    readonly request: ProgressTagRequest,
  ) {
    super();
  }
}

@CommandHandler(AddProgressTagCommand)
export class AddProgressTagHandler implements ICommandHandler<AddProgressTagCommand> {
  constructor(private readonly workspace: PlanWorkspace) {}

  async execute({ caller, recommendationId, request }: AddProgressTagCommand): Promise<RecommendationView> {
    return this.workspace.onRecommendation(caller, recommendationId, async (w) => {
      requireCapability(
        w.access.work || w.access.draft,
        'Only the portfolio company, the GP or the ES advisor may tag progress',
      );
      assertPlanInWork(w.plan);
      assertRecommendationOpen(w.rec);
      const entry = { tag: request.tag, note: request.note ?? null, addedBy: w.actorId, addedAt: w.now };
      const next: Recommendation = {
        ...w.rec,
        progressTags: [...w.rec.progressTags, entry],
        updatedAt: w.now,
        version: w.rec.version + 1,
      };
      await w.tx.put(RECOMMENDATIONS, next);
      await w.tx.append([
        await this.workspace.recommendationEvent(
          'action-plans.recommendation.progress-tag-added.v1',
          { ...w, rec: next },
          { tag: entry.tag, note: entry.note },
        ),
      ]);
      return this.workspace.presentWithCounts(w.tx, next, w.access);
    });
  }
}

@Controller('action-plan-recommendations')
export class AddProgressTagController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/progress-tag')
  @FailureMessage(ACTION_PLAN_ERRORS.progressTag)
  async add(
    @Param('id', idPipe()) id: number,
    @Body(new ZodPipe(progressTagRequestSchema)) body: ProgressTagRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<RecommendationView>> {
    return {
      data: await this.commands.execute(new AddProgressTagCommand(caller, id, body)),
      message: 'Progress tag added successfully',
    };
  }
}
