import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentPrincipal, type Principal } from '@esg/platform';
import { clearSessionCookie } from '../../auth/session-cookie';
import { SessionService } from '../../auth/sessions';

/** Ends the session: the cookie is cleared and every access token naming it stops working at once. */
@Controller('auth')
export class LogoutController {
  constructor(private readonly sessions: SessionService) {}

  @Post('logout')
  @HttpCode(204)
  async logout(
    @CurrentPrincipal() principal: Principal,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.sessions.revoke(principal, 'logout');
    clearSessionCookie(request, reply);
  }
}
