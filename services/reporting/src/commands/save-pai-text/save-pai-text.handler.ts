import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { createEvent, paiTextChangedV1, type PaiText } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE, requestContext } from '@esg/platform';
import { assertMayWritePaiTexts } from '../../application/pai-report-access';
import { applyPaiTextEdit, paiTextId, type PaiTextRecord } from '../../domain/pai-texts/pai-text';
import { PAI_TEXTS, PAI_TEXT_HISTORY } from '../../infrastructure/migrations';
import { historyOf, presentPaiText } from '../../queries/pai-texts/pai-texts';
import { reportingError } from '../../domain/reporting.errors';
import { SavePaiTextCommand } from './save-pai-text.command';

@CommandHandler(SavePaiTextCommand)
export class SavePaiTextHandler implements ICommandHandler<SavePaiTextCommand> {
  constructor(@Inject(STORE) private readonly store: Store) {}

  async execute({ principal, scope, indicatorId, request }: SavePaiTextCommand): Promise<PaiText> {
    assertMayWritePaiTexts(principal, scope.companyId);
    const id = paiTextId(scope, indicatorId);
    return this.store.transaction(async (tx) => {
      const current = await tx.get<PaiTextRecord>(PAI_TEXTS, id);
      if (request.expectedVersion !== undefined && request.expectedVersion !== (current?.version ?? 0))
        throw reportingError(
          'PAI_TEXT.CONFLICT',
          `The text was changed meanwhile (version ${current?.version ?? 0}, you edited version ${request.expectedVersion}); reload it and edit again`,
        );
      const edit = applyPaiTextEdit(current, scope, indicatorId, request, {
        userId: principal.userId,
        at: new Date().toISOString(),
      });
      if (!edit) {
        if (!current) throw reportingError('PAI_TEXT.VALIDATION', 'An empty text is not saved');
        return presentPaiText(current, await historyOf(tx, id));
      }
      await tx.put(PAI_TEXTS, edit.next);
      await tx.insert(PAI_TEXT_HISTORY, edit.history);
      await tx.append([
        createEvent({
          type: 'reporting.pai-text.changed.v1',
          source: 'reporting',
          subject: id,
          companyId: scope.companyId,
          actorId: principal.userId,
          correlationId: requestContext.getStore()?.correlationId,
          aggregateVersion: edit.next.version,
          data: paiTextChangedV1.parse({
            companyId: scope.companyId,
            fundId: scope.fundId,
            year: scope.year,
            indicatorId,
            version: edit.next.version,
            actorId: principal.userId,
            changes: edit.history.changes,
          }),
        }),
      ]);
      return presentPaiText(edit.next, await historyOf(tx, id));
    });
  }
}
