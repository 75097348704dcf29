import { additionalCommentaryRequestSchema } from '@esg/contracts';
import { ZodPipe } from '@esg/platform';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireCapability } from '../../application/access';
import type { RecommendationView } from '../../application/present';
import { FileUploads, type ReceivedUpload } from '../../application/uploads';
import { PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import { actionPlansError } from '../../domain/action-plans.errors';
import { assertPlanOpen } from '../../domain/plan';
import { assertRecommendationOpen, type Recommendation } from '../../domain/recommendation';
import { SetAdditionalCommentaryCommand } from './set-additional-commentary.command';
@CommandHandler(SetAdditionalCommentaryCommand)
export class SetAdditionalCommentaryHandler implements ICommandHandler<SetAdditionalCommentaryCommand> {
  constructor(
    private readonly workspace: PlanWorkspace,
    private readonly uploads: FileUploads,
  ) {}

  async execute({
    caller,
    recommendationId,
    input,
  }: SetAdditionalCommentaryCommand): Promise<{ view: RecommendationView; withDocument: boolean }> {
    // Access is checked before the body is read and the file written, and again inside the transaction.
    await this.workspace.onRecommendation(caller, recommendationId, async (w) =>
      requireCapability(w.access.draft, "Only the GP or the plan's ES advisor may add commentary"),
    );
    let fields: unknown = 'json' in input ? input.json : undefined;
    let document: ReceivedUpload['files'] = [];
    if ('upload' in input) {
      const received = await this.uploads.receive(input.upload, caller.principal.userId);
      if (received.files.length > 1)
        throw actionPlansError('FILE.VALIDATION', 'Attach one ES advisor document at a time');
      fields = received.fields;
      document = received.files;
    }
    const request = new ZodPipe(additionalCommentaryRequestSchema).transform(fields);
    const stored = document.length ? await this.uploads.save(document, caller.principal) : [];
    const view = await this.uploads.within(stored, () =>
      this.workspace.onRecommendation(caller, recommendationId, async (w) => {
        requireCapability(w.access.draft, "Only the GP or the plan's ES advisor may add commentary");
        assertPlanOpen(w.plan);
        assertRecommendationOpen(w.rec);
        const advisorDocument = stored[0] ?? null;
        const commentary = request.additionalCommentary === '' ? null : request.additionalCommentary;
        const next: Recommendation = {
          ...w.rec,
          additionalCommentary: commentary,
          advisorDocument: advisorDocument ?? w.rec.advisorDocument,
          updatedAt: w.now,
          version: w.rec.version + 1,
        };
        if (advisorDocument)
          await this.uploads.record(
            w.tx,
            stored,
            { planId: w.plan.planId, recommendationId, kind: 'advisor-document' },
            caller.principal.companyId,
          );
        await w.tx.put(RECOMMENDATIONS, next);
        await w.tx.append([
          await this.workspace.recommendationEvent(
            'action-plans.recommendation.additional-commentary-set.v1',
            { ...w, rec: next },
            {
              before: w.rec.additionalCommentary,
              after: commentary,
              advisorDocument: advisorDocument && {
                fileId: advisorDocument.fileId,
                name: advisorDocument.name,
                mediaType: advisorDocument.mediaType,
                size: advisorDocument.size,
              },
            },
          ),
        ]);
        return this.workspace.presentWithCounts(w.tx, next, w.access);
      }),
    );
    return { view, withDocument: stored.length > 0 };
  }
}
