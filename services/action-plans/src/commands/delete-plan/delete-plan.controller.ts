import { ACTION_PLAN_ERRORS, type ApiResponse } from '@esg/contracts';
import { IdPipe } from '@esg/platform';
import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import { CurrentCaller } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';
import { Requires } from '../../http/requires';
import { DeletePlanCommand } from './delete-plan.command';

@Controller('action-plans')
export class DeletePlanController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @Requires('action-plans.decide', 'delete action plans')
  @FailureMessage(ACTION_PLAN_ERRORS.deletePlan)
  async delete(
    @Param('id', new IdPipe()) id: number,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<{ id: number }>> {
    return {
      data: await this.commands.execute(new DeletePlanCommand(caller, id)),
      message: 'Action plan deleted successfully',
    };
  }
}
