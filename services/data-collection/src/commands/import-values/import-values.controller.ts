import { Controller, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { IMPORT_FILE_MAX_BYTES, type ApiResponse, type ImportResult } from '@esg/contracts';
import { CurrentPrincipal, multipartSource, type Principal } from '@esg/platform';
import { responseIdPipe } from '../../http/esg-params';
import { ImportValuesCommand } from './import-values.command';

@Controller('responses')
export class ImportValuesController {
  constructor(private readonly commands: CommandBus) {}

  /** Multipart with one file: the filled template (.xlsx) or the Invest Europe long CSV (.csv). */
  @Post(':id/import')
  async import(
    @Param('id', responseIdPipe()) id: number,
    @Req() request: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<ImportResult>> {
    const source = multipartSource(request, { fileSize: IMPORT_FILE_MAX_BYTES, files: 1 });
    const data = await this.commands.execute(new ImportValuesCommand(principal, id, source));
    return { data, message: `${data.applied} value${data.applied === 1 ? '' : 's'} imported` };
  }
}
