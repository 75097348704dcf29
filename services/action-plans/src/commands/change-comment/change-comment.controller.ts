import type { CommentView } from '@esg/contracts';
import {
  ACTION_PLAN_ERRORS,
  commentRequestSchema,
  type ApiResponse,
  type CommentRequest,
} from '@esg/contracts';
import { IdPipe, ZodPipe } from '@esg/platform';
import { Body, Controller, Delete, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import { presentComment } from '../../application/present';
import { CurrentCaller } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';
import { Requires } from '../../http/requires';
import { ChangeCommentCommand } from './change-comment.command';

@Controller('action-plan-recommendations-comments')
export class ChangeCommentController {
  constructor(private readonly commands: CommandBus) {}

  @Put('comment/:id')
  @Requires('action-plans.discuss', 'comment on recommendations')
  @FailureMessage(ACTION_PLAN_ERRORS.editComment)
  async edit(
    @Param('id', new IdPipe()) id: number,
    @Body(new ZodPipe(commentRequestSchema)) body: CommentRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<CommentView>> {
    return {
      data: presentComment(
        await this.commands.execute(new ChangeCommentCommand(caller, id, { edit: body.comment })),
      ),
      message: 'Comment updated successfully',
    };
  }

  @Delete('comment/:id')
  @Requires('action-plans.discuss', 'comment on recommendations')
  @FailureMessage(ACTION_PLAN_ERRORS.deleteComment)
  async delete(
    @Param('id', new IdPipe()) id: number,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<{ id: number }>> {
    await this.commands.execute(new ChangeCommentCommand(caller, id, { delete: true }));
    return { data: { id }, message: 'Comment deleted successfully' };
  }
}
