import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Inject } from '@nestjs/common';
import type { EdciSubmission, ReopenEdciSubmissionRequest } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE, type Principal } from '@esg/platform';
import {
  assertEdciAccess,
  loadSubmission,
  presentSubmission,
  userName,
  type EdciSubmissionRecord,
} from '../../application/edci-submissions';
import { EDCI_SUBMISSIONS } from '../../infrastructure/migrations';
import { reportingError } from '../../domain/reporting.errors';
import { ReopenEdciSubmissionCommand } from './reopen-edci-submission.command';

/**
 * Reopens a submitted submission as a draft, with the reason in the history. The frozen rows stay as the
 * previous submission: the next submit lists what changed against them.
 */
export async function reopenEdciSubmission(
  store: Store,
  principal: Principal,
  submissionId: number,
  request: ReopenEdciSubmissionRequest,
  now: string,
): Promise<EdciSubmission> {
  const loaded = await loadSubmission(store, submissionId);
  const { gpKey } = await assertEdciAccess(store, principal, loaded.companyId, 'edit');
  const name = await userName(store, principal.userId);
  const record = await store.transaction(async (tx) => {
    const current = (await tx.get<EdciSubmissionRecord>(EDCI_SUBMISSIONS, String(submissionId)))!;
    if (current.status !== 'submitted')
      throw reportingError('EDCI_SUBMISSION.CONFLICT', 'The submission is a draft already');
    const next: EdciSubmissionRecord = {
      ...current,
      status: 'draft',
      version: current.version + 1,
      updatedAt: now,
      history: [
        ...current.history,
        {
          at: now,
          userId: principal.userId,
          userName: name,
          action: 'reopened',
          summary: 'Reopened as a draft',
          changes: [request.reason],
        },
      ],
    };
    await tx.put(EDCI_SUBMISSIONS, next);
    return next;
  });
  return presentSubmission(store, principal, record, gpKey);
}

@CommandHandler(ReopenEdciSubmissionCommand)
export class ReopenEdciSubmissionHandler implements ICommandHandler<ReopenEdciSubmissionCommand> {
  constructor(@Inject(STORE) private readonly store: Store) {}

  execute({ principal, submissionId, request, now }: ReopenEdciSubmissionCommand): Promise<EdciSubmission> {
    return reopenEdciSubmission(this.store, principal, submissionId, request, now);
  }
}
