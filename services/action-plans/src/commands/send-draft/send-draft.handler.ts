import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireCapability } from '../../application/access';
import { presentPlan, type PlanView } from '../../application/present';
import { PLANS, PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import { illegal, sendDraft } from '../../domain/plan';
import { SendDraftCommand } from './send-draft.command';
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
