import type { ChangeRequestView } from '@esg/contracts';
import {
  ACTION_PLAN_ERRORS,
  decideChangeRequestRequestSchema,
  type ApiResponse,
  type DecideChangeRequestRequest,
} from '@esg/contracts';
import { IdPipe, ZodPipe } from '@esg/platform';
import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import { presentChangeRequest } from '../../application/present';
import { CurrentCaller } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';
import { Requires } from '../../http/requires';
import { DecideChangeRequestCommand } from './decide-change-request.command';

@Controller('change-requests')
export class DecideChangeRequestController {
  constructor(private readonly commands: CommandBus) {}

  /** Body `{ decision: 'approve' | 'reject', comment? }`. */
  @Put(':id/approve-reject')
  @Requires('action-plans.decide', 'approve or reject change requests')
  @FailureMessage(ACTION_PLAN_ERRORS.decideChangeRequest)
  async decide(
    @Param('id', new IdPipe()) id: number,
    @Body(new ZodPipe(decideChangeRequestRequestSchema)) body: DecideChangeRequestRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<ChangeRequestView>> {
    const data = presentChangeRequest(
      await this.commands.execute(new DecideChangeRequestCommand(caller, id, body)),
    );
    return {
      data,
      message:
        data.status === 'approved'
          ? 'Change request approved successfully'
          : 'Change request rejected successfully',
    };
  }
}
