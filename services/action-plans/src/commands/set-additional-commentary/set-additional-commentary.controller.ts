import { ACTION_PLAN_ERRORS, type ApiResponse } from '@esg/contracts';
import { IdPipe } from '@esg/platform';
import { Controller, Param, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { type Caller } from '../../application/access';
import type { RecommendationView } from '../../application/present';
import { documentSource } from '../../application/uploads';
import { CurrentCaller } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';
import { Requires } from '../../http/requires';
import { SetAdditionalCommentaryCommand } from './set-additional-commentary.command';

@Controller('action-plan-recommendations')
export class SetAdditionalCommentaryController {
  constructor(private readonly commands: CommandBus) {}

  /** JSON `{ additionalCommentary }`, or multipart with that field and an optional `file`. */
  @Put(':id/additional-commentary')
  @Requires('action-plans.draft', 'add commentary')
  @FailureMessage(ACTION_PLAN_ERRORS.additionalCommentary)
  async set(
    @Param('id', new IdPipe()) id: number,
    @Req() request: FastifyRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<RecommendationView>> {
    const input = request.isMultipart() ? { upload: documentSource(request) } : { json: request.body };
    const { view, withDocument } = await this.commands.execute(
      new SetAdditionalCommentaryCommand(caller, id, input),
    );
    return {
      data: view,
      message: withDocument
        ? 'ES advisor document uploaded successfully'
        : 'Additional commentary saved successfully',
    };
  }
}
