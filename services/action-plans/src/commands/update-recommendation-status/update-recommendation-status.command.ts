import { type UpdateRecommendationStatusRequest } from '@esg/contracts';
import { Command } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import type { RecommendationView } from '../../application/present';

/** The portfolio company works its recommendation; the GP may send a submitted one back. */
export class UpdateRecommendationStatusCommand extends Command<RecommendationView> {
  constructor(
    readonly caller: Caller,
    readonly recommendationId: number,
    readonly request: UpdateRecommendationStatusRequest,
  ) {
    super();
  }
}
