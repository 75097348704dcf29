import {
  ACTION_PLAN_ERRORS,
  progressTagRequestSchema,
  type ApiResponse,
  type ProgressTagRequest,
} from '@esg/contracts';
import { IdPipe, ZodPipe } from '@esg/platform';
import { Body, Controller, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import type { RecommendationView } from '../../application/present';
import { CurrentCaller } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';
import { Requires } from '../../http/requires';
import { AddProgressTagCommand } from './add-progress-tag.command';

@Controller('action-plan-recommendations')
export class AddProgressTagController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/progress-tag')
  @Requires('action-plans.discuss', 'tag progress')
  @FailureMessage(ACTION_PLAN_ERRORS.progressTag)
  async add(
    @Param('id', new IdPipe()) id: number,
    @Body(new ZodPipe(progressTagRequestSchema)) body: ProgressTagRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<RecommendationView>> {
    return {
      data: await this.commands.execute(new AddProgressTagCommand(caller, id, body)),
      message: 'Progress tag added successfully',
    };
  }
}
