import type { ChangeRequestView } from '@esg/contracts';
import {
  ACTION_PLAN_ERRORS,
  createChangeRequestRequestSchema,
  type ApiResponse,
  type CreateChangeRequestRequest,
} from '@esg/contracts';
import { ZodPipe } from '@esg/platform';
import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import { presentChangeRequest } from '../../application/present';
import { CurrentCaller } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';
import { Requires } from '../../http/requires';
import { CreateChangeRequestCommand } from './create-change-request.command';

@Controller('change-requests')
export class CreateChangeRequestController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @Requires('action-plans.work', 'request due-date changes')
  @FailureMessage(ACTION_PLAN_ERRORS.createChangeRequest)
  async create(
    @Body(new ZodPipe(createChangeRequestRequestSchema)) body: CreateChangeRequestRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<ChangeRequestView>> {
    return {
      data: presentChangeRequest(await this.commands.execute(new CreateChangeRequestCommand(caller, body))),
      message: 'Change request created successfully',
    };
  }
}
