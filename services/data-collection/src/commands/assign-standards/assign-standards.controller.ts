import { Body, Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { assignStandardsRequestSchema, type ApiResponse, type AssignStandardsRequest } from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import type { presentCompany } from '../../domain/company';
import { companyIdPipe } from '../../http/params';
import { AssignStandardsCommand } from './assign-standards.command';

@Controller('standard/assign')
export class AssignStandardsController {
  constructor(private readonly commands: CommandBus) {}

  @Patch(':companyId')
  async assign(
    @Param('companyId', companyIdPipe()) companyId: number,
    @Body(new ZodPipe(assignStandardsRequestSchema)) body: AssignStandardsRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<ReturnType<typeof presentCompany>>> {
    const company = await this.commands.execute(new AssignStandardsCommand(companyId, body, principal));
    return { data: company, message: 'Standards updated successfully' };
  }
}
