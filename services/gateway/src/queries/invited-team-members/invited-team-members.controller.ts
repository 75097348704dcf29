import { Controller, Get, Inject, Param, ParseIntPipe } from '@nestjs/common';
import type { ApiResponse, TeamMember } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, type Principal } from '@esg/platform';
import { presentTeamMember } from '../../domain/team';
import { assertMayViewTeam, openInvitations, teamCompany, teamOf } from '../../infrastructure/team';

/**
 * GET company/getInvitedTeamMembers/{id} (spec 7.4): the company's team members, invited and active,
 * by name; the primary user is not one of them. Served by the gateway, which owns users.
 */
@Controller('company/getInvitedTeamMembers')
export class InvitedTeamMembersController {
  constructor(@Inject(STORE) private readonly store: Store) {}

  @Get(':companyId')
  async list(
    @CurrentPrincipal() principal: Principal,
    @Param('companyId', ParseIntPipe) companyId: number,
  ): Promise<ApiResponse<TeamMember[]>> {
    const company = await teamCompany(this.store, companyId);
    await assertMayViewTeam(this.store, principal, company);
    const data: TeamMember[] = [];
    for (const user of await teamOf(this.store, companyId)) {
      const [link] = user.passwordHash === null ? await openInvitations(this.store, user.userId) : [];
      data.push(presentTeamMember(user, link?.expiresAt ?? null));
    }
    return { data };
  }
}
