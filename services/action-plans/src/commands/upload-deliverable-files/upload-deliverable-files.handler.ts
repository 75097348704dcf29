import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireCapability } from '../../application/access';
import type { RecommendationView } from '../../application/present';
import { FileUploads } from '../../application/uploads';
import { PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import { actionPlansError } from '../../domain/action-plans.errors';
import { assertPlanInWork } from '../../domain/plan';
import { assertRecommendationOpen, type Recommendation } from '../../domain/recommendation';
import { UploadDeliverableFilesCommand } from './upload-deliverable-files.command';
export const DENIED = 'Only the portfolio company may upload deliverables';

@CommandHandler(UploadDeliverableFilesCommand)
export class UploadDeliverableFilesHandler implements ICommandHandler<UploadDeliverableFilesCommand> {
  constructor(
    private readonly workspace: PlanWorkspace,
    private readonly uploads: FileUploads,
  ) {}

  async execute({
    caller,
    deliverableId,
    upload,
  }: UploadDeliverableFilesCommand): Promise<RecommendationView> {
    await this.workspace.onRecommendation(caller, deliverableId, async (w) =>
      requireCapability(w.access.work, DENIED),
    );
    const { files } = await this.uploads.receive(upload, caller.principal.userId);
    if (files.length === 0) throw actionPlansError('FILE.VALIDATION', 'Attach at least one file');
    const stored = await this.uploads.save(files, caller.principal);
    return this.uploads.within(stored, () =>
      this.workspace.onRecommendation(caller, deliverableId, async (w) => {
        requireCapability(w.access.work, DENIED);
        assertPlanInWork(w.plan);
        assertRecommendationOpen(w.rec);
        const next: Recommendation = {
          ...w.rec,
          deliverableFiles: [...w.rec.deliverableFiles, ...stored],
          updatedAt: w.now,
          version: w.rec.version + 1,
        };
        await this.uploads.record(
          w.tx,
          stored,
          {
            planId: w.plan.planId,
            recommendationId: w.rec.recommendationId,
            kind: 'deliverable',
          },
          caller.principal.companyId,
        );
        await w.tx.put(RECOMMENDATIONS, next);
        await w.tx.append([
          await this.workspace.recommendationEvent(
            'action-plans.deliverable.files-uploaded.v1',
            { ...w, rec: next },
            {
              deliverableId,
              files: stored.map((f) => ({
                fileId: f.fileId,
                name: f.name,
                mediaType: f.mediaType,
                size: f.size,
              })),
            },
          ),
        ]);
        return this.workspace.presentWithCounts(w.tx, next, w.access);
      }),
    );
  }
}
