import {
  ACTION_PLAN_ERRORS,
  transferEsAdvisorRequestSchema,
  type ApiResponse,
  type TransferEsAdvisorRequest,
} from '@esg/contracts';
import { IdPipe, ZodPipe } from '@esg/platform';
import { Body, Controller, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import { type PlanView } from '../../application/present';
import { CurrentCaller } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';
import { Requires } from '../../http/requires';
import { TransferEsAdvisorCommand } from './transfer-es-advisor.command';

@Controller('action-plans')
export class TransferEsAdvisorController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id/transfer-esadvisor')
  @Requires('action-plans.draft', 'transfer the ES advisor')
  @FailureMessage(ACTION_PLAN_ERRORS.transferEsAdvisor)
  async transfer(
    @Param('id', new IdPipe()) id: number,
    @Body(new ZodPipe(transferEsAdvisorRequestSchema)) body: TransferEsAdvisorRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<PlanView>> {
    return {
      data: await this.commands.execute(new TransferEsAdvisorCommand(caller, id, body)),
      message: 'ES advisor transferred successfully',
    };
  }
}
