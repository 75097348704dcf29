import { actionPlansError } from '../../domain/action-plans.errors';
import { Controller, Get, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ACTION_PLAN_ERRORS } from '@esg/contracts';
import { ZodPipe } from '@esg/platform';
import { requireCapability, type Caller } from '../../application/access';
import { FILES, FileUploads, type FileDoc } from '../../application/uploads';
import { PlanWorkspace } from '../../application/workspace';
import { CurrentCaller } from '../../http/caller';
import { FailureMessage } from '../../http/failure-message';
import { Requires } from '../../http/requires';

const fileIdPipe = new ZodPipe(z.uuid({ error: 'fileId must be a file id' }));

/**
 * GET /deliverables/files/{fileId}: any file of a plan (deliverable, ES advisor or verification
 * document), to whoever may see the plan, always as an attachment and never sniffed as something else.
 */
@Controller('deliverables')
export class DownloadFileController {
  constructor(
    private readonly workspace: PlanWorkspace,
    private readonly uploads: FileUploads,
  ) {}

  @Get('files/:fileId')
  @Requires('action-plans.files.download', 'download action-plan files')
  @FailureMessage(ACTION_PLAN_ERRORS.download)
  async download(
    @Param('fileId', fileIdPipe) fileId: string,
    @CurrentCaller() caller: Caller,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const scope = await this.workspace.access.scope(caller);
    const file = await this.workspace.store.get<FileDoc>(FILES, fileId);
    if (!file) throw actionPlansError('FILE.NOT_FOUND', `File ${fileId} was not found`);
    const access = await this.workspace.access.plan(scope, file.planId, this.workspace.store);
    requireCapability(
      access.downloadsFiles,
      "Only the plan's GP team, its ES advisor and its portfolio company may download its files",
    );
    const data = await this.uploads.read(fileId);
    if (!data) throw actionPlansError('FILE.NOT_FOUND', `The content of file ${fileId} is missing`);
    const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    await reply
      .status(200)
      .header('content-type', file.mediaType)
      .header(
        'content-disposition',
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      )
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(data);
  }
}
