import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import {
  positionsQuerySchema,
  type ApiResponse,
  type PositionSet,
  type PositionsQuery,
} from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE, CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { fundIdPipe } from '../../http/portfolio-params';
import { CompanyRepository } from '../../infrastructure/company.repository';
import { getFund, positionSetsOf, presentPositionSet } from '../../infrastructure/funds';
import { PortfolioAccess } from '../../infrastructure/portfolio-access';

/**
 * GET funds/{id}/positions?from=&to= : the fund's position sets by date, both bounds inclusive and
 * optional. The same readers as the fund (its manager's users, investing LPs, admins).
 */
@Controller('funds')
export class ListPositionsController {
  constructor(
    @Inject(STORE) private readonly store: Store,
    private readonly companies: CompanyRepository,
    private readonly access: PortfolioAccess,
  ) {}

  @Get(':fundId/positions')
  async list(
    @Param('fundId', fundIdPipe()) fundId: number,
    @Query(new ZodPipe(positionsQuerySchema)) query: PositionsQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<PositionSet[]>> {
    const fund = await getFund(this.store, fundId);
    await this.access.assertMayReadFund(principal, fund, await this.companies.get(fund.company_id));
    const sets = (await positionSetsOf(this.store, fundId)).filter(
      (set) => (!query.from || set.date >= query.from) && (!query.to || set.date <= query.to),
    );
    return { data: sets.map(presentPositionSet) };
  }
}
