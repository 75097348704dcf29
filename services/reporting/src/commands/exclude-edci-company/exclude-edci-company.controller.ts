import { CommandBus } from '@nestjs/cqrs';
import { Body, Controller, Param, Put } from '@nestjs/common';
import {
  edciExclusionRequestSchema,
  type ApiResponse,
  type EdciExclusionRequest,
  type EdciSubmission,
} from '@esg/contracts';
import { CurrentPrincipal, IdPipe, ZodPipe, type Principal } from '@esg/platform';
import { ExcludeEdciCompanyCommand } from './exclude-edci-company.command';

@Controller('edci')
export class ExcludeEdciCompanyController {
  constructor(private readonly commands: CommandBus) {}

  @Put('submissions/:id/companies/:companyId')
  async exclude(
    @Param('id', new IdPipe('id')) id: number,
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @Body(new ZodPipe(edciExclusionRequestSchema)) body: EdciExclusionRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<EdciSubmission>> {
    return {
      data: await this.commands.execute(
        new ExcludeEdciCompanyCommand(principal, id, companyId, body, new Date().toISOString()),
      ),
      message: body.excluded ? 'Company excluded from the submission' : 'Company included in the submission',
    };
  }
}
