import { Command } from '@nestjs/cqrs';
import type { Principal } from '@esg/platform';

/** Removes a team member: the account goes, its sessions end at once, its links stop working. */
export class RemoveTeamMemberCommand extends Command<void> {
  constructor(
    readonly principal: Principal,
    readonly userId: number,
  ) {
    super();
  }
}
