import { Body, Controller, Inject, Post, Query, Res } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { type ApiResponse, type FactorLibraryView } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, ZodPipe, type Principal } from '@esg/platform';
import { presentLibrary } from '../../application/factor-catalogue';
import { importFactorWorkbook, type FactorLibraryDoc } from '../../infrastructure/factor-library';
import { WORKBOOK_MEDIA_TYPE } from '../../infrastructure/upload-guard';
import { scoringError } from '../../domain/scoring.errors';

export class ImportEmissionFactorsCommand extends Command<{ library: FactorLibraryView; created: boolean }> {
  constructor(
    readonly principal: Principal,
    /** The request body: a Buffer when it came as an .xlsx, anything else otherwise. */
    readonly workbook: unknown,
    readonly fileName: string,
  ) {
    super();
  }
}

@CommandHandler(ImportEmissionFactorsCommand)
export class ImportEmissionFactorsHandler implements ICommandHandler<ImportEmissionFactorsCommand> {
  constructor(@Inject(STORE) private readonly store: Store) {}

  async execute({ principal, workbook, fileName }: ImportEmissionFactorsCommand) {
    if (principal.role !== 'admin')
      throw scoringError('EMISSION_FACTORS.FORBIDDEN', 'Only a platform admin may import emission factors');
    if (!Buffer.isBuffer(workbook))
      throw scoringError(
        'EMISSION_FACTORS.UNSUPPORTED_MEDIA_TYPE',
        `Send the workbook as the request body with Content-Type ${WORKBOOK_MEDIA_TYPE}`,
      );
    const outcome = await importFactorWorkbook(this.store, {
      buffer: workbook,
      fileName,
      importedBy: principal.userId,
    });
    return { library: presentLibrary(outcome.library as FactorLibraryDoc), created: outcome.created };
  }
}

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
