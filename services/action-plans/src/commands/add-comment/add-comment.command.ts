import { type CommentRequest } from '@esg/contracts';
import { Command } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import type { Comment } from '../../domain/discussion';

export class AddCommentCommand extends Command<Comment> {
  constructor(
    readonly caller: Caller,
    readonly recommendationId: number,
    readonly request: CommentRequest,
  ) {
    super();
  }
}
