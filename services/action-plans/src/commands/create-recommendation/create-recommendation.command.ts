import { type CreateRecommendationRequest } from '@esg/contracts';
import { Command } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import { type RecommendationView } from '../../application/present';

export class CreateRecommendationCommand extends Command<RecommendationView> {
  constructor(
    readonly caller: Caller,
    readonly planId: number,
    readonly request: CreateRecommendationRequest,
  ) {
    super();
  }
}
