import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireCapability } from '../../application/access';
import { CHANGE_REQUESTS, PlanWorkspace } from '../../application/workspace';
import { actionPlansError } from '../../domain/action-plans.errors';
import type { ChangeRequest } from '../../domain/discussion';
import { assertPlanInWork, illegal } from '../../domain/plan';
import { ChangeDueDateCommand } from '../change-due-date/change-due-date.command';
import { DecideChangeRequestCommand } from './decide-change-request.command';
@CommandHandler(DecideChangeRequestCommand)
export class DecideChangeRequestHandler implements ICommandHandler<DecideChangeRequestCommand> {
  constructor(
    private readonly workspace: PlanWorkspace,
    private readonly commands: CommandBus,
  ) {}

  async execute({ caller, changeRequestId, request }: DecideChangeRequestCommand): Promise<ChangeRequest> {
    const found = await this.workspace.store.get<ChangeRequest>(CHANGE_REQUESTS, String(changeRequestId));
    if (!found)
      throw actionPlansError('CHANGE_REQUEST.NOT_FOUND', `Change request ${changeRequestId} was not found`);
    return this.workspace.onRecommendation(caller, found.recommendationId, async (w) => {
      requireCapability(w.access.decide, 'Only the GP may approve or reject a change request');
      const cr = await w.tx.get<ChangeRequest>(CHANGE_REQUESTS, String(changeRequestId));
      if (!cr)
        throw actionPlansError('CHANGE_REQUEST.NOT_FOUND', `Change request ${changeRequestId} was not found`);
      if (cr.status !== 'pending') throw illegal(`The change request was already ${cr.status}`);
      assertPlanInWork(w.plan);
      const approved = request.decision === 'approve';
      const next: ChangeRequest = {
        ...cr,
        status: approved ? 'approved' : 'rejected',
        decidedBy: w.actorId,
        decidedAt: w.now,
        decisionComment: request.comment ?? null,
      };
      await w.tx.put(CHANGE_REQUESTS, next);
      const decided = await this.workspace.recommendationEvent(
        approved ? 'action-plans.change-request.approved.v1' : 'action-plans.change-request.rejected.v1',
        w,
        {
          changeRequestId,
          type: 'due-date',
          currentDueDate: cr.currentDueDate,
          requestedDueDate: cr.requestedDueDate,
          requestedBy: cr.requestedBy,
          comment: next.decisionComment,
        },
        { subject: changeRequestId },
      );
      await w.tx.append([decided]);
      if (approved) {
        await this.commands.execute(
          new ChangeDueDateCommand(
            caller,
            cr.recommendationId,
            cr.requestedDueDate,
            changeRequestId,
            w.tx,
            decided.id,
          ),
        );
      }
      return next;
    });
  }
}
