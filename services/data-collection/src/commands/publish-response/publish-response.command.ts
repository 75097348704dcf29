import { Command } from '@nestjs/cqrs';
import type { TransitionRequest, TransitionResult } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/**
 * POST /responses/{id}/publish: the reviewer publishes an accepted response. The period is locked
 * and `data-collection.response.published.v1` carries the current value of every metric, the
 * payload every read model downstream builds on (docs/data-collection.md, "Events").
 */
export class PublishResponseCommand extends Command<TransitionResult> {
  constructor(
    readonly principal: Principal,
    readonly responseId: number,
    readonly request: TransitionRequest,
    /** When it happens: now, except for the demo data, dated within its period's timeline (issue 29). */
    readonly at: Date = new Date(),
  ) {
    super();
  }
}
