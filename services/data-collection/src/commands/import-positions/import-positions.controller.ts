import { Controller, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { IMPORT_FILE_MAX_BYTES, type ApiResponse, type PositionSet } from '@esg/contracts';
import { CurrentPrincipal, multipartSource, type Principal } from '@esg/platform';
import { fundIdPipe } from '../../http/portfolio-params';
import { ImportPositionsCommand } from './import-positions.command';

@Controller('funds')
export class ImportPositionsController {
  constructor(private readonly commands: CommandBus) {}

  /** Multipart: `file` (.csv or .xlsx) and `allInvestments` (EUR). 201 the recorded set. */
  @Post(':fundId/positions/:date/import')
  async import(
    @Param('fundId', fundIdPipe()) fundId: number,
    @Param('date') date: string,
    @Req() request: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<PositionSet>> {
    const source = multipartSource(request, { fileSize: IMPORT_FILE_MAX_BYTES, files: 1 });
    const { set, rowsRead } = await this.commands.execute(
      new ImportPositionsCommand(fundId, date, source, principal),
    );
    return {
      data: set,
      message: `${rowsRead} position${rowsRead === 1 ? '' : 's'} recorded for ${date}`,
    };
  }
}
