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
import { InviteAuditorController } from './commands/invite-auditor/invite-auditor.controller';
import { InviteAuditorHandler } from './commands/invite-auditor/invite-auditor.handler';
import { InnerRead } from './http/inner-read';
import { AssurancePackController } from './queries/assurance-pack/assurance-pack.controller';
import { AuditorsController } from './queries/auditors/auditors.controller';
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
  // Auditors and the assurance pack (issue 27, item 6; ADR 0217, 0218).
  InviteAuditorController,
  AuditorsController,
  AssurancePackController,
];

export const ACCESS_MANAGER_HANDLERS = [
  InviteTeamMemberHandler,
  ResendInvitationHandler,
  RevokeInvitationHandler,
  ChangeMemberPermissionHandler,
  RemoveTeamMemberHandler,
  InviteAuditorHandler,
  InnerRead,
];
