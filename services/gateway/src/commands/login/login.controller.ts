import { Body, Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { loginRequestSchema, type ApiResponse, type LoginOutcome, type LoginRequest } from '@esg/contracts';
import { Public, RUNTIME, ZodPipe, type ServiceRuntime } from '@esg/platform';
import { deviceUserOf, setDeviceCookie } from '../../auth/device-cookie';
import { setSessionCookie } from '../../auth/session-cookie';
import { LogInCommand } from './login.command';

@Controller('auth')
export class LoginController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(RUNTIME) private readonly runtime: ServiceRuntime,
  ) {}

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
    const jwt = this.runtime.config.jwt;
    const result = await this.commands.execute(
      new LogInCommand(body.email, body.password, request.ip, deviceUserOf(request, jwt)),
    );
    // The right password marks this browser as one the account signs in from (docs/adr/0016).
    setDeviceCookie(request, reply, jwt, result.userId);
    if (result.sessionCookie === null)
      return { data: result.response, message: 'Enter your two-factor code' };
    setSessionCookie(request, reply, result.sessionCookie);
    return { data: result.response, message: 'Logged in successfully' };
  }
}
