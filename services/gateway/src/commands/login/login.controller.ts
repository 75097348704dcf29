import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { loginRequestSchema, type ApiResponse, type LoginOutcome, type LoginRequest } from '@esg/contracts';
import { Public, ZodPipe } from '@esg/platform';
import { setSessionCookie } from '../../auth/session-cookie';
import { LogInCommand } from './login.command';

@Controller('auth')
export class LoginController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * 200 with a LoginResponse and the __session cookie; or, when a second factor is needed,
   * 200 with { twoFactorRequired, challengeToken } or { twoFactorEnrolmentRequired, challengeToken } and no cookie.
   */
  @Public()
  @Post('login')
  @HttpCode(200)
  async login(
    @Body(new ZodPipe(loginRequestSchema)) body: LoginRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiResponse<LoginOutcome>> {
    const result = await this.commands.execute(new LogInCommand(body.email, body.password, request.ip));
    if (result.sessionId === null) return { data: result.response, message: 'Enter your two-factor code' };
    setSessionCookie(request, reply, result.sessionId);
    return { data: result.response, message: 'Logged in successfully' };
  }
}
