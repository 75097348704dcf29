import { Body, Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  updateCompanyRequestSchema,
  type ApiResponse,
  type CompanyView,
  type UpdateCompanyRequest,
} from '@esg/contracts';
import { CurrentPrincipal, IdPipe, ZodPipe, type Principal } from '@esg/platform';
import { Requires } from '../../http/requires';
import { UpdateCompanyCommand } from './update-company.command';

/** PATCH company/{companyId}: the reporting cycle (data_collection_duration), spec 7.4. */
@Controller('company')
export class UpdateCompanyController {
  constructor(private readonly commands: CommandBus) {}

  @Patch(':companyId')
  @Requires('company.configure', "change a company's standards and reporting cycle")
  async update(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @Body(new ZodPipe(updateCompanyRequestSchema)) body: UpdateCompanyRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<CompanyView>> {
    return {
      data: await this.commands.execute(new UpdateCompanyCommand(companyId, body, principal)),
      message: 'Company updated successfully',
    };
  }
}
