import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { z } from 'zod';
import type { ApiResponse } from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { CompanyDetailQuery, type CompanyDetail } from './company-detail.query';

const companyIdParam = z.coerce.number({ error: 'company id must be a number' }).int().positive();

@Controller('company')
export class CompanyDetailController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  async detail(
    @Param('id', new ZodPipe(companyIdParam)) id: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<CompanyDetail>> {
    return { data: await this.queries.execute(new CompanyDetailQuery(id, principal)) };
  }
}
