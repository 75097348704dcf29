import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  reopenRequestSchema,
  type ApiResponse,
  type ReopenRequest,
  type TransitionResult,
} from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { responseEvent, responseRef, statusChanged } from '../../application/response-events';
import { RESPONSES, ResponseWorkspace, requireSide } from '../../application/response-workspace';
import { moved } from '../../application/transitions';
import { nextStatus } from '../../domain/esg/response';
import { responseIdPipe } from '../../http/esg-params';

/**
 * POST /responses/{id}/reopen: a published period is opened again, with a reason kept in the
 * response's history. The last publication stays in force for read models until the next one.
 */
export class ReopenResponseCommand extends Command<TransitionResult> {
  constructor(
    readonly principal: Principal,
    readonly responseId: number,
    readonly request: ReopenRequest,
  ) {
    super();
  }
}

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

@Controller('responses')
export class ReopenResponseController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/reopen')
  @HttpCode(200)
  async reopen(
    @Param('id', responseIdPipe()) id: number,
    @Body(new ZodPipe(reopenRequestSchema)) body: ReopenRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<TransitionResult>> {
    return {
      data: await this.commands.execute(new ReopenResponseCommand(principal, id, body)),
      message: 'Reopened',
    };
  }
}
