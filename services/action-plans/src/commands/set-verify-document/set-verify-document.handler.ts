import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireCapability } from '../../application/access';
import type { RecommendationView } from '../../application/present';
import { FileUploads } from '../../application/uploads';
import { PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import { actionPlansError } from '../../domain/action-plans.errors';
import { assertPlanInWork } from '../../domain/plan';
import { assertRecommendationOpen, type Recommendation } from '../../domain/recommendation';
import { SetVerifyDocumentCommand } from './set-verify-document.command';
export const DENIED = "Only the GP or the plan's ES advisor may attach the verification document";

@CommandHandler(SetVerifyDocumentCommand)
export class SetVerifyDocumentHandler implements ICommandHandler<SetVerifyDocumentCommand> {
  constructor(
    private readonly workspace: PlanWorkspace,
    private readonly uploads: FileUploads,
  ) {}

  async execute({ caller, recommendationId, upload }: SetVerifyDocumentCommand): Promise<RecommendationView> {
    await this.workspace.onRecommendation(caller, recommendationId, async (w) =>
      requireCapability(w.access.draft, DENIED),
    );
    const { files } = await this.uploads.receive(upload, caller.principal.userId);
    if (files.length !== 1)
      throw actionPlansError('FILE.VALIDATION', 'Attach exactly one verification document');
    const stored = await this.uploads.save(files, caller.principal);
    return this.uploads.within(stored, () =>
      this.workspace.onRecommendation(caller, recommendationId, async (w) => {
        requireCapability(w.access.draft, DENIED);
        assertPlanInWork(w.plan);
        assertRecommendationOpen(w.rec);
        const file = stored[0];
        const next: Recommendation = {
          ...w.rec,
          verifyDocument: file,
          updatedAt: w.now,
          version: w.rec.version + 1,
        };
        await this.uploads.record(
          w.tx,
          stored,
          {
            planId: w.plan.planId,
            recommendationId,
            kind: 'verify-document',
          },
          caller.principal.companyId,
        );
        await w.tx.put(RECOMMENDATIONS, next);
        const summary = (f: typeof file) => ({
          fileId: f.fileId,
          name: f.name,
          mediaType: f.mediaType,
          size: f.size,
        });
        await w.tx.append([
          await this.workspace.recommendationEvent(
            'action-plans.recommendation.verify-document-set.v1',
            { ...w, rec: next },
            {
              before: w.rec.verifyDocument && summary(w.rec.verifyDocument),
              after: summary(file),
            },
          ),
        ]);
        return this.workspace.presentWithCounts(w.tx, next, w.access);
      }),
    );
  }
}
