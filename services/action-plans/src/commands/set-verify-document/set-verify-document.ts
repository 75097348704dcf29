import { Controller, Param, Put, Req } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { ACTION_PLAN_ERRORS, type ApiResponse } from '@esg/contracts';
import { DomainError } from '@esg/platform';
import { requireCapability, type Caller } from '../../application/access';
import type { RecommendationView } from '../../application/present';
import { FileUploads, readPlanUpload, type Upload } from '../../application/uploads';
import { PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import { assertPlanInWork } from '../../domain/plan';
import { assertRecommendationOpen, type Recommendation } from '../../domain/recommendation';
import { CurrentCaller, idPipe } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';

/** The investor side's verification (e.g. a site-visit report) that a recommendation was carried out. */
export class SetVerifyDocumentCommand extends Command<RecommendationView> {
  constructor(
    readonly caller: Caller,
    readonly recommendationId: number,
    readonly document: Upload['files'][number],
  ) {
    super();
  }
}

const DENIED = "Only the GP or the plan's ES advisor may attach the verification document";

@CommandHandler(SetVerifyDocumentCommand)
export class SetVerifyDocumentHandler implements ICommandHandler<SetVerifyDocumentCommand> {
  constructor(
    private readonly workspace: PlanWorkspace,
    private readonly uploads: FileUploads,
  ) {}

  async execute({
    caller,
    recommendationId,
    document,
  }: SetVerifyDocumentCommand): Promise<RecommendationView> {
    await this.workspace.onRecommendation(caller, recommendationId, async (w) =>
      requireCapability(w.access.draft, DENIED),
    );
    const stored = await this.uploads.save([document], caller.principal.userId);
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
        await this.uploads.record(w.tx, stored, {
          planId: w.plan.planId,
          recommendationId,
          kind: 'verify-document',
        });
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

@Controller('action-plan-recommendations')
export class SetVerifyDocumentController {
  constructor(private readonly commands: CommandBus) {}

  /** Multipart with one file. */
  @Put(':id/verify-document')
  @FailureMessage(ACTION_PLAN_ERRORS.esAdvisorDocument)
  async set(
    @Param('id', idPipe()) id: number,
    @Req() request: FastifyRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<RecommendationView>> {
    const upload = await readPlanUpload(request);
    if (upload.files.length !== 1)
      throw new DomainError('FILE.VALIDATION', 'Attach exactly one verification document');
    return {
      data: await this.commands.execute(new SetVerifyDocumentCommand(caller, id, upload.files[0])),
      message: 'Verification document uploaded successfully',
    };
  }
}
