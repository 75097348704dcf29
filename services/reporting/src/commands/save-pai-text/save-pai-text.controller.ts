import { Body, Controller, Param, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  paiReportScopeQuerySchema,
  paiTextUpdateRequestSchema,
  type ApiResponse,
  type PaiReportScopeQuery,
  type PaiText,
  type PaiTextUpdateRequest,
} from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { idPipe, indicatorIdPipe, yearPipe } from '../../http/params';
import { SavePaiTextCommand } from './save-pai-text.command';

@Controller('pai/reports')
export class SavePaiTextController {
  constructor(private readonly commands: CommandBus) {}

  /** `?fundId=` addresses a fund's statement; without it, the GP entity's. */
  @Put(':companyId/:year/texts/:indicatorId')
  async save(
    @Param('companyId', idPipe('companyId')) companyId: number,
    @Param('year', yearPipe) year: number,
    @Param('indicatorId', indicatorIdPipe) indicatorId: string,
    @Query(new ZodPipe(paiReportScopeQuerySchema)) query: PaiReportScopeQuery,
    @Body(new ZodPipe(paiTextUpdateRequestSchema)) body: PaiTextUpdateRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<PaiText>> {
    const scope = { companyId, fundId: query.fundId ?? null, year };
    return {
      data: await this.commands.execute(new SavePaiTextCommand(principal, scope, indicatorId, body)),
      message: 'Text saved',
    };
  }
}
