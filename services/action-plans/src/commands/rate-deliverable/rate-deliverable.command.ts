import { type DeliverableRatingRequest } from '@esg/contracts';
import { Command } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import type { RecommendationView } from '../../application/present';

/** The GP or the ES advisor rates a deliverable 1-5 once it has files. */
export class RateDeliverableCommand extends Command<RecommendationView> {
  constructor(
    readonly caller: Caller,
    readonly deliverableId: number,
    readonly request: DeliverableRatingRequest,
  ) {
    super();
  }
}
