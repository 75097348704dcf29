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
import { UploadDeliverableFilesCommand } from './upload-deliverable-files.command';
@Controller('deliverables')
export class UploadDeliverableFilesController {
  constructor(private readonly commands: CommandBus) {}

  /** Multipart, one to five files (any field name). */
  @Put(':id/files')
  @Requires('action-plans.work', 'upload deliverables')
  @FailureMessage(ACTION_PLAN_ERRORS.deliverableFiles)
  async upload(
    @Param('id', new IdPipe()) id: number,
    @Req() request: FastifyRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<RecommendationView>> {
    return {
      data: await this.commands.execute(
        new UploadDeliverableFilesCommand(caller, id, documentSource(request)),
      ),
      message: 'Deliverable files uploaded successfully',
    };
  }
}
