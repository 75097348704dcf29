import { Controller, Get, Inject, Param } from '@nestjs/common';
import { periodSchema, type ApiResponse, type TcfdAssessmentView } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { CurrentPrincipal, DomainError, STORE, ZodPipe, type Principal } from '@esg/platform';
import { ClimateAccess } from '../../application/climate-access';
import {
  assessmentId,
  presentAssessment,
  TCFD_ASSESSMENTS,
  type TcfdAssessmentRecord,
} from '../../domain/tcfd/tcfd-assessment';
import { companyIdParam } from '../../http/params';

/** GET /tcfd-assessments/{companyId}/{period}: the answers, justifications and scores /analytics shows. */
@Controller('tcfd-assessments')
export class TcfdAssessmentController {
  constructor(
    @Inject(STORE) private readonly store: Store,
    private readonly access: ClimateAccess,
  ) {}

  @Get(':companyId/:period')
  async one(
    @Param('companyId', companyIdParam) companyId: number,
    @Param('period', new ZodPipe(periodSchema)) period: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<TcfdAssessmentView>> {
    await this.access.assertRead(principal, companyId);
    const record = await this.store.get<TcfdAssessmentRecord>(
      TCFD_ASSESSMENTS,
      assessmentId(companyId, period),
    );
    if (!record)
      throw new DomainError(
        'TCFD_ASSESSMENT.NOT_FOUND',
        `Company ${companyId} has no TCFD assessment for ${period}`,
      );
    return { data: presentAssessment(record) };
  }
}
