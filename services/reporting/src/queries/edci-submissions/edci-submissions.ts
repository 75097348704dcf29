import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { ApiResponse, EdciSubmission, EdciSubmissionList } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { CurrentPrincipal, IdPipe, STORE, type Principal } from '@esg/platform';
import {
  assertEdciAccess,
  loadSubmission,
  mayEditEdci,
  portfolioOf,
  presentSubmission,
  publishedYears,
  rowsOf,
  summaryOf,
  type EdciSubmissionRecord,
} from '../../application/edci-submissions';
import { EDCI_SUBMISSIONS } from '../../infrastructure/migrations';

/** The GP's submissions, newest year first, and the years a new one can be made for. */
export async function edciSubmissionList(
  store: Store,
  principal: Principal,
  companyId: number,
): Promise<EdciSubmissionList> {
  const { gpKey } = await assertEdciAccess(store, principal, companyId, 'read');
  const records = (await store.find<EdciSubmissionRecord>(EDCI_SUBMISSIONS, { companyId })).sort(
    (a, b) => b.year - a.year,
  );
  const submissions = [];
  for (const record of records) submissions.push(summaryOf(record, await rowsOf(store, record)));
  const taken = new Set(records.map((r) => r.year));
  const years = await publishedYears(store, await portfolioOf(store, companyId));
  return {
    companyId,
    gpKey,
    submissions,
    availableYears: years.filter((y) => !taken.has(y)),
    canEdit: mayEditEdci(principal, companyId),
  };
}

export async function edciSubmissionDetail(
  store: Store,
  principal: Principal,
  id: number,
): Promise<EdciSubmission> {
  const record = await loadSubmission(store, id);
  const { gpKey } = await assertEdciAccess(store, principal, record.companyId, 'read');
  return presentSubmission(store, principal, record, gpKey);
}

@Controller('edci')
export class EdciSubmissionsController {
  constructor(@Inject(STORE) private readonly store: Store) {}

  @Get(':companyId/submissions')
  async list(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<EdciSubmissionList>> {
    return { data: await edciSubmissionList(this.store, principal, companyId) };
  }

  @Get('submissions/:id')
  async detail(
    @Param('id', new IdPipe('id')) id: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<EdciSubmission>> {
    return { data: await edciSubmissionDetail(this.store, principal, id) };
  }
}
