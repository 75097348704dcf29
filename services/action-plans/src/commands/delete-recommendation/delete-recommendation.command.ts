import { Command } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';

export class DeleteRecommendationCommand extends Command<{ id: number }> {
  constructor(
    readonly caller: Caller,
    readonly recommendationId: number,
  ) {
    super();
  }
}
