import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Inject } from '@nestjs/common';
import type { EdciSubmission, SubmitEdciSubmissionRequest } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE, type Principal } from '@esg/platform';
import {
  assertEdciAccess,
  liveRows,
  loadSubmission,
  presentSubmission,
  userName,
  type EdciSubmissionRecord,
} from '../../application/edci-submissions';
import { changesBetween, countsOf } from '../../domain/edci/edci';
import { edciReference } from '../../infrastructure/edci-reference';
import { EDCI_SUBMISSIONS } from '../../infrastructure/migrations';
import { reportingError } from '../../domain/reporting.errors';
import { SubmitEdciSubmissionCommand } from './submit-edci-submission.command';

/**
 * Submits a draft: its rows are frozen as they are (the workbook and the page show them until the GP
 * reopens it) and the history says who submitted, when, and what differs from the previous submission.
 * A submission over a version the page did not show is refused (409), so nobody submits what they did
 * not see. Companies with errors may be submitted: EDCI accepts partial data; the page shows them.
 */
export async function submitEdciSubmission(
  store: Store,
  principal: Principal,
  submissionId: number,
  request: SubmitEdciSubmissionRequest,
  now: string,
): Promise<EdciSubmission> {
  const loaded = await loadSubmission(store, submissionId);
  const { gpKey } = await assertEdciAccess(store, principal, loaded.companyId, 'edit');
  const name = await userName(store, principal.userId);
  const reference = edciReference();
  const record = await store.transaction(async (tx) => {
    const current = (await tx.get<EdciSubmissionRecord>(EDCI_SUBMISSIONS, String(submissionId)))!;
    if (current.status !== 'draft')
      throw reportingError('EDCI_SUBMISSION.LOCKED', 'The submission is submitted already');
    if (current.version !== request.expectedVersion)
      throw reportingError(
        'EDCI_SUBMISSION.CONFLICT',
        `The submission changed meanwhile (version ${current.version}, you saw version ${request.expectedVersion}); reload it and check it again`,
      );
    const rows = await liveRows(tx, current.companyId, current.year, current.exclusions);
    const counts = countsOf(rows);
    const next: EdciSubmissionRecord = {
      ...current,
      status: 'submitted',
      version: current.version + 1,
      updatedAt: now,
      submittedAt: now,
      snapshot: rows,
      snapshotReference: reference.version,
      history: [
        ...current.history,
        {
          at: now,
          userId: principal.userId,
          userName: name,
          action: 'submitted',
          summary: `Submitted: ${counts.included} ${counts.included === 1 ? 'company' : 'companies'} reported (${counts.complete} complete), ${counts.excluded} excluded`,
          changes: changesBetween(current.snapshot, rows, reference.metrics),
        },
      ],
    };
    await tx.put(EDCI_SUBMISSIONS, next);
    return next;
  });
  return presentSubmission(store, principal, record, gpKey);
}

@CommandHandler(SubmitEdciSubmissionCommand)
export class SubmitEdciSubmissionHandler implements ICommandHandler<SubmitEdciSubmissionCommand> {
  constructor(@Inject(STORE) private readonly store: Store) {}

  execute({ principal, submissionId, request, now }: SubmitEdciSubmissionCommand): Promise<EdciSubmission> {
    return submitEdciSubmission(this.store, principal, submissionId, request, now);
  }
}
