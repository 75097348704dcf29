import { Command } from '@nestjs/cqrs';
import { type Caller } from '../../application/access';
import type { RecommendationView } from '../../application/present';
import { type UploadSource } from '../../application/uploads';
/** The investor side's verification (e.g. a site-visit report) that a recommendation was carried out. */
export class SetVerifyDocumentCommand extends Command<RecommendationView> {
  constructor(
    readonly caller: Caller,
    readonly recommendationId: number,
    /** Read only after the caller is admitted to the recommendation. */
    readonly upload: UploadSource,
  ) {
    super();
  }
}
