import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  twoFactorVerifyRequestSchema,
  type ApiResponse,
  type LoginResponse,
  type TwoFactorVerifyRequest,
} from '@esg/contracts';
import { Public, ZodPipe } from '@esg/platform';
import { setSessionCookie } from '../../auth/session-cookie';
import { VerifyTwoFactorCommand } from './verify-two-factor.command';

@Controller('auth/2fa')
export class VerifyTwoFactorController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * { challengeToken, code } or { challengeToken, recoveryCode }. 200 LoginResponse + __session cookie;
   * 401 TWO_FACTOR.INVALID_CREDENTIALS for a wrong or replayed code, TWO_FACTOR.INVALID_TOKEN for a dead challenge; 429.
   */
  @Public()
  @Post('verify')
  @HttpCode(200)
  async verify(
    @Body(new ZodPipe(twoFactorVerifyRequestSchema)) body: TwoFactorVerifyRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiResponse<LoginResponse>> {
    const result = await this.commands.execute(
      new VerifyTwoFactorCommand(body.challengeToken, { code: body.code, recoveryCode: body.recoveryCode }),
    );
    setSessionCookie(request, reply, result.sessionCookie);
    return { data: result.response, message: 'Logged in successfully' };
  }
}
