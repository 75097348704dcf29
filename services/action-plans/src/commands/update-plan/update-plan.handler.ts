import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireCapability } from '../../application/access';
import { presentPlan, type PlanView } from '../../application/present';
import { PLANS, PlanWorkspace } from '../../application/workspace';
import { actionPlansError } from '../../domain/action-plans.errors';
import { assertPlanOpen, fieldChanges, type Plan } from '../../domain/plan';
import { UpdatePlanCommand } from './update-plan.command';
export const FIELDS = [
  'title',
  'description',
  'reportingCycle',
  'year',
  'facilityIds',
  'additionalCommentary',
] as const;

@CommandHandler(UpdatePlanCommand)
export class UpdatePlanHandler implements ICommandHandler<UpdatePlanCommand> {
  constructor(private readonly workspace: PlanWorkspace) {}

  async execute({ caller, planId, request }: UpdatePlanCommand): Promise<PlanView> {
    return this.workspace.onPlan(caller, planId, async (w) => {
      requireCapability(w.access.draft, "Only the GP or the plan's ES advisor may edit the action plan");
      assertPlanOpen(w.plan);
      if (request.facilityIds) {
        const facilities = await w.tx.find<{ id: string; facilityId: number }>('facilities', {
          companyId: w.plan.portfolioCompanyId,
        });
        const unknown = request.facilityIds.filter((id) => !facilities.some((f) => f.facilityId === id));
        if (unknown.length)
          throw actionPlansError('FACILITY.NOT_FOUND', `Facility ${unknown.join(', ')} was not found`);
      }
      const next: Plan = {
        ...w.plan,
        ...request,
        facilityIds: request.facilityIds ? [...new Set(request.facilityIds)] : w.plan.facilityIds,
        updatedAt: w.now,
        version: w.plan.version + 1,
      };
      const changes = fieldChanges(w.plan, next, FIELDS);
      if (Object.keys(changes).length === 0) return presentPlan(w.plan);
      await w.tx.put(PLANS, next);
      await w.tx.append([
        await this.workspace.planEvent(
          'action-plans.plan.updated.v1',
          { ...w, plan: next },
          { title: next.title, changes },
        ),
      ]);
      return presentPlan(next);
    });
  }
}
