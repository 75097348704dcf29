import { Command } from '@nestjs/cqrs';
import type { ReviewRequest, ReviewResult } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/**
 * POST /responses/{id}/review: the reviewer accepts or returns values, each with a comment. Four
 * eyes: nobody accepts or returns a value version they wrote. Any returned value → returned; every
 * answered value accepted → accepted; else the response stays submitted.
 */
export class ReviewResponseCommand extends Command<ReviewResult> {
  constructor(
    readonly principal: Principal,
    readonly responseId: number,
    readonly request: ReviewRequest,
    /** When it happens: now, except for the demo data, dated within its period's timeline (issue 29). */
    readonly at: Date = new Date(),
  ) {
    super();
  }
}
