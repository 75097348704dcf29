import { type UpdateRecommendationRequest } from '@esg/contracts';
import { Command } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import type { RecommendationView } from '../../application/present';
export class UpdateRecommendationCommand extends Command<RecommendationView> {
  constructor(
    readonly caller: Caller,
    readonly recommendationId: number,
    readonly request: UpdateRecommendationRequest,
  ) {
    super();
  }
}
