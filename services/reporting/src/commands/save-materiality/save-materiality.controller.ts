import { CommandBus } from '@nestjs/cqrs';
import { Body, Controller, Param, Put } from '@nestjs/common';
import {
  periodSchema,
  saveMaterialityRequestSchema,
  type ApiResponse,
  type MaterialityAssessment,
  type SaveMaterialityRequest,
} from '@esg/contracts';
import { CurrentPrincipal, IdPipe, ZodPipe, type Principal } from '@esg/platform';
import { SaveMaterialityCommand } from './save-materiality.command';

@Controller('materiality')
export class SaveMaterialityController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':companyId/:period')
  async save(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @Param('period', new ZodPipe(periodSchema)) period: string,
    @Body(new ZodPipe(saveMaterialityRequestSchema)) body: SaveMaterialityRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<MaterialityAssessment>> {
    const now = new Date().toISOString();
    return {
      data: await this.commands.execute(new SaveMaterialityCommand(principal, companyId, period, body, now)),
      message: 'Materiality assessment saved',
    };
  }
}
