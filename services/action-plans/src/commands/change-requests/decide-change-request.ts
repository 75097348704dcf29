import { Body, Controller, Param, Put } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ACTION_PLAN_ERRORS,
  decideChangeRequestRequestSchema,
  type ApiResponse,
  type DecideChangeRequestRequest,
} from '@esg/contracts';
import { DomainError, ZodPipe } from '@esg/platform';
import { requireCapability, type Caller } from '../../application/access';
import { CHANGE_REQUESTS, PlanWorkspace } from '../../application/workspace';
import type { ChangeRequest } from '../../domain/discussion';
import { assertPlanInWork, illegal } from '../../domain/plan';
import { CurrentCaller, idPipe } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';
import { ChangeDueDateCommand } from '../change-due-date/change-due-date';

/** The GP approves (the due date moves, through ChangeDueDateCommand) or rejects a pending request. */
export class DecideChangeRequestCommand extends Command<ChangeRequest> {
  constructor(
    readonly caller: Caller,
    readonly changeRequestId: number,
    readonly request: DecideChangeRequestRequest,
  ) {
    super();
  }
}

@CommandHandler(DecideChangeRequestCommand)
export class DecideChangeRequestHandler implements ICommandHandler<DecideChangeRequestCommand> {
  constructor(
    private readonly workspace: PlanWorkspace,
    private readonly commands: CommandBus,
  ) {}

  async execute({ caller, changeRequestId, request }: DecideChangeRequestCommand): Promise<ChangeRequest> {
    const found = await this.workspace.store.get<ChangeRequest>(CHANGE_REQUESTS, String(changeRequestId));
    if (!found)
      throw new DomainError('CHANGE_REQUEST.NOT_FOUND', `Change request ${changeRequestId} was not found`);
    return this.workspace.onRecommendation(caller, found.recommendationId, async (w) => {
      requireCapability(w.access.decide, 'Only the GP may approve or reject a change request');
      const cr = await w.tx.get<ChangeRequest>(CHANGE_REQUESTS, String(changeRequestId));
      if (!cr)
        throw new DomainError('CHANGE_REQUEST.NOT_FOUND', `Change request ${changeRequestId} was not found`);
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

@Controller('change-requests')
export class DecideChangeRequestController {
  constructor(private readonly commands: CommandBus) {}

  /** Body `{ decision: 'approve' | 'reject', comment? }`. */
  @Put(':id/approve-reject')
  @FailureMessage(ACTION_PLAN_ERRORS.decideChangeRequest)
  async decide(
    @Param('id', idPipe()) id: number,
    @Body(new ZodPipe(decideChangeRequestRequestSchema)) body: DecideChangeRequestRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<ChangeRequest>> {
    const data = await this.commands.execute(new DecideChangeRequestCommand(caller, id, body));
    return {
      data,
      message:
        data.status === 'approved'
          ? 'Change request approved successfully'
          : 'Change request rejected successfully',
    };
  }
}
