import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { companyIdPipe } from '../../http/params';
import type { ApiResponse } from '@esg/contracts';
import { CurrentPrincipal, type Principal } from '@esg/platform';
import { CompanyDetailQuery, type CompanyDetail } from './company-detail.query';

@Controller('company')
export class CompanyDetailController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  async detail(
    @Param('id', companyIdPipe()) id: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<CompanyDetail>> {
    return { data: await this.queries.execute(new CompanyDetailQuery(id, principal)) };
  }
}
