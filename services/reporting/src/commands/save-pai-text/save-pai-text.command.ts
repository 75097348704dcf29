import { Command } from '@nestjs/cqrs';
import type { PaiText, PaiTextUpdateRequest } from '@esg/contracts';
import type { Principal } from '@esg/platform';
import type { PaiTextScope } from '../../domain/pai-texts/pai-text';

/** Saves the Explanation and/or Actions text of one PAI statement row, as a new version. */
export class SavePaiTextCommand extends Command<PaiText> {
  constructor(
    readonly principal: Principal,
    readonly scope: PaiTextScope,
    readonly indicatorId: string,
    readonly request: PaiTextUpdateRequest,
  ) {
    super();
  }
}
