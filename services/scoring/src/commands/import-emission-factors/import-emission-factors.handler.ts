import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { presentLibrary } from '../../application/factor-catalogue';
import { importFactorWorkbook, type FactorLibraryDoc } from '../../infrastructure/factor-library';
import { WORKBOOK_MEDIA_TYPE } from '../../infrastructure/upload-guard';
import { scoringError } from '../../domain/scoring.errors';
import { ImportEmissionFactorsCommand } from './import-emission-factors.command';

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
