import { Command } from '@nestjs/cqrs';
import type { FactorLibraryView } from '@esg/contracts';
import type { Principal } from '@esg/platform';

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
