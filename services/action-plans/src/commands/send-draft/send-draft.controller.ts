import { ACTION_PLAN_ERRORS, type ApiResponse } from '@esg/contracts';
import { IdPipe } from '@esg/platform';
import { Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import { type PlanView } from '../../application/present';
import { CurrentCaller } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';
import { Requires } from '../../http/requires';
import { SendDraftCommand } from './send-draft.command';

@Controller('action-plans')
export class SendDraftController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id/send-draft-to-portCo')
  @Requires('action-plans.draft', 'send action plans')
  @FailureMessage(ACTION_PLAN_ERRORS.sendDraft)
  async send(
    @Param('id', new IdPipe()) id: number,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<PlanView>> {
    return {
      data: await this.commands.execute(new SendDraftCommand(caller, id)),
      message: 'Draft sent to the portfolio company successfully',
    };
  }
}
