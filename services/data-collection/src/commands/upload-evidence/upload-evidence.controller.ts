import { Controller, Get, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  EVIDENCE_FILE_MAX_BYTES,
  EVIDENCE_FILES_PER_UPLOAD,
  type ApiResponse,
  type CurrentValue,
} from '@esg/contracts';
import type { FileStore } from '@esg/persistence';
import {
  AttachmentStore,
  attachmentDisposition,
  CurrentPrincipal,
  FILE_STORE,
  multipartSource,
  type Principal,
} from '@esg/platform';
import { ResponseWorkspace } from '../../application/response-workspace';
import { fileIdPipe, metricCodePipe, responseIdPipe } from '../../http/esg-params';
import { dataCollectionError } from '../../domain/data-collection.errors';
import { UploadEvidenceCommand } from './upload-evidence.command';
import { EvidenceDoc, EVIDENCE_FILES } from './upload-evidence.handler';

@Controller('responses')
export class EvidenceController {
  private readonly attachments: AttachmentStore;

  constructor(
    private readonly commands: CommandBus,
    private readonly workspace: ResponseWorkspace,
    @Inject(FILE_STORE) files: FileStore,
  ) {
    this.attachments = new AttachmentStore(files);
  }

  @Post(':id/values/:metricCode/evidence')
  async upload(
    @Param('id', responseIdPipe()) id: number,
    @Param('metricCode', metricCodePipe()) metricCode: string,
    @Req() request: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<{ metricCode: string; value: CurrentValue }>> {
    const source = multipartSource(request, {
      fileSize: EVIDENCE_FILE_MAX_BYTES,
      files: EVIDENCE_FILES_PER_UPLOAD,
    });
    return {
      data: await this.commands.execute(new UploadEvidenceCommand(principal, id, metricCode, source)),
      message: 'Evidence attached',
    };
  }

  /** Always an attachment, never sniffed as something else. */
  @Get(':id/evidence/:fileId')
  async download(
    @Param('id', responseIdPipe()) id: number,
    @Param('fileId', fileIdPipe()) fileId: string,
    @CurrentPrincipal() principal: Principal,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const reader = this.workspace.store;
    const { response, access } = await this.workspace.open(principal, id, reader);
    const file = await reader.get<EvidenceDoc>(EVIDENCE_FILES, fileId);
    const missing = () => dataCollectionError('FILE.NOT_FOUND', `File ${fileId} was not found`);
    if (!file || file.companyId !== response.companyId || file.period !== response.period) throw missing();
    if (access.contributor) {
      const state = await this.workspace.state(reader, response);
      if (!this.workspace.assignedCodes(response, state.tree, principal.userId).has(file.metricCode))
        throw missing();
    }
    const data = await this.attachments.read(fileId);
    if (!data) throw missing();
    await reply
      .status(200)
      .header('content-type', file.mediaType)
      .header('content-disposition', attachmentDisposition(file.name))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(data);
  }
}
