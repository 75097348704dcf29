import { Command } from '@nestjs/cqrs';
import type { Principal } from '@esg/platform';

/** The caller reads every unread notification of theirs; answers how many changed. */
export class MarkAllReadCommand extends Command<{ updated: number }> {
  constructor(readonly principal: Principal) {
    super();
  }
}
