import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { ApiResponse, TcfdHandover } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { CurrentPrincipal, IdPipe, STORE, type Principal } from '@esg/platform';
import { TCFD_HANDOVERS, type TcfdHandoverDoc } from '../../application/tcfd-handovers';
import { CompanyRepository } from '../../infrastructure/company.repository';

/**
 * GET /tcfd-handovers/{companyId} (ADR 0086): the TCFD assessments scoring handed over for a company
 * and what became of their answers (written into a response, or kept for the next TCFD questionnaire),
 * newest period first. Read like the company itself (`canActForCompany`): its users, its GP's team and
 * the platform admin; /analytics shows them as a notice.
 */
@Controller('tcfd-handovers')
export class TcfdHandoversController {
  constructor(
    private readonly companies: CompanyRepository,
    @Inject(STORE) private readonly store: Store,
  ) {}

  @Get(':companyId')
  async list(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<TcfdHandover[]>> {
    await this.companies.getFor(principal, companyId);
    const docs = await this.store.find<TcfdHandoverDoc>(TCFD_HANDOVERS, { companyId });
    return {
      data: docs
        .sort((a, b) => b.period.localeCompare(a.period) || b.assessedAt.localeCompare(a.assessedAt))
        .map((doc) => ({
          id: doc.id,
          companyId: doc.companyId,
          period: doc.period,
          version: doc.version,
          assessedAt: doc.assessedAt,
          answered: doc.answers.filter((a) => a.selected.length > 0).length,
          outcome: doc.outcome,
          reason: doc.reason,
          responseId: doc.responseId,
          // Handovers recorded before ADR 0086 have no response period: theirs was the assessment's.
          responsePeriod: doc.responsePeriod ?? (doc.responseId === null ? null : doc.period),
          written: doc.written,
          alreadyAnswered: doc.alreadyAnswered,
          carriedOverAt: doc.carriedOverAt ?? null,
          handedOverAt: doc.at,
        })),
    };
  }
}
