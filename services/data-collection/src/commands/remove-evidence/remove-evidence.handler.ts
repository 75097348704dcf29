import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EvidenceBacking, RemovedEvidence } from '@esg/contracts';
import type { FileStore } from '@esg/persistence';
import { AttachmentStore, FILE_STORE } from '@esg/platform';
import { EVIDENCE_CITATIONS, type CitationDoc } from '../../application/evidence/citations';
import { EsgCatalogue } from '../../application/esg-catalogue';
import { VALUE_OVERRIDES, type ValueOverrideDoc } from '../../application/quality/overrides';
import { responseEvent, responseRef } from '../../application/response-events';
import { ResponseWorkspace, requireSide } from '../../application/response-workspace';
import { dataCollectionError } from '../../domain/data-collection.errors';
import { EVIDENCE_FILES, type EvidenceDoc } from '../upload-evidence/upload-evidence.handler';
import { RemoveEvidenceCommand } from './remove-evidence.command';

/** "Scope 1 emissions, page 3" */
const placeOf = (b: EvidenceBacking) =>
  b.kind === 'override'
    ? `${b.metricName} (an investor's override)`
    : b.page !== null
      ? `${b.metricName}, page ${b.page}`
      : b.cell !== null
        ? `${b.metricName}, cell ${b.cell}`
        : b.metricName;

/**
 * Removes an evidence document of the response's company and period (ADR 0214, rule 138). Who may: as who may
 * upload and cite (the company's users; a contributor only a document they uploaded, backing only values
 * assigned to them). A published period allows it, as citing and taking a citation back do. The values it backs
 * keep what they are: their versions still name the file that was attached, but it is no longer listed or
 * downloadable.
 */
@CommandHandler(RemoveEvidenceCommand)
export class RemoveEvidenceHandler implements ICommandHandler<RemoveEvidenceCommand> {
  private readonly attachments: AttachmentStore;

  constructor(
    private readonly workspace: ResponseWorkspace,
    private readonly catalogue: EsgCatalogue,
    @Inject(FILE_STORE) files: FileStore,
  ) {
    this.attachments = new AttachmentStore(files);
  }

  async execute({
    principal,
    responseId,
    fileId,
    confirmed,
  }: RemoveEvidenceCommand): Promise<RemovedEvidence> {
    const removed = await this.workspace.store.transaction(async (tx) => {
      const { response, access } = await this.workspace.open(principal, responseId, tx);
      requireSide(access.company || access.contributor, "Only the reporting company's users remove evidence");
      const file = await tx.get<EvidenceDoc>(EVIDENCE_FILES, fileId);
      const missing = () => dataCollectionError('FILE.NOT_FOUND', `File ${fileId} was not found`);
      if (!file || file.companyId !== response.companyId || file.period !== response.period) throw missing();
      const where = { companyId: response.companyId, period: response.period };
      const citations = (await tx.find<CitationDoc>(EVIDENCE_CITATIONS, where))
        .filter((c) => c.fileId === fileId)
        .sort((a, b) => a.metricCode.localeCompare(b.metricCode) || a.at.localeCompare(b.at));
      const overrides = (await tx.find<ValueOverrideDoc>(VALUE_OVERRIDES, where)).filter(
        (o) => o.active && o.evidenceIds.includes(fileId),
      );
      if (access.contributor) {
        const state = await this.workspace.state(tx, response);
        const assigned = this.workspace.assignedCodes(response, state.tree, principal.userId);
        if (!assigned.has(file.metricCode)) throw missing();
        if (file.uploadedBy !== principal.userId || citations.some((c) => !assigned.has(c.metricCode)))
          throw dataCollectionError(
            'RESPONSE.FORBIDDEN',
            'Only the company can remove a document you did not upload or that backs values not assigned to you',
          );
      }
      const name = (code: string) => this.catalogue.metric(code)?.name ?? code;
      const backs: EvidenceBacking[] = [
        ...citations.map((c) => ({
          kind: 'citation' as const,
          metricCode: c.metricCode,
          metricName: name(c.metricCode),
          page: c.page,
          cell: c.cell,
          citationId: c.id,
        })),
        ...overrides.map((o) => ({
          kind: 'override' as const,
          metricCode: o.metricCode,
          metricName: name(o.metricCode),
          page: null,
          cell: null,
          citationId: null,
        })),
      ];
      if (backs.length > 0 && !confirmed)
        throw dataCollectionError(
          'EVIDENCE.IN_USE',
          `${file.name} backs ${backs.length} value${backs.length === 1 ? '' : 's'}: ${backs.map(placeOf).join('; ')}. ` +
            'Remove it with its citations: the values keep what they are and lose only this evidence',
          { backs },
        );
      const now = new Date().toISOString();
      for (const c of citations) await tx.delete(EVIDENCE_CITATIONS, c.id);
      for (const o of overrides)
        await tx.put<ValueOverrideDoc>(VALUE_OVERRIDES, {
          ...o,
          evidenceIds: o.evidenceIds.filter((e) => e !== fileId),
        });
      await tx.delete(EVIDENCE_FILES, fileId);
      await tx.append([
        ...citations.map((c) =>
          responseEvent('data-collection.response.evidence-citation-removed.v1', response, principal.userId, {
            ...responseRef(response),
            metricCode: c.metricCode,
            citationId: c.id,
            fileId,
            actorId: principal.userId,
            at: now,
          }),
        ),
        responseEvent('data-collection.response.evidence-removed.v1', response, principal.userId, {
          ...responseRef(response),
          metricCode: file.metricCode,
          fileId,
          fileName: file.name,
          citationIds: citations.map((c) => c.id),
          overriddenMetricCodes: overrides.map((o) => o.metricCode),
          actorId: principal.userId,
          at: now,
        }),
      ]);
      return { fileId, fileName: file.name, backed: backs };
    });
    // The content goes once its record is gone (a failed removal keeps both).
    await this.attachments.discard([{ fileId }]);
    return removed;
  }
}
