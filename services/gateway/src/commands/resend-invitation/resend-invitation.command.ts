import { Command } from '@nestjs/cqrs';
import type { TeamMember } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/**
 * Mails a pending invitation again with a new set-password link (a team member, or the contact of an
 * invited company); the earlier links stop working.
 */
export class ResendInvitationCommand extends Command<TeamMember> {
  constructor(
    readonly principal: Principal,
    readonly userId: number,
  ) {
    super();
  }
}
