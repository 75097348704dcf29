import { Controller, Get, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  EVIDENCE_FILE_MAX_BYTES,
  EVIDENCE_FILES_PER_UPLOAD,
  type ApiResponse,
  type CurrentValue,
} from '@esg/contracts';
import type { Doc, FileStore } from '@esg/persistence';
import {
  AttachmentStore,
  attachmentDisposition,
  CurrentPrincipal,
  FILE_STORE,
  multipartSource,
  type Principal,
  type StoredFile,
  type UploadSource,
  platformError,
} from '@esg/platform';
import { presentValue } from '../../application/present-response';
import { responseEvent, responseRef } from '../../application/response-events';
import { RESPONSES, ResponseWorkspace, requireSide } from '../../application/response-workspace';
import { moved, userName } from '../../application/transitions';
import { ValueWriter } from '../../application/value-writer';
import { nextStatus } from '../../domain/esg/response';
import { fileIdPipe, metricCodePipe, responseIdPipe } from '../../http/esg-params';
import { dataCollectionError } from '../../domain/data-collection.errors';

/** Who may read an evidence file: whoever may read the value's company and period. */
export interface EvidenceDoc extends Doc, StoredFile {
  companyId: number;
  period: string;
  metricCode: string;
  responseId: number;
}
export const EVIDENCE_FILES = 'evidence_files';

/**
 * POST /responses/{id}/values/{metricCode}/evidence: files that back a value (multipart, the
 * platform's attachment policy: the same types and limits as action-plan files). The value gets a
 * new version that carries them; GET /responses/{id}/evidence/{fileId} downloads one.
 */
export class UploadEvidenceCommand extends Command<{ metricCode: string; value: CurrentValue }> {
  constructor(
    readonly principal: Principal,
    readonly responseId: number,
    readonly metricCode: string,
    /** The multipart body, read only once the caller is admitted (ADR 0018; issue 23, finding 8). */
    readonly source: UploadSource,
  ) {
    super();
  }
}

@CommandHandler(UploadEvidenceCommand)
export class UploadEvidenceHandler implements ICommandHandler<UploadEvidenceCommand> {
  private readonly attachments: AttachmentStore;

  constructor(
    private readonly workspace: ResponseWorkspace,
    private readonly writer: ValueWriter,
    @Inject(FILE_STORE) files: FileStore,
  ) {
    this.attachments = new AttachmentStore(files);
  }

  async execute({
    principal,
    responseId,
    metricCode,
    source,
  }: UploadEvidenceCommand): Promise<{ metricCode: string; value: CurrentValue }> {
    // Who is asking first, then the body (checked again in the transaction below).
    const { access: admitted } = await this.workspace.open(principal, responseId);
    requireSide(admitted.company || admitted.contributor, "Only the reporting company's users add evidence");
    const { files } = await source.read();
    if (files.length === 0) throw platformError('FILE.VALIDATION', 'Attach at least one file');
    const stored = await this.attachments.save(files, principal.userId);
    return this.attachments.within(stored, () =>
      this.workspace.store.transaction(async (tx) => {
        const { response, access } = await this.workspace.open(principal, responseId, tx);
        requireSide(access.company || access.contributor, "Only the reporting company's users add evidence");
        const next = nextStatus(response.status, 'enter');
        const state = await this.workspace.state(tx, response);
        if (!state.codes.includes(metricCode))
          throw dataCollectionError('METRIC.NOT_FOUND', `${metricCode} is not a metric of this response`);
        if (
          access.contributor &&
          !this.workspace.assignedCodes(response, state.tree, principal.userId).has(metricCode)
        )
          throw dataCollectionError('RESPONSE.FORBIDDEN', `${metricCode} is not assigned to you`);
        // Evidence makes a new version: not while another response has the value under review. A
        // published value may take it (the version's reason says what was added; ADR 0090).
        const lock = (await this.workspace.reviewLocks(tx, response)).get(metricCode);
        if (lock)
          throw dataCollectionError(
            'RESPONSE.ILLEGAL_TRANSITION',
            `${metricCode} is shared with response ${lock.responseId}, which is ${lock.status} for review: add evidence once that review ends`,
          );
        const current = state.values.get(metricCode);
        if (!current)
          throw dataCollectionError(
            'RESPONSE.VALIDATION',
            `Enter the value of ${metricCode} before attaching evidence`,
          );
        const now = new Date().toISOString();
        const { id: _id, companyId: _c, period: _p, metricCode: _m, responseId: _r, ...previous } = current;
        const doc = await this.writer.append(
          tx,
          response,
          metricCode,
          {
            ...previous,
            valueVersionId: crypto.randomUUID(),
            version: current.version + 1,
            evidence: [...current.evidence, ...stored],
            authorId: principal.userId,
            authorName: await userName(tx, principal.userId),
            createdAt: now,
            changeReason: `Evidence added: ${stored.map((f) => f.name).join(', ')}`,
            review: null,
          },
          current,
        );
        for (const file of stored)
          await tx.insert<EvidenceDoc>(EVIDENCE_FILES, {
            ...file,
            id: file.fileId,
            companyId: response.companyId,
            period: response.period,
            metricCode,
            responseId: response.responseId,
          });
        const updated = moved(response, next, principal.userId, now, null);
        await tx.put(RESPONSES, updated);
        state.values.set(metricCode, doc);
        const after = await this.workspace.state(tx, updated, state.values);
        await tx.append([
          responseEvent('data-collection.response.value-changed.v1', updated, principal.userId, {
            ...responseRef(updated),
            metricCode,
            valueVersionId: doc.valueVersionId,
            version: doc.version,
            status: doc.status,
            actorId: principal.userId,
            at: now,
            completion: after.completion,
          }),
        ]);
        return { metricCode, value: presentValue(doc)! };
      }),
    );
  }
}

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
