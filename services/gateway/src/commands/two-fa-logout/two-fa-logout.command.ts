import { Command } from '@nestjs/cqrs';
import type { Principal } from '@esg/platform';

/** The logout of spec section 4: ends the session's two-factor state and the session itself. */
export class TwoFactorLogoutCommand extends Command<void> {
  constructor(
    readonly principal: Principal,
    readonly uid: string,
  ) {
    super();
  }
}
