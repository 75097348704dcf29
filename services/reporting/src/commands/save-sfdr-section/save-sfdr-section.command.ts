import { Command } from '@nestjs/cqrs';
import type { SfdrSectionUpdateRequest } from '@esg/contracts';
import type { Principal } from '@esg/platform';
import type { SfdrTextScope } from '../../domain/sfdr-texts/sfdr-text';

/** Saves one GP-written section of an SFDR document as a new version (issue 26). */
export class SaveSfdrSectionCommand extends Command<{ version: number }> {
  constructor(
    readonly principal: Principal,
    readonly scope: SfdrTextScope,
    readonly sectionId: string,
    readonly request: SfdrSectionUpdateRequest,
  ) {
    super();
  }
}
