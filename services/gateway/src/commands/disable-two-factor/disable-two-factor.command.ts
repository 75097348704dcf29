import { Command } from '@nestjs/cqrs';
import type { Principal } from '@esg/platform';

/** Turns two-factor off, proven with a current code or the password; refused where the company requires it. */
export class DisableTwoFactorCommand extends Command<void> {
  constructor(
    readonly principal: Principal,
    readonly proof: { code?: string; password?: string },
  ) {
    super();
  }
}
