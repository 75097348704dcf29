import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Inject } from '@nestjs/common';
import type { EdciExclusionRequest, EdciSubmission } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE, type Principal } from '@esg/platform';
import {
  assertEdciAccess,
  loadSubmission,
  portfolioOf,
  presentSubmission,
  userName,
  type EdciSubmissionRecord,
} from '../../application/edci-submissions';
import { ANALYSIS_COMPANIES, EDCI_SUBMISSIONS } from '../../infrastructure/migrations';
import type { AnalysisCompany } from '../../projections/analysis.projection';
import { reportingError } from '../../domain/reporting.errors';
import { ExcludeEdciCompanyCommand } from './exclude-edci-company.command';

/**
 * Flags a portfolio company another EDCI member already reports (private credit: the lender submits it),
 * which leaves it out of the submission, or includes it again. A draft only: a submitted one is locked
 * until the GP reopens it. Each change is in the history with who, when and the member named.
 */
export async function excludeEdciCompany(
  store: Store,
  principal: Principal,
  submissionId: number,
  companyId: number,
  request: EdciExclusionRequest,
  now: string,
): Promise<EdciSubmission> {
  const loaded = await loadSubmission(store, submissionId);
  const { gpKey } = await assertEdciAccess(store, principal, loaded.companyId, 'edit');
  if (!(await portfolioOf(store, loaded.companyId)).includes(companyId))
    throw reportingError(
      'EDCI_SUBMISSION.NOT_FOUND',
      `Company ${companyId} is not a portfolio company of this submission`,
    );
  const company = await store.get<AnalysisCompany>(ANALYSIS_COMPANIES, String(companyId));
  const companyName = company?.name ?? `Company ${companyId}`;
  const name = await userName(store, principal.userId);
  const record = await store.transaction(async (tx) => {
    const current = (await tx.get<EdciSubmissionRecord>(EDCI_SUBMISSIONS, String(submissionId)))!;
    if (current.status !== 'draft')
      throw reportingError(
        'EDCI_SUBMISSION.LOCKED',
        'The submission is submitted and locked: reopen it to change which companies it reports',
      );
    const was = current.exclusions[String(companyId)] ?? null;
    const exclusions = { ...current.exclusions };
    let summary: string;
    const changes: string[] = [];
    if (request.excluded) {
      const reportedBy = request.reportedBy ?? '';
      const note = request.note ? request.note : null;
      if (was && was.reportedBy === reportedBy && was.note === note) return current;
      exclusions[String(companyId)] = { reportedBy, note, by: { userId: principal.userId, name }, at: now };
      summary = `${companyName} excluded: reported by ${reportedBy}`;
      if (was) changes.push(`Was reported by ${was.reportedBy}`);
      if (note) changes.push(note);
    } else {
      if (!was) return current;
      delete exclusions[String(companyId)];
      summary = `${companyName} included again (was reported by ${was.reportedBy})`;
    }
    const next: EdciSubmissionRecord = {
      ...current,
      exclusions,
      version: current.version + 1,
      updatedAt: now,
      history: [
        ...current.history,
        {
          at: now,
          userId: principal.userId,
          userName: name,
          action: request.excluded ? 'excluded' : 'included',
          summary,
          changes,
        },
      ],
    };
    await tx.put(EDCI_SUBMISSIONS, next);
    return next;
  });
  return presentSubmission(store, principal, record, gpKey);
}

@CommandHandler(ExcludeEdciCompanyCommand)
export class ExcludeEdciCompanyHandler implements ICommandHandler<ExcludeEdciCompanyCommand> {
  constructor(@Inject(STORE) private readonly store: Store) {}

  execute({
    principal,
    submissionId,
    companyId,
    request,
    now,
  }: ExcludeEdciCompanyCommand): Promise<EdciSubmission> {
    return excludeEdciCompany(this.store, principal, submissionId, companyId, request, now);
  }
}
