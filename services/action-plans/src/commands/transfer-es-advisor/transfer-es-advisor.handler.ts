import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireCapability } from '../../application/access';
import { presentPlan, type PlanView } from '../../application/present';
import { PLANS, PlanWorkspace } from '../../application/workspace';
import { assertPlanOpen, illegal, type Plan } from '../../domain/plan';
import { assertEsAdvisor } from '../create-plan/create-plan.handler';
import { TransferEsAdvisorCommand } from './transfer-es-advisor.command';
@CommandHandler(TransferEsAdvisorCommand)
export class TransferEsAdvisorHandler implements ICommandHandler<TransferEsAdvisorCommand> {
  constructor(private readonly workspace: PlanWorkspace) {}

  async execute({ caller, planId, request }: TransferEsAdvisorCommand): Promise<PlanView> {
    return this.workspace.onPlan(caller, planId, async (w) => {
      requireCapability(
        w.access.draft,
        'Only the GP or the current ES advisor may transfer the ES advisor role',
      );
      assertPlanOpen(w.plan);
      if (w.plan.esAdvisorUserId === request.esAdvisorUserId)
        throw illegal(`User ${request.esAdvisorUserId} is already the ES advisor`);
      await assertEsAdvisor(this.workspace, w.tx, w.plan.gpCompanyId, request.esAdvisorUserId);
      const next: Plan = {
        ...w.plan,
        esAdvisorUserId: request.esAdvisorUserId,
        updatedAt: w.now,
        version: w.plan.version + 1,
      };
      await w.tx.put(PLANS, next);
      await w.tx.append([
        await this.workspace.planEvent(
          'action-plans.plan.es-advisor-transferred.v1',
          { ...w, plan: next },
          {
            title: next.title,
            before: w.plan.esAdvisorUserId,
            after: request.esAdvisorUserId,
          },
        ),
      ]);
      return presentPlan(next);
    });
  }
}
