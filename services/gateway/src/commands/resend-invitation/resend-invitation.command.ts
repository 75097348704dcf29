import { Command } from '@nestjs/cqrs';
import type { TeamMember } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/** Mails an invited member a new set-password link; the earlier links stop working. */
export class ResendInvitationCommand extends Command<TeamMember> {
  constructor(
    readonly principal: Principal,
    readonly userId: number,
  ) {
    super();
  }
}
