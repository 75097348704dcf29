import { Controller, Param, Put } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ACTION_PLAN_ERRORS, type ApiResponse } from '@esg/contracts';
import { requireCapability, type Caller } from '../../application/access';
import { presentPlan, type PlanView } from '../../application/present';
import { PLANS, PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import { illegal, sendDraft } from '../../domain/plan';
import { CurrentCaller, idPipe } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';

/** draft -> sent: the GP or the ES advisor hands the draft to the portfolio company. */
export class SendDraftCommand extends Command<PlanView> {
  constructor(
    readonly caller: Caller,
    readonly planId: number,
  ) {
    super();
  }
}

@CommandHandler(SendDraftCommand)
export class SendDraftHandler implements ICommandHandler<SendDraftCommand> {
  constructor(private readonly workspace: PlanWorkspace) {}

  async execute({ caller, planId }: SendDraftCommand): Promise<PlanView> {
    return this.workspace.onPlan(caller, planId, async (w) => {
      requireCapability(w.access.draft, "Only the GP or the plan's ES advisor may send the draft");
      const next = sendDraft(w.plan, w.now);
      if ((await w.tx.count(RECOMMENDATIONS, { planId })) === 0)
        throw illegal('Add at least one recommendation before sending the draft');
      await w.tx.put(PLANS, next);
      await w.tx.append([
        await this.workspace.planEvent(
          'action-plans.plan.draft-sent.v1',
          { ...w, plan: next },
          { title: next.title, before: w.plan.status, after: next.status },
        ),
      ]);
      return presentPlan(next);
    });
  }
}

@Controller('action-plans')
export class SendDraftController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id/send-draft-to-portCo')
  @FailureMessage(ACTION_PLAN_ERRORS.sendDraft)
  async send(
    @Param('id', idPipe()) id: number,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<PlanView>> {
    return {
      data: await this.commands.execute(new SendDraftCommand(caller, id)),
      message: 'Draft sent to the portfolio company successfully',
    };
  }
}
