import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TransitionResult } from '@esg/contracts';
import { responseEvent, responseRef, statusChanged } from '../../application/response-events';
import { RESPONSES, ResponseWorkspace, requireSide } from '../../application/response-workspace';
import { moved } from '../../application/transitions';
import { nextStatus } from '../../domain/esg/response';
import { ReopenResponseCommand } from './reopen-response.command';

@CommandHandler(ReopenResponseCommand)
export class ReopenResponseHandler implements ICommandHandler<ReopenResponseCommand> {
  constructor(private readonly workspace: ResponseWorkspace) {}

  async execute({ principal, responseId, request }: ReopenResponseCommand): Promise<TransitionResult> {
    return this.workspace.store.transaction(async (tx) => {
      const { response, access } = await this.workspace.open(principal, responseId, tx);
      requireSide(access.reviewer, 'Only the company that asked for the data reopens it');
      const to = nextStatus(response.status, 'reopen');
      const state = await this.workspace.state(tx, response);
      const now = new Date().toISOString();
      const updated = moved(response, to, principal.userId, now, request.reason);
      await tx.put(RESPONSES, updated);
      await tx.append([
        statusChanged(response.status, updated, principal.userId, now, request.reason, state.completion),
        responseEvent('data-collection.response.reopened.v1', updated, principal.userId, {
          ...responseRef(updated),
          publicationNumber: updated.publicationNumber,
          reason: request.reason,
          reopenedBy: principal.userId,
          reopenedAt: now,
        }),
      ]);
      return {
        id: updated.responseId,
        status: updated.status,
        publicationNumber: updated.publicationNumber,
        completion: state.completion,
      };
    });
  }
}
