import type { Transaction } from '@esg/persistence';
import { Command } from '@nestjs/cqrs';
import type { Caller } from '../../application/access';
import type { Recommendation } from '../../domain/recommendation';

/**
 * Moves a recommendation's due date. Sent by the approval of a due-date change request, inside the
 * approval's transaction (`tx`), so the decision and the new date commit together.
 */
export class ChangeDueDateCommand extends Command<Recommendation> {
  constructor(
    readonly caller: Caller,
    readonly recommendationId: number,
    readonly dueDate: string,
    readonly changeRequestId: number | null,
    readonly tx: Transaction,
    readonly causationId?: string,
  ) {
    super();
  }
}
