import type { CompanyView } from '@esg/contracts';
import { Requires } from '../../http/requires';
import { Body, Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { assignStandardsRequestSchema, type ApiResponse, type AssignStandardsRequest } from '@esg/contracts';
import { IdPipe, CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { AssignStandardsCommand } from './assign-standards.command';

@Controller('standard/assign')
export class AssignStandardsController {
  constructor(private readonly commands: CommandBus) {}

  @Patch(':companyId')
  @Requires('company.configure', "change a company's standards and reporting cycle")
  async assign(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @Body(new ZodPipe(assignStandardsRequestSchema)) body: AssignStandardsRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<CompanyView>> {
    const company = await this.commands.execute(new AssignStandardsCommand(companyId, body, principal));
    return { data: company, message: 'Standards updated successfully' };
  }
}
