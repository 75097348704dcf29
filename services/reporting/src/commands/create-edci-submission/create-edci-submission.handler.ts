import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Inject } from '@nestjs/common';
import type { CreateEdciSubmissionRequest, EdciSubmission } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE, type Principal } from '@esg/platform';
import {
  assertEdciAccess,
  liveRows,
  portfolioOf,
  presentSubmission,
  publishedYears,
  userName,
  type EdciSubmissionRecord,
} from '../../application/edci-submissions';
import { EDCI_SUBMISSIONS } from '../../infrastructure/migrations';
import { reportingError } from '../../domain/reporting.errors';
import { CreateEdciSubmissionCommand } from './create-edci-submission.command';

/**
 * Starts the GP's EDCI submission of a year as a draft. One per GP and year (a second is a 409), and only
 * for a year in which a portfolio company published values (else there is nothing to gather: 422).
 */
export async function createEdciSubmission(
  store: Store,
  principal: Principal,
  companyId: number,
  request: CreateEdciSubmissionRequest,
  now: string,
): Promise<EdciSubmission> {
  const { gpKey } = await assertEdciAccess(store, principal, companyId, 'edit');
  const years = await publishedYears(store, await portfolioOf(store, companyId));
  if (!years.includes(request.year))
    throw reportingError(
      'EDCI.UNPROCESSABLE',
      years.length
        ? `No portfolio company published values for ${request.year}; years with published values: ${years.join(', ')}`
        : 'No portfolio company has published values yet: nothing to gather for an EDCI submission',
    );
  const name = await userName(store, principal.userId);
  const record = await store.transaction(async (tx) => {
    const [existing] = await tx.find<EdciSubmissionRecord>(EDCI_SUBMISSIONS, {
      companyId,
      year: request.year,
    });
    if (existing)
      throw reportingError(
        'EDCI_SUBMISSION.CONFLICT',
        `The EDCI submission for ${request.year} exists already (submission ${existing.submissionId})`,
      );
    const submissionId = await tx.nextId('edci_submissions');
    const rows = await liveRows(tx, companyId, request.year, {});
    const created: EdciSubmissionRecord = {
      id: String(submissionId),
      submissionId,
      companyId,
      year: request.year,
      status: 'draft',
      version: 1,
      createdAt: now,
      createdBy: principal.userId,
      updatedAt: now,
      submittedAt: null,
      exclusions: {},
      snapshot: null,
      snapshotReference: null,
      history: [
        {
          at: now,
          userId: principal.userId,
          userName: name,
          action: 'created',
          summary: `Draft created for ${request.year} with ${rows.length} portfolio ${rows.length === 1 ? 'company' : 'companies'}`,
          changes: [],
        },
      ],
    };
    await tx.insert(EDCI_SUBMISSIONS, created);
    return created;
  });
  return presentSubmission(store, principal, record, gpKey);
}

@CommandHandler(CreateEdciSubmissionCommand)
export class CreateEdciSubmissionHandler implements ICommandHandler<CreateEdciSubmissionCommand> {
  constructor(@Inject(STORE) private readonly store: Store) {}

  execute({ principal, companyId, request, now }: CreateEdciSubmissionCommand): Promise<EdciSubmission> {
    return createEdciSubmission(this.store, principal, companyId, request, now);
  }
}
