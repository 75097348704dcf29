import { Body, Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ACTION_PLAN_ERRORS,
  planUsersRequestSchema,
  type ApiResponse,
  type PlanUsersRequest,
} from '@esg/contracts';
import { ZodPipe } from '@esg/platform';
import { requireCapability, type Caller } from '../../application/access';
import { presentPlan, type PlanView } from '../../application/present';
import { PLANS, PlanWorkspace } from '../../application/workspace';
import { assertPlanOpen, illegal, type Plan } from '../../domain/plan';
import { CurrentCaller, idPipe } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';
import { assertPlanUsers } from '../create-plan/create-plan';

/** Users assigned to a plan are told about its changes; they are users of the GP or the portfolio company. */
export class ChangePlanUsersCommand extends Command<PlanView> {
  constructor(
    readonly caller: Caller,
    readonly planId: number,
    readonly change: 'assign' | 'remove',
    readonly request: PlanUsersRequest,
  ) {
    super();
  }
}

@CommandHandler(ChangePlanUsersCommand)
export class ChangePlanUsersHandler implements ICommandHandler<ChangePlanUsersCommand> {
  constructor(private readonly workspace: PlanWorkspace) {}

  async execute({ caller, planId, change, request }: ChangePlanUsersCommand): Promise<PlanView> {
    return this.workspace.onPlan(caller, planId, async (w) => {
      requireCapability(
        w.access.draft,
        "Only the GP or the plan's ES advisor may change the users of the action plan",
      );
      assertPlanOpen(w.plan);
      const userIds = [...new Set(request.userIds)];
      const before = w.plan.assignedUserIds;
      let after: number[];
      if (change === 'assign') {
        await assertPlanUsers(this.workspace, w.tx, w.plan, userIds);
        const added = userIds.filter((id) => !before.includes(id));
        if (added.length === 0) throw illegal('These users are already assigned');
        after = [...before, ...added];
      } else {
        const missing = userIds.filter((id) => !before.includes(id));
        if (missing.length) throw illegal(`User ${missing.join(', ')} is not assigned to this action plan`);
        after = before.filter((id) => !userIds.includes(id));
      }
      const next: Plan = { ...w.plan, assignedUserIds: after, updatedAt: w.now, version: w.plan.version + 1 };
      await w.tx.put(PLANS, next);
      // Removed users hear about their removal too: the event is built from the plan as it was.
      const type =
        change === 'assign' ? 'action-plans.plan.users-assigned.v1' : 'action-plans.plan.users-removed.v1';
      await w.tx.append([
        await this.workspace.planEvent(
          type,
          { ...w, plan: change === 'assign' ? next : { ...w.plan, version: next.version } },
          { title: next.title, userIds, before, after },
        ),
      ]);
      return presentPlan(next);
    });
  }
}

@Controller('action-plans')
export class PlanUsersController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/assign-users')
  @HttpCode(200)
  @FailureMessage(ACTION_PLAN_ERRORS.assignUsers)
  async assign(
    @Param('id', idPipe()) id: number,
    @Body(new ZodPipe(planUsersRequestSchema)) body: PlanUsersRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<PlanView>> {
    return {
      data: await this.commands.execute(new ChangePlanUsersCommand(caller, id, 'assign', body)),
      message: 'Users assigned successfully',
    };
  }

  @Delete(':id/remove-users')
  @FailureMessage(ACTION_PLAN_ERRORS.removeUsers)
  async remove(
    @Param('id', idPipe()) id: number,
    @Body(new ZodPipe(planUsersRequestSchema)) body: PlanUsersRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<PlanView>> {
    return {
      data: await this.commands.execute(new ChangePlanUsersCommand(caller, id, 'remove', body)),
      message: 'Users removed successfully',
    };
  }
}
