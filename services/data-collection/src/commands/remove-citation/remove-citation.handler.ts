import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVIDENCE_CITATIONS, requireCiting, type CitationDoc } from '../../application/evidence/citations';
import { responseEvent, responseRef } from '../../application/response-events';
import { ResponseWorkspace } from '../../application/response-workspace';
import { dataCollectionError } from '../../domain/data-collection.errors';
import { RemoveCitationCommand } from './remove-citation.command';

@CommandHandler(RemoveCitationCommand)
export class RemoveCitationHandler implements ICommandHandler<RemoveCitationCommand> {
  constructor(private readonly workspace: ResponseWorkspace) {}

  async execute({ principal, responseId, metricCode, citationId }: RemoveCitationCommand): Promise<void> {
    await this.workspace.store.transaction(async (tx) => {
      const response = await requireCiting(this.workspace, principal, responseId, metricCode, tx);
      const doc = await tx.get<CitationDoc>(EVIDENCE_CITATIONS, citationId);
      if (
        !doc ||
        doc.companyId !== response.companyId ||
        doc.period !== response.period ||
        doc.metricCode !== metricCode
      )
        throw dataCollectionError('CITATION.NOT_FOUND', `Citation ${citationId} was not found`);
      await tx.delete(EVIDENCE_CITATIONS, citationId);
      const now = new Date().toISOString();
      await tx.append([
        responseEvent('data-collection.response.evidence-citation-removed.v1', response, principal.userId, {
          ...responseRef(response),
          metricCode,
          citationId,
          fileId: doc.fileId,
          actorId: principal.userId,
          at: now,
        }),
      ]);
    });
  }
}
