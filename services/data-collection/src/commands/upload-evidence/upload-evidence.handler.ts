import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CurrentValue } from '@esg/contracts';
import type { Doc, FileStore } from '@esg/persistence';
import { AttachmentStore, FILE_STORE, type StoredFile, platformError } from '@esg/platform';
import { presentValue } from '../../application/present-response';
import { responseEvent, responseRef } from '../../application/response-events';
import { RESPONSES, ResponseWorkspace, requireSide } from '../../application/response-workspace';
import { moved, userName } from '../../application/transitions';
import { ValueWriter } from '../../application/value-writer';
import { nextStatus } from '../../domain/esg/response';
import { dataCollectionError } from '../../domain/data-collection.errors';
import { UploadEvidenceCommand } from './upload-evidence.command';

/** Who may read an evidence file: whoever may read the value's company and period. */
export interface EvidenceDoc extends Doc, StoredFile {
  companyId: number;
  period: string;
  metricCode: string;
  responseId: number;
}
export const EVIDENCE_FILES = 'evidence_files';

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
