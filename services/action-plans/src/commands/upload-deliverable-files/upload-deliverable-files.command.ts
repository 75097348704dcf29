import { Command } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import type { RecommendationView } from '../../application/present';
import { type UploadSource } from '../../application/uploads';
/** The portfolio company uploads the files of a recommendation's deliverable (its id is the recommendation's). */
export class UploadDeliverableFilesCommand extends Command<RecommendationView> {
  constructor(
    readonly caller: Caller,
    readonly deliverableId: number,
    /** Read only after the caller is admitted to the recommendation. */
    readonly upload: UploadSource,
  ) {
    super();
  }
}
