import { Controller, Get, Inject, Param } from '@nestjs/common';
import { periodSchema, type ApiResponse, type EmissionsSummary } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, ZodPipe, type Principal } from '@esg/platform';
import { ClimateAccess } from '../../application/climate-access';
import {
  CARBON_CALCULATIONS,
  emissionsSummary,
  type CarbonCalculationRecord,
} from '../../domain/carbon/carbon-calculation';
import { companyIdParam } from '../../http/params';
import { scoringError } from '../../domain/scoring.errors';

/** GET /emissions-summary/{companyId}/{period}: spec 2.9's scope tabs, from the period's calculation. */
@Controller('emissions-summary')
export class EmissionsSummaryController {
  constructor(
    @Inject(STORE) private readonly store: Store,
    private readonly access: ClimateAccess,
  ) {}

  @Get(':companyId/:period')
  async summary(
    @Param('companyId', companyIdParam) companyId: number,
    @Param('period', new ZodPipe(periodSchema)) period: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<EmissionsSummary>> {
    await this.access.assertRead(principal, companyId);
    const [record] = await this.store.find<CarbonCalculationRecord>(
      CARBON_CALCULATIONS,
      { companyId, period },
      { limit: 1 },
    );
    if (!record)
      throw scoringError(
        'EMISSIONS_SUMMARY.NOT_FOUND',
        `Company ${companyId} has no carbon calculation for ${period}`,
      );
    return { data: emissionsSummary(record) };
  }
}
