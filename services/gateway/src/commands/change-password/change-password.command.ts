import { Command } from '@nestjs/cqrs';
import type { Principal } from '@esg/platform';

/** A signed-in user changes their password; every other session of theirs ends. */
export class ChangePasswordCommand extends Command<void> {
  constructor(
    readonly principal: Principal,
    readonly currentPassword: string,
    readonly password: string,
  ) {
    super();
  }
}
