import { Body, Controller, Param, Put } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ACTION_PLAN_ERRORS,
  signOffPlanRequestSchema,
  type ApiResponse,
  type SignOffPlanRequest,
} from '@esg/contracts';
import { ZodPipe } from '@esg/platform';
import { requireCapability, type Caller } from '../../application/access';
import { presentPlan, type PlanView } from '../../application/present';
import { PLANS, PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import { signOffPlan } from '../../domain/plan';
import { CurrentCaller, idPipe } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';

export class SignOffPlanCommand extends Command<PlanView> {
  constructor(
    readonly caller: Caller,
    readonly planId: number,
    readonly request: SignOffPlanRequest,
  ) {
    super();
  }
}

@CommandHandler(SignOffPlanCommand)
export class SignOffPlanHandler implements ICommandHandler<SignOffPlanCommand> {
  constructor(private readonly workspace: PlanWorkspace) {}

  async execute({ caller, planId, request }: SignOffPlanCommand): Promise<PlanView> {
    return this.workspace.onPlan(caller, planId, async (w) => {
      requireCapability(w.access.decide, 'Only the GP may sign off the action plan');
      const recommendations = await w.tx.count(RECOMMENDATIONS, { planId });
      const open = await w.tx.count(RECOMMENDATIONS, { planId, status: { ne: 'signed-off' } });
      const next = signOffPlan(
        w.plan,
        { by: w.actorId, message: request.signOffMessage, recommendations, openRecommendations: open },
        w.now,
      );
      await w.tx.put(PLANS, next);
      await w.tx.append([
        await this.workspace.planEvent(
          'action-plans.plan.signed-off.v1',
          { ...w, plan: next },
          { title: next.title, before: w.plan.status, signOffMessage: request.signOffMessage },
        ),
      ]);
      return presentPlan(next);
    });
  }
}

@Controller('action-plans')
export class SignOffPlanController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id/sign-off')
  @FailureMessage(ACTION_PLAN_ERRORS.signOffPlan)
  async signOff(
    @Param('id', idPipe()) id: number,
    @Body(new ZodPipe(signOffPlanRequestSchema)) body: SignOffPlanRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<PlanView>> {
    return {
      data: await this.commands.execute(new SignOffPlanCommand(caller, id, body)),
      message: 'Action plan signed off successfully',
    };
  }
}
