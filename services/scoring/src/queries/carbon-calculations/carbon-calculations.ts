import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import {
  carbonCalculationListQuerySchema,
  pageMeta,
  type ApiResponse,
  type CarbonCalculationListQuery,
  type CarbonCalculationView,
} from '@esg/contracts';
import type { Filter, Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, ZodPipe, type Principal } from '@esg/platform';
import { ClimateAccess } from '../../application/climate-access';
import {
  CARBON_CALCULATIONS,
  calculationNotFound,
  presentCalculation,
  type CarbonCalculationRecord,
} from '../../domain/carbon/carbon-calculation';
import { idParam } from '../../http/params';

/** GET /carbon-calculations?companyId=&period= (newest period first) and GET /carbon-calculations/{id}. */
@Controller('carbon-calculations')
export class CarbonCalculationsController {
  constructor(
    @Inject(STORE) private readonly store: Store,
    private readonly access: ClimateAccess,
  ) {}

  @Get()
  async list(
    @Query(new ZodPipe(carbonCalculationListQuerySchema)) query: CarbonCalculationListQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<CarbonCalculationView[]>> {
    await this.access.assertRead(principal, query.companyId);
    const filter: Filter = { companyId: query.companyId };
    if (query.period) filter.period = query.period;
    const total = await this.store.count(CARBON_CALCULATIONS, filter);
    const records = await this.store.find<CarbonCalculationRecord>(CARBON_CALCULATIONS, filter, {
      sort: [['period', 'desc']],
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
    });
    return { data: records.map(presentCalculation), meta: pageMeta(query.page, query.perPage, total) };
  }

  @Get(':id')
  async one(
    @Param('id', idParam) id: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<CarbonCalculationView>> {
    const record = await this.store.get<CarbonCalculationRecord>(CARBON_CALCULATIONS, String(id));
    if (!record) throw calculationNotFound(id);
    await this.access.assertRead(principal, record.companyId);
    return { data: presentCalculation(record) };
  }
}
