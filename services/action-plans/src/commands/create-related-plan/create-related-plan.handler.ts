import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { presentPlan, type PlanView } from '../../application/present';
import { PlanWorkspace } from '../../application/workspace';
import { createPlan } from '../create-plan/create-plan.handler';
import { CreateRelatedPlanCommand } from './create-related-plan.command';
@CommandHandler(CreateRelatedPlanCommand)
export class CreateRelatedPlanHandler implements ICommandHandler<CreateRelatedPlanCommand> {
  constructor(private readonly workspace: PlanWorkspace) {}

  async execute({ caller, planId, request }: CreateRelatedPlanCommand): Promise<PlanView> {
    const plan = await this.workspace.onPlan(caller, planId, ({ tx, scope, plan: original }) =>
      createPlan(
        this.workspace,
        this.workspace.access,
        scope,
        tx,
        {
          title: request.title ?? `${original.title} (${(request.year ?? original.year + 1).toString()})`,
          description: request.description ?? original.description,
          portfolioCompanyId: original.portfolioCompanyId,
          reportingCycle: request.reportingCycle ?? original.reportingCycle,
          year: request.year ?? Math.min(original.year + 1, 2100),
          facilityIds: request.facilityIds ?? original.facilityIds,
          esAdvisorUserId: original.esAdvisorUserId,
          assignedUserIds: original.assignedUserIds,
        },
        original.planId,
      ),
    );
    return presentPlan(plan);
  }
}
