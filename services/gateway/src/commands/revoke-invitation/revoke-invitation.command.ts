import { Command } from '@nestjs/cqrs';
import type { Principal } from '@esg/platform';

/** Withdraws an invitation not used yet: the account and its links are gone, its place is free again. */
export class RevokeInvitationCommand extends Command<void> {
  constructor(
    readonly principal: Principal,
    readonly userId: number,
  ) {
    super();
  }
}
