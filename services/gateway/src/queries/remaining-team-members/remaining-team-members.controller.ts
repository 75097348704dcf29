import { Controller, Get, Inject, Param, ParseIntPipe } from '@nestjs/common';
import type { ApiResponse, RemainingTeamMembers } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, type Principal } from '@esg/platform';
import { countTeam, remainingTeam } from '../../domain/team';
import { assertMayViewTeam, teamCompany, teamOf } from '../../infrastructure/team';

/**
 * GET company/getRemainingTeamMembers/{id} (spec 7.4, remainingTM): how many more team members, and
 * contributors among them, the company's contract allows (invitations not yet accepted count).
 */
@Controller('company/getRemainingTeamMembers')
export class RemainingTeamMembersController {
  constructor(@Inject(STORE) private readonly store: Store) {}

  @Get(':companyId')
  async remaining(
    @CurrentPrincipal() principal: Principal,
    @Param('companyId', ParseIntPipe) companyId: number,
  ): Promise<ApiResponse<RemainingTeamMembers>> {
    const company = await teamCompany(this.store, companyId);
    await assertMayViewTeam(this.store, principal, company);
    return { data: remainingTeam(company, countTeam(await teamOf(this.store, companyId), companyId)) };
  }
}
