import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { applySfdrTextEdit, sfdrTextId, type SfdrTextRecord } from '../../domain/sfdr-texts/sfdr-text';
import { SFDR_TEXTS, SFDR_TEXT_HISTORY } from '../../infrastructure/migrations';
import { reportingError } from '../../domain/reporting.errors';
import { SaveSfdrSectionCommand } from './save-sfdr-section.command';

@CommandHandler(SaveSfdrSectionCommand)
export class SaveSfdrSectionHandler implements ICommandHandler<SaveSfdrSectionCommand> {
  constructor(@Inject(STORE) private readonly store: Store) {}

  async execute({
    principal,
    scope,
    sectionId,
    request,
  }: SaveSfdrSectionCommand): Promise<{ version: number }> {
    return this.store.transaction(async (tx) => {
      const id = sfdrTextId(scope, sectionId);
      const current = await tx.get<SfdrTextRecord>(SFDR_TEXTS, id);
      if (request.expectedVersion !== undefined && request.expectedVersion !== (current?.version ?? 0))
        throw reportingError(
          'SFDR_TEXT.CONFLICT',
          `The section was changed meanwhile (version ${current?.version ?? 0}, you edited version ${request.expectedVersion}); reload it and edit again`,
        );
      const edit = applySfdrTextEdit(current, scope, sectionId, request.text, {
        userId: principal.userId,
        at: new Date().toISOString(),
      });
      if (!edit) return { version: current?.version ?? 0 };
      await tx.put(SFDR_TEXTS, edit.next);
      await tx.insert(SFDR_TEXT_HISTORY, edit.history);
      return { version: edit.next.version };
    });
  }
}
