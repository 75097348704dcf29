import { Command } from '@nestjs/cqrs';
import type { PostValueCommentRequest, ValueComment } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/**
 * POST /responses/{id}/values/{metricCode}/comments (issue 27 item 4, ADR 0213, rule 135): a comment, or a
 * reply, in the discussion of one value between the investor's team and the company (and a contributor
 * assigned the value), mentioning people who may read the value. Writing in a resolved thread reopens it.
 */
export class PostValueCommentCommand extends Command<ValueComment> {
  constructor(
    readonly principal: Principal,
    readonly responseId: number,
    readonly metricCode: string,
    readonly request: PostValueCommentRequest,
  ) {
    super();
  }
}
