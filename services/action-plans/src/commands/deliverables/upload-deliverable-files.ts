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

/** The portfolio company uploads the files of a recommendation's deliverable (its id is the recommendation's). */
export class UploadDeliverableFilesCommand extends Command<RecommendationView> {
  constructor(
    readonly caller: Caller,
    readonly deliverableId: number,
    readonly files: Upload['files'],
  ) {
    super();
  }
}

const DENIED = 'Only the portfolio company may upload deliverables';

@CommandHandler(UploadDeliverableFilesCommand)
export class UploadDeliverableFilesHandler implements ICommandHandler<UploadDeliverableFilesCommand> {
  constructor(
    private readonly workspace: PlanWorkspace,
    private readonly uploads: FileUploads,
  ) {}

  async execute({
    caller,
    deliverableId,
    files,
  }: UploadDeliverableFilesCommand): Promise<RecommendationView> {
    await this.workspace.onRecommendation(caller, deliverableId, async (w) =>
      requireCapability(w.access.work, DENIED),
    );
    const stored = await this.uploads.save(files, caller.principal.userId);
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
        await this.uploads.record(w.tx, stored, {
          planId: w.plan.planId,
          recommendationId: w.rec.recommendationId,
          kind: 'deliverable',
        });
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

@Controller('deliverables')
export class UploadDeliverableFilesController {
  constructor(private readonly commands: CommandBus) {}

  /** Multipart, one to five files (any field name). */
  @Put(':id/files')
  @FailureMessage(ACTION_PLAN_ERRORS.deliverableFiles)
  async upload(
    @Param('id', idPipe()) id: number,
    @Req() request: FastifyRequest,
    @CurrentCaller() caller: Caller,
  ): Promise<ApiResponse<RecommendationView>> {
    const upload = await readPlanUpload(request);
    if (upload.files.length === 0) throw new DomainError('FILE.VALIDATION', 'Attach at least one file');
    return {
      data: await this.commands.execute(new UploadDeliverableFilesCommand(caller, id, upload.files)),
      message: 'Deliverable files uploaded successfully',
    };
  }
}
