import { Body, Controller, Param, Post } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ACTION_PLAN_ERRORS,
  commentRequestSchema,
  type ApiResponse,
  type CommentRequest,
} from '@esg/contracts';
import { ZodPipe } from '@esg/platform';
import { requireCapability, type Caller } from '../../application/access';
import { COMMENTS, PlanWorkspace } from '../../application/workspace';
import type { Comment } from '../../domain/discussion';
import { assertPlanOpen } from '../../domain/plan';
import { CurrentCaller, idPipe } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';

export class AddCommentCommand extends Command<Comment> {
  constructor(
    readonly caller: Caller,
    readonly recommendationId: number,
    readonly request: CommentRequest,
  ) {
    super();
  }
}

@CommandHandler(AddCommentCommand)
export class AddCommentHandler implements ICommandHandler<AddCommentCommand> {
  constructor(private readonly workspace: PlanWorkspace) {}

  async execute({ caller, recommendationId, request }: AddCommentCommand): Promise<Comment> {
    return this.workspace.onRecommendation(caller, recommendationId, async (w) => {
      requireCapability(
        w.access.work || w.access.draft,
        'Only the portfolio company, the GP or the ES advisor may comment',
      );
      assertPlanOpen(w.plan);
      const commentId = await w.tx.nextId(COMMENTS);
      const comment: Comment = {
        id: String(commentId),
        commentId,
        recommendationId,
        planId: w.plan.planId,
        authorId: w.actorId,
        comment: request.comment,
        createdAt: w.now,
        editedAt: null,
      };
      await w.tx.insert(COMMENTS, comment);
      await w.tx.append([
        await this.workspace.recommendationEvent(
          'action-plans.comment.added.v1',
          w,
          { commentId, comment: comment.comment },
          { subject: commentId },
        ),
      ]);
      return comment;
    });
  }
}

@Controller('action-plan-recommendations-comments')
export class AddCommentController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id')
  @FailureMessage(ACTION_PLAN_ERRORS.addComment)
  async add(
    @Param('id', idPipe()) id: number,
    @Body(new ZodPipe(commentRequestSchema)) body: CommentRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<Comment>> {
    return {
      data: await this.commands.execute(new AddCommentCommand(caller, id, body)),
      message: 'Comment added successfully',
    };
  }
}
