import { type ProgressTagRequest } from '@esg/contracts';
import { Command } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import type { RecommendationView } from '../../application/present';

/** A progress tag marks how work stands (on track, at risk...); tags are kept as a history. */
export class AddProgressTagCommand extends Command<RecommendationView> {
  constructor(
    readonly caller: Caller,
    readonly recommendationId: number,
    readonly request: ProgressTagRequest,
  ) {
    super();
  }
}
