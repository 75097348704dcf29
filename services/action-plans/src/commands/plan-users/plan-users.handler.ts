import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireCapability } from '../../application/access';
import { presentPlan, type PlanView } from '../../application/present';
import { PLANS, PlanWorkspace } from '../../application/workspace';
import { assertPlanOpen, illegal, type Plan } from '../../domain/plan';
import { assertPlanUsers } from '../create-plan/create-plan.handler';
import { ChangePlanUsersCommand } from './plan-users.command';
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
