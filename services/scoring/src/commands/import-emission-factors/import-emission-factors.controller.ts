import { Body, Controller, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ApiResponse, FactorLibraryView } from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { ImportEmissionFactorsCommand } from './import-emission-factors.command';

const importQuery = z.object({ fileName: z.string().trim().min(1).max(200).default('upload.xlsx') });

/**
 * POST /emission-factors/import: an admin uploads an official workbook (DESNZ condensed set or EPA
 * Emission Factors Hub) as the request body, Content-Type
 * application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, `?fileName=` naming it.
 * 201 with the new library version; 200 when the same file was already imported.
 */
@Controller('emission-factors')
export class ImportEmissionFactorsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('import')
  async import(
    @Body() body: unknown,
    @Query(new ZodPipe(importQuery)) query: z.infer<typeof importQuery>,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiResponse<{ library: FactorLibraryView; created: boolean }>> {
    const result = await this.commands.execute(
      new ImportEmissionFactorsCommand(principal, body, query.fileName),
    );
    void reply.status(result.created ? 201 : 200);
    return {
      data: result,
      message: result.created
        ? `Imported ${result.library.factorCount} emission factors as ${result.library.id}`
        : `This workbook is already imported as ${result.library.id}`,
    };
  }
}
