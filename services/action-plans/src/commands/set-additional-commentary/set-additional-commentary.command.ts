import { Command } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import type { RecommendationView } from '../../application/present';
import { type UploadSource } from '../../application/uploads';

/** The ES advisor's (or GP's) commentary on a recommendation, optionally with an ES advisor document. */
export class SetAdditionalCommentaryCommand extends Command<{
  view: RecommendationView;
  withDocument: boolean;
}> {
  constructor(
    readonly caller: Caller,
    readonly recommendationId: number,
    /** The JSON body, or the multipart body (read only after the caller is admitted). */
    readonly input: { json: unknown } | { upload: UploadSource },
  ) {
    super();
  }
}
