import { ACTION_PLAN_ERRORS, type ApiResponse } from '@esg/contracts';
import { IdPipe } from '@esg/platform';
import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import { CurrentCaller } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';
import { Requires } from '../../http/requires';
import { DeleteAllRecommendationsCommand } from './delete-all-recommendations.command';

@Controller('action-plans')
export class DeleteAllRecommendationsController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id/recommendations')
  @Requires('action-plans.draft', 'delete recommendations')
  @FailureMessage(ACTION_PLAN_ERRORS.deleteAllRecommendations)
  async deleteAll(
    @Param('id', new IdPipe()) id: number,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<{ deleted: number }>> {
    return {
      data: await this.commands.execute(new DeleteAllRecommendationsCommand(caller, id)),
      message: 'All recommendations deleted successfully',
    };
  }
}
