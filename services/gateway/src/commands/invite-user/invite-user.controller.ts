import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { inviteUserRequestSchema, type ApiResponse, type InviteUserRequest, type User } from '@esg/contracts';
import { CurrentPrincipal, ZodPipe, type Principal } from '@esg/platform';
import { InviteUserCommand } from './invite-user.command';

@Controller('user')
export class InviteUserController {
  constructor(private readonly commands: CommandBus) {}

  /** { name, email, role, permission?, companyId } -> 201 the user (active: false); 403 not allowed; 409 e-mail taken. */
  @Post('invite')
  async invite(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodPipe(inviteUserRequestSchema)) body: InviteUserRequest,
  ): Promise<ApiResponse<User>> {
    return {
      data: await this.commands.execute(new InviteUserCommand(principal, body)),
      message: 'Invitation sent',
    };
  }
}
