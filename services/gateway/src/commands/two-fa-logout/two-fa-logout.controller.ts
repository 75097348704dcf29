import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiResponse } from '@esg/contracts';
import { CurrentPrincipal, type Principal } from '@esg/platform';
import { clearSessionCookie } from '../../auth/session-cookie';
import { TwoFactorLogoutCommand } from './two-fa-logout.command';

@Controller('user')
export class TwoFactorLogoutController {
  constructor(private readonly commands: CommandBus) {}

  /** GET user/two-fa-logout/{uid} (spec 7.4), bearer, own uid only: 200, session revoked and cookie cleared; 403 for another uid. */
  @Get('two-fa-logout/:uid')
  async logout(
    @CurrentPrincipal() principal: Principal,
    @Param('uid') uid: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiResponse<null>> {
    await this.commands.execute(new TwoFactorLogoutCommand(principal, uid));
    clearSessionCookie(request, reply);
    return { data: null, message: 'Logged out' };
  }
}
