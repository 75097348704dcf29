import { Command } from '@nestjs/cqrs';
import type { Permission, TeamMember } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/** Changes a team member's permission; their sessions end so the new permission applies at once. */
export class ChangeMemberPermissionCommand extends Command<TeamMember> {
  constructor(
    readonly principal: Principal,
    readonly userId: number,
    readonly permission: Permission | null,
  ) {
    super();
  }
}
