import { Command } from '@nestjs/cqrs';
import type { AcceptUnflaggedRequest, AcceptUnflaggedResult } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/**
 * POST /responses/{id}/accept-unflagged (issue 27 item 4, ADR 0187): the reviewer accepts, in one action,
 * every value still waiting whose flags (if any) the GP resolved; values the caller entered are left for
 * someone else (four eyes). One reviewed event carries every verdict.
 */
export class AcceptUnflaggedCommand extends Command<AcceptUnflaggedResult> {
  constructor(
    readonly principal: Principal,
    readonly responseId: number,
    readonly request: AcceptUnflaggedRequest,
    /** When it happens (the clock of issue 29's commands). */
    readonly at: Date = new Date(),
  ) {
    super();
  }
}
