import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ApiResponse } from '@esg/contracts';
import { IdPipe, CurrentPrincipal, type Principal } from '@esg/platform';
import { CompanyDetailQuery, type CompanyDetail } from './company-detail.query';

@Controller('company')
export class CompanyDetailController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  async detail(
    @Param('id', new IdPipe('companyId')) id: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<CompanyDetail>> {
    return { data: await this.queries.execute(new CompanyDetailQuery(id, principal)) };
  }
}
