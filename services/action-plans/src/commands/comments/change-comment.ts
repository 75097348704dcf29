import { Body, Controller, Delete, Param, Put } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ACTION_PLAN_ERRORS,
  commentRequestSchema,
  type ApiResponse,
  type CommentRequest,
} from '@esg/contracts';
import { DomainError, ZodPipe } from '@esg/platform';
import { requireCapability, type Caller } from '../../application/access';
import { COMMENTS, PlanWorkspace } from '../../application/workspace';
import type { Comment } from '../../domain/discussion';
import { assertPlanOpen } from '../../domain/plan';
import { CurrentCaller, idPipe } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';

/** A comment is edited or deleted by its author only, while the plan is open. */
export class ChangeCommentCommand extends Command<Comment> {
  constructor(
    readonly caller: Caller,
    readonly commentId: number,
    readonly change: { edit: string } | { delete: true },
  ) {
    super();
  }
}

@CommandHandler(ChangeCommentCommand)
export class ChangeCommentHandler implements ICommandHandler<ChangeCommentCommand> {
  constructor(private readonly workspace: PlanWorkspace) {}

  async execute({ caller, commentId, change }: ChangeCommentCommand): Promise<Comment> {
    const comment = await this.workspace.store.get<Comment>(COMMENTS, String(commentId));
    if (!comment) throw new DomainError('COMMENT.NOT_FOUND', `Comment ${commentId} was not found`);
    return this.workspace.onRecommendation(caller, comment.recommendationId, async (w) => {
      const current = await w.tx.get<Comment>(COMMENTS, String(commentId));
      if (!current) throw new DomainError('COMMENT.NOT_FOUND', `Comment ${commentId} was not found`);
      requireCapability(current.authorId === w.actorId, 'Only the author may change a comment');
      assertPlanOpen(w.plan);
      if ('edit' in change) {
        const next: Comment = { ...current, comment: change.edit, editedAt: w.now };
        await w.tx.put(COMMENTS, next);
        await w.tx.append([
          await this.workspace.recommendationEvent(
            'action-plans.comment.edited.v1',
            w,
            { commentId, before: current.comment, after: next.comment },
            { subject: commentId },
          ),
        ]);
        return next;
      }
      await w.tx.delete(COMMENTS, current.id);
      await w.tx.append([
        await this.workspace.recommendationEvent(
          'action-plans.comment.deleted.v1',
          w,
          { commentId, comment: current.comment },
          { subject: commentId },
        ),
      ]);
      return current;
    });
  }
}

@Controller('action-plan-recommendations-comments')
export class ChangeCommentController {
  constructor(private readonly commands: CommandBus) {}

  @Put('comment/:id')
  @FailureMessage(ACTION_PLAN_ERRORS.editComment)
  async edit(
    @Param('id', idPipe()) id: number,
    @Body(new ZodPipe(commentRequestSchema)) body: CommentRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<Comment>> {
    return {
      data: await this.commands.execute(new ChangeCommentCommand(caller, id, { edit: body.comment })),
      message: 'Comment updated successfully',
    };
  }

  @Delete('comment/:id')
  @FailureMessage(ACTION_PLAN_ERRORS.deleteComment)
  async delete(
    @Param('id', idPipe()) id: number,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<{ id: number }>> {
    await this.commands.execute(new ChangeCommentCommand(caller, id, { delete: true }));
    return { data: { id }, message: 'Comment deleted successfully' };
  }
}
