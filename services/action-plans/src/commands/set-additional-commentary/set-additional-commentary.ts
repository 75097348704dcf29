import { Controller, Param, Put, Req } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import {
  ACTION_PLAN_ERRORS,
  additionalCommentaryRequestSchema,
  type AdditionalCommentaryRequest,
  type ApiResponse,
} from '@esg/contracts';
import { DomainError, ZodPipe } from '@esg/platform';
import { requireCapability, type Caller } from '../../application/access';
import type { RecommendationView } from '../../application/present';
import { FileUploads, readPlanUpload, type Upload } from '../../application/uploads';
import { PlanWorkspace, RECOMMENDATIONS } from '../../application/workspace';
import { assertPlanOpen } from '../../domain/plan';
import { assertRecommendationOpen, type Recommendation } from '../../domain/recommendation';
import { CurrentCaller, idPipe } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';

/** The ES advisor's (or GP's) commentary on a recommendation, optionally with an ES advisor document. */
export class SetAdditionalCommentaryCommand extends Command<RecommendationView> {
  constructor(
    readonly caller: Caller,
    readonly recommendationId: number,
    readonly request: AdditionalCommentaryRequest,
    readonly document: Upload['files'][number] | null,
  ) {
    super();
  }
}

@CommandHandler(SetAdditionalCommentaryCommand)
export class SetAdditionalCommentaryHandler implements ICommandHandler<SetAdditionalCommentaryCommand> {
  constructor(
    private readonly workspace: PlanWorkspace,
    private readonly uploads: FileUploads,
  ) {}

  async execute({
    caller,
    recommendationId,
    request,
    document,
  }: SetAdditionalCommentaryCommand): Promise<RecommendationView> {
    // Access is checked before the file is written, and again inside the transaction.
    await this.workspace.onRecommendation(caller, recommendationId, async (w) =>
      requireCapability(w.access.draft, "Only the GP or the plan's ES advisor may add commentary"),
    );
    const stored = document ? await this.uploads.save([document], caller.principal.userId) : [];
    return this.uploads.within(stored, () =>
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
          await this.uploads.record(w.tx, stored, {
            planId: w.plan.planId,
            recommendationId,
            kind: 'advisor-document',
          });
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
  }
}

@Controller('action-plan-recommendations')
export class SetAdditionalCommentaryController {
  constructor(private readonly commands: CommandBus) {}

  /** JSON `{ additionalCommentary }`, or multipart with that field and an optional `file`. */
  @Put(':id/additional-commentary')
  @FailureMessage(ACTION_PLAN_ERRORS.additionalCommentary)
  async set(
    @Param('id', idPipe()) id: number,
    @Req() request: FastifyRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<RecommendationView>> {
    let fields: unknown = request.body;
    let document: Upload['files'][number] | null = null;
    if (request.isMultipart()) {
      const upload = await readPlanUpload(request);
      if (upload.files.length > 1)
        throw new DomainError('FILE.VALIDATION', 'Attach one ES advisor document at a time');
      fields = upload.fields;
      document = upload.files[0] ?? null;
    }
    const body = new ZodPipe(additionalCommentaryRequestSchema).transform(fields);
    return {
      data: await this.commands.execute(new SetAdditionalCommentaryCommand(caller, id, body, document)),
      message: document
        ? 'ES advisor document uploaded successfully'
        : 'Additional commentary saved successfully',
    };
  }
}
