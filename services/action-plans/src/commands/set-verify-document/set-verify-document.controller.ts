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
import { SetVerifyDocumentCommand } from './set-verify-document.command';
@Controller('action-plan-recommendations')
export class SetVerifyDocumentController {
  constructor(private readonly commands: CommandBus) {}

  /** Multipart with one file. */
  @Put(':id/verify-document')
  @Requires('action-plans.draft', 'attach verification documents')
  @FailureMessage(ACTION_PLAN_ERRORS.esAdvisorDocument)
  async set(
    @Param('id', new IdPipe()) id: number,
    @Req() request: FastifyRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<RecommendationView>> {
    return {
      data: await this.commands.execute(new SetVerifyDocumentCommand(caller, id, documentSource(request))),
      message: 'Verification document uploaded successfully',
    };
  }
}
