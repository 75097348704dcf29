import { Body, Controller, Param, Put } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ACTION_PLAN_ERRORS,
  signOffRecommendationRequestSchema,
  type ApiResponse,
  type SignOffRecommendationRequest,
} from '@esg/contracts';
import { ZodPipe } from '@esg/platform';
import { requireCapability, type Caller } from '../../application/access';
import type { RecommendationView } from '../../application/present';
import { PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import { assertPlanInWork } from '../../domain/plan';
import { signOffRecommendation } from '../../domain/recommendation';
import { CurrentCaller, idPipe } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';

export class SignOffRecommendationCommand extends Command<RecommendationView> {
  constructor(
    readonly caller: Caller,
    readonly recommendationId: number,
    readonly request: SignOffRecommendationRequest,
  ) {
    super();
  }
}

@CommandHandler(SignOffRecommendationCommand)
export class SignOffRecommendationHandler implements ICommandHandler<SignOffRecommendationCommand> {
  constructor(private readonly workspace: PlanWorkspace) {}

  async execute({
    caller,
    recommendationId,
    request,
  }: SignOffRecommendationCommand): Promise<RecommendationView> {
    return this.workspace.onRecommendation(caller, recommendationId, async (w) => {
      requireCapability(w.access.decide, 'Only the GP may sign off a recommendation');
      assertPlanInWork(w.plan);
      const message = request.signOffMessage || null;
      const next = signOffRecommendation(w.rec, w.actorId, message, w.now);
      await w.tx.put(RECOMMENDATIONS, next);
      await w.tx.append([
        await this.workspace.recommendationEvent(
          'action-plans.recommendation.signed-off.v1',
          { ...w, rec: next },
          { before: w.rec.status, signOffMessage: message },
        ),
      ]);
      return this.workspace.presentWithCounts(w.tx, next, w.access);
    });
  }
}

@Controller('action-plan-recommendations')
export class SignOffRecommendationController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id/sign-off')
  @FailureMessage(ACTION_PLAN_ERRORS.signOffRecommendation)
  async signOff(
    @Param('id', idPipe()) id: number,
    @Body(new ZodPipe(signOffRecommendationRequestSchema)) body: SignOffRecommendationRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<RecommendationView>> {
    return {
      data: await this.commands.execute(new SignOffRecommendationCommand(caller, id, body)),
      message: 'Recommendation signed off successfully',
    };
  }
}
