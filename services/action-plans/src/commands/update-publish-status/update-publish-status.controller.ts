import {
  ACTION_PLAN_ERRORS,
  ACTION_PLAN_SUCCESS,
  publishStatusRequestSchema,
  type ApiResponse,
  type PublishStatusRequest,
} from '@esg/contracts';
import { IdPipe, ZodPipe } from '@esg/platform';
import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import { type PlanView } from '../../application/present';
import { CurrentCaller } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';
import { Requires } from '../../http/requires';
import { UpdatePublishStatusCommand } from './update-publish-status.command';

@Controller('action-plans')
export class UpdatePublishStatusController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id/update-publish-status')
  @Requires('action-plans.decide', 'publish action plans')
  @FailureMessage(ACTION_PLAN_ERRORS.publishStatus)
  async update(
    @Param('id', new IdPipe()) id: number,
    @Body(new ZodPipe(publishStatusRequestSchema)) body: PublishStatusRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<PlanView>> {
    return {
      data: await this.commands.execute(new UpdatePublishStatusCommand(caller, id, body)),
      message: ACTION_PLAN_SUCCESS.status,
    };
  }
}
