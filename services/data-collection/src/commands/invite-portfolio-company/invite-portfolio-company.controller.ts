import { Body, Controller, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  invitePortfolioCompanyRequestSchema,
  type ApiResponse,
  type ChildCompany,
  type InvitePortfolioCompanyRequest,
} from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal, IdPipe } from '@esg/platform';
import { InvitePortfolioCompanyCommand } from './invite-portfolio-company.command';

@Controller('company/invitePortfolioCompany')
export class InvitePortfolioCompanyController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * { companyName, contactName, email, industryId?, fundIds? } -> 201 the new child company; its contact
   * gets the invitation mail. 403 not the primary user; 409 limit reached (ACCESS.LIMIT_REACHED) or contact taken.
   */
  @Post(':companyId')
  async invite(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @Body(new ZodPipe(invitePortfolioCompanyRequestSchema)) body: InvitePortfolioCompanyRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<ChildCompany>> {
    return {
      data: await this.commands.execute(new InvitePortfolioCompanyCommand(companyId, body, principal)),
      message: `Invitation sent to ${body.email.toLowerCase()}`,
    };
  }
}
