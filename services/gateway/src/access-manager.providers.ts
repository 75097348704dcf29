import { ChangeMemberPermissionController } from './commands/change-member-permission/change-member-permission.controller';
import { ChangeMemberPermissionHandler } from './commands/change-member-permission/change-member-permission.handler';
import { InviteTeamMemberController } from './commands/invite-team-member/invite-team-member.controller';
import { InviteTeamMemberHandler } from './commands/invite-team-member/invite-team-member.handler';
import { RemoveTeamMemberController } from './commands/remove-team-member/remove-team-member.controller';
import { RemoveTeamMemberHandler } from './commands/remove-team-member/remove-team-member.handler';
import { ResendInvitationController } from './commands/resend-invitation/resend-invitation.controller';
import { ResendInvitationHandler } from './commands/resend-invitation/resend-invitation.handler';
import { RevokeInvitationController } from './commands/revoke-invitation/revoke-invitation.controller';
import { RevokeInvitationHandler } from './commands/revoke-invitation/revoke-invitation.handler';
import { InvitedTeamMembersController } from './queries/invited-team-members/invited-team-members.controller';
import { RemainingTeamMembersController } from './queries/remaining-team-members/remaining-team-members.controller';

/**
 * The access manager's team-member calls (issue 9), registered by GatewayModule: the team-members
 * prefix and two company/ calls the routing table gives to the gateway (libs/contracts routing.ts).
 */
export const ACCESS_MANAGER_CONTROLLERS = [
  InvitedTeamMembersController,
  RemainingTeamMembersController,
  InviteTeamMemberController,
  ResendInvitationController,
  RevokeInvitationController,
  ChangeMemberPermissionController,
  RemoveTeamMemberController,
];

export const ACCESS_MANAGER_HANDLERS = [
  InviteTeamMemberHandler,
  ResendInvitationHandler,
  RevokeInvitationHandler,
  ChangeMemberPermissionHandler,
  RemoveTeamMemberHandler,
];
