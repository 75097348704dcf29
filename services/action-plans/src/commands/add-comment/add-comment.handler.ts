import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireCapability } from '../../application/access';
import { COMMENTS, PlanWorkspace } from '../../application/workspace';
import type { Comment } from '../../domain/discussion';
import { assertPlanOpen } from '../../domain/plan';
import { AddCommentCommand } from './add-comment.command';
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
