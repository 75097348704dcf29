import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireCapability } from '../../application/access';
import { CHANGE_REQUESTS, PlanWorkspace } from '../../application/workspace';
import { actionPlansError } from '../../domain/action-plans.errors';
import type { ChangeRequest } from '../../domain/discussion';
import { assertPlanInWork, illegal } from '../../domain/plan';
import { assertRecommendationOpen } from '../../domain/recommendation';
import { CreateChangeRequestCommand } from './create-change-request.command';
@CommandHandler(CreateChangeRequestCommand)
export class CreateChangeRequestHandler implements ICommandHandler<CreateChangeRequestCommand> {
  constructor(private readonly workspace: PlanWorkspace) {}

  async execute({ caller, request }: CreateChangeRequestCommand): Promise<ChangeRequest> {
    return this.workspace.onRecommendation(caller, request.recommendationId, async (w) => {
      requireCapability(w.access.work, 'Only the portfolio company may request a due-date change');
      assertPlanInWork(w.plan);
      assertRecommendationOpen(w.rec);
      if (request.requestedDueDate === w.rec.dueDate)
        throw actionPlansError('CHANGE_REQUEST.VALIDATION', 'The requested due date is the current one');
      if (
        (await w.tx.count(CHANGE_REQUESTS, { recommendationId: w.rec.recommendationId, status: 'pending' })) >
        0
      ) {
        throw illegal('A due-date change request for this recommendation is already waiting for a decision');
      }
      const changeRequestId = await w.tx.nextId(CHANGE_REQUESTS);
      const cr: ChangeRequest = {
        id: String(changeRequestId),
        changeRequestId,
        recommendationId: w.rec.recommendationId,
        planId: w.plan.planId,
        type: 'due-date',
        currentDueDate: w.rec.dueDate,
        requestedDueDate: request.requestedDueDate,
        reason: request.reason,
        status: 'pending',
        requestedBy: w.actorId,
        requestedAt: w.now,
        decidedBy: null,
        decidedAt: null,
        decisionComment: null,
      };
      await w.tx.insert(CHANGE_REQUESTS, cr);
      await w.tx.append([
        await this.workspace.recommendationEvent(
          'action-plans.change-request.created.v1',
          w,
          {
            changeRequestId,
            type: 'due-date',
            currentDueDate: cr.currentDueDate,
            requestedDueDate: cr.requestedDueDate,
            reason: cr.reason,
            requestedBy: w.actorId,
          },
          { subject: changeRequestId },
        ),
      ]);
      return cr;
    });
  }
}
