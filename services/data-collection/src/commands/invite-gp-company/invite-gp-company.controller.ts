import { Body, Controller, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  inviteGpCompanyRequestSchema,
  type ApiResponse,
  type ChildCompany,
  type InviteGpCompanyRequest,
} from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal, IdPipe } from '@esg/platform';
import { InviteGpCompanyCommand } from './invite-gp-company.command';

@Controller('company/inviteGPCompany')
export class InviteGpCompanyController {
  constructor(private readonly commands: CommandBus) {}

  /** { companyName, contactName, email } -> 201 the new GP, a child of the LP; its contact gets the invitation mail. */
  @Post(':companyId')
  async invite(
    @Param('companyId', new IdPipe('companyId')) companyId: number,
    @Body(new ZodPipe(inviteGpCompanyRequestSchema)) body: InviteGpCompanyRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<ChildCompany>> {
    return {
      data: await this.commands.execute(new InviteGpCompanyCommand(companyId, body, principal)),
      message: `Invitation sent to ${body.email.toLowerCase()}`,
    };
  }
}
