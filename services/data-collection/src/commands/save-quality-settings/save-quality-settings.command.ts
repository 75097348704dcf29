import { Command } from '@nestjs/cqrs';
import type { SaveQualitySettingsRequest } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/**
 * PUT /quality/settings (issue 27, rule 126): the GP's own thresholds of the quality checks (null: the
 * product's defaults again) and its pre-approval. They apply at once: to the portfolio's flags, the
 * review screen and the warnings its companies see as they enter values.
 */
export class SaveQualitySettingsCommand extends Command<void> {
  constructor(
    readonly principal: Principal,
    readonly request: SaveQualitySettingsRequest,
  ) {
    super();
  }
}
