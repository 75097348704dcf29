import type { CommentView } from '@esg/contracts';
import {
  ACTION_PLAN_ERRORS,
  commentRequestSchema,
  type ApiResponse,
  type CommentRequest,
} from '@esg/contracts';
import { IdPipe, ZodPipe } from '@esg/platform';
import { Body, Controller, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import { presentComment } from '../../application/present';
import { CurrentCaller } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';
import { Requires } from '../../http/requires';
import { AddCommentCommand } from './add-comment.command';

@Controller('action-plan-recommendations-comments')
export class AddCommentController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id')
  @Requires('action-plans.discuss', 'comment on recommendations')
  @FailureMessage(ACTION_PLAN_ERRORS.addComment)
  async add(
    @Param('id', new IdPipe()) id: number,
    @Body(new ZodPipe(commentRequestSchema)) body: CommentRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<CommentView>> {
    return {
      data: presentComment(await this.commands.execute(new AddCommentCommand(caller, id, body))),
      message: 'Comment added successfully',
    };
  }
}
