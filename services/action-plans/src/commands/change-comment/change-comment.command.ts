import { Command } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import type { Comment } from '../../domain/discussion';

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
