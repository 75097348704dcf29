import { Body, Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  updateCompanyDetailsRequestSchema,
  type ApiResponse,
  type UpdateCompanyDetailsRequest,
} from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal, IdPipe } from '@esg/platform';
import type { presentCompany } from '../../domain/company';
import { UpdateCompanyDetailsCommand } from './update-company-details.command';

@Controller('company/details')
export class UpdateCompanyDetailsController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * PATCH company/details/{id} { name?, industry_id?, auto_mail_flag?, report_reminder_flag?,
   * auto_highlights_flag?, gp_key?*, funds_manager?*, is_action_plan_enabled?* } (* admin only) ->
   * 200 the company. Each change is recorded with who made it (GET company/details/{id}/history).
   */
  @Patch(':companyId')
  async update(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @Body(new ZodPipe(updateCompanyDetailsRequestSchema)) body: UpdateCompanyDetailsRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<ReturnType<typeof presentCompany>>> {
    return {
      data: await this.commands.execute(new UpdateCompanyDetailsCommand(companyId, body, principal)),
      message: 'Company details saved',
    };
  }
}
