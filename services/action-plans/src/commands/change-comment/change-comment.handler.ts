import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireCapability } from '../../application/access';
import { COMMENTS, PlanWorkspace } from '../../application/workspace';
import { actionPlansError } from '../../domain/action-plans.errors';
import type { Comment } from '../../domain/discussion';
import { assertPlanOpen } from '../../domain/plan';
import { ChangeCommentCommand } from './change-comment.command';
@CommandHandler(ChangeCommentCommand)
export class ChangeCommentHandler implements ICommandHandler<ChangeCommentCommand> {
  constructor(private readonly workspace: PlanWorkspace) {}

  async execute({ caller, commentId, change }: ChangeCommentCommand): Promise<Comment> {
    const comment = await this.workspace.store.get<Comment>(COMMENTS, String(commentId));
    if (!comment) throw actionPlansError('COMMENT.NOT_FOUND', `Comment ${commentId} was not found`);
    return this.workspace.onRecommendation(caller, comment.recommendationId, async (w) => {
      const current = await w.tx.get<Comment>(COMMENTS, String(commentId));
      if (!current) throw actionPlansError('COMMENT.NOT_FOUND', `Comment ${commentId} was not found`);
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
