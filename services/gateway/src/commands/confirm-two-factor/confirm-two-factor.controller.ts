import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  twoFactorConfirmRequestSchema,
  type ApiResponse,
  type TwoFactorConfirmation,
  type TwoFactorConfirmRequest,
} from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { Public, STORE, ZodPipe } from '@esg/platform';
import { enrollingUser } from '../../auth/enrolling-user';
import { setSessionCookie } from '../../auth/session-cookie';
import { SessionService } from '../../auth/sessions';
import { ConfirmTwoFactorCommand } from './confirm-two-factor.command';

@Controller('auth/2fa')
export class ConfirmTwoFactorController {
  constructor(
    private readonly commands: CommandBus,
    private readonly sessions: SessionService,
    @Inject(STORE) private readonly store: Store,
  ) {}

  /**
   * { code, challengeToken? } with a bearer token or the enrolment challenge. 200 { recoveryCodes, login? }:
   * with a challenge the login completes (login = LoginResponse, __session cookie set). 400 for a wrong code.
   */
  @Public()
  @Post('confirm')
  @HttpCode(200)
  async confirm(
    @Body(new ZodPipe(twoFactorConfirmRequestSchema)) body: TwoFactorConfirmRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiResponse<TwoFactorConfirmation>> {
    const { userId, challenge } = await enrollingUser(request, body.challengeToken, {
      store: this.store,
      sessions: this.sessions,
    });
    const result = await this.commands.execute(new ConfirmTwoFactorCommand(userId, body.code, challenge));
    if (result.sessionCookie) setSessionCookie(request, reply, result.sessionCookie);
    return {
      data: result.confirmation,
      message: 'Two-factor authentication is on. Keep your recovery codes somewhere safe.',
    };
  }
}
