import { Command } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';

export class DeleteAllRecommendationsCommand extends Command<{ deleted: number }> {
  constructor(
    readonly caller: Caller,
    readonly planId: number,
  ) {
    super();
  }
}
